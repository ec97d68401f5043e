// A codon as the resonance screen shows it: a match from POST /api/resonance or a codon from
// GET /api/codons (docs/rules/tuner.md, "Resonance match").
export interface ProtocolCodon {
  codon: string
  name: string
  theme: string
  hexagram: number
  scalar: number
  tags: readonly string[]
  frequency: number
  affirmation: string
  rituals: readonly string[]
  aminoAcid?: string
  matchType?: 'codon-pair' | 'scalar-neighbour'
}

/**
 * The visitor's day as the compass answers it, for Luna beside the protocol: her day's insight (one
 * voice with the compass, docs/rules/one-voice.md) and the hour's numbers for the share card.
 */
export interface ResonanceDay {
  date: string
  luna: import('@domain/luna.ts').DailyLuna
  currentAlignment: number
  windowPhase: import('@domain/vocabulary.ts').WindowPhase
  baseline: number
}
