import { describe, expect, it } from 'vitest'
import { computeThresholds, thresholdsFromScalars, usesOwnSigma } from '../../domain/alignment.ts'

describe('thresholds from a trajectory', () => {
  it('uses the sample σ of the scalars from 5 readings on', () => {
    // Deviations −0.1, 0, 0.1, −0.05, 0.05 around 81.5: sample variance 0.025 / 4, σ ≈ 0.0791.
    const t = thresholdsFromScalars([81.4, 81.5, 81.6, 81.45, 81.55])
    expect(t.sigma).toBe(0.079)
    expect(t.extreme).toBe(0.158)
    expect(t.aligned).toBe(0.02)
  })

  it('keeps the default σ of 0.15 below 5 readings, whatever their spread', () => {
    expect(thresholdsFromScalars([80, 82, 84, 86])).toEqual(computeThresholds(0, 0))
    expect(thresholdsFromScalars([]).extreme).toBe(0.3)
  })

  it('never goes below an extreme threshold of 0.1', () => {
    expect(thresholdsFromScalars([81.5, 81.5, 81.5, 81.5, 81.5]).extreme).toBe(0.1)
  })

  it('counts the session total when the list is only its most recent points', () => {
    expect(thresholdsFromScalars([81.4, 81.6], 12).extreme).toBe(computeThresholds(12, 0.1414213562).extreme)
    expect(usesOwnSigma(4)).toBe(false)
    expect(usesOwnSigma(5)).toBe(true)
  })
})
