// The share text (docs/rules/share.md).
import { describe, expect, it } from 'vitest'
import { buildShareText, SHARE_HASHTAGS, sharePreview } from '../../domain/share.ts'
import { withoutSoftHyphens } from '../../domain/soft-hyphens.ts'

describe('share text', () => {
  it('includes what the spec lists', () => {
    const text = buildShareText(
      {
        scalarValue: 81.6345,
        windowPhase: 'Echo Chamber',
        lunaMessage: 'Calm.',
        personalBaseline: 81.5,
        currentAlignment: 81.63,
        clarityLabel: 'Mental clarity:',
        clarityGuidance: 'Think clearly.',
        resonantCodons: [
          { codon: 'AUG', name: 'A', theme: 'a' },
          { codon: 'UUU', name: 'B', theme: 'b' },
          { codon: 'CCC', name: 'C', theme: 'c' },
        ],
      },
      'https://luna.example.com',
      'November 21, 2026',
    )
    expect(text).toContain('81.63')
    expect(text).toContain('Mental clarity: Think clearly.')
    expect(text).toContain('Echo Chamber')
    expect(text).toContain('https://luna.example.com')
    expect(text).toContain('UUU')
    expect(text).not.toContain('CCC')
    expect(text.match(/#\w+/g)).toHaveLength(3)
  })

  it('previews the hashtags with a soft hyphen where their words join, and nothing else changed', () => {
    const text = `Luna: “Calm.”\nhttps://luna.example.com\n${SHARE_HASHTAGS}`
    const preview = sharePreview(text)
    expect(preview.replaceAll('\u00ad', '|')).toContain('#Luna|Compass #Scalar|Resonance #Daily|Alignment')
    expect(preview.split('\n').slice(0, 2)).toEqual(text.split('\n').slice(0, 2))
    expect(withoutSoftHyphens(preview)).toBe(text)
  })
})
