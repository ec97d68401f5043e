// The text of the share card (docs/rules/share.md).
import { round2 } from './numbers.ts'
import { SOFT_HYPHEN } from './soft-hyphens.ts'

export interface ShareProps {
  scalarValue: number
  windowPhase: string
  lunaMessage: string
  /** The clarity focus as its line's label says it ('Mental clarity:'). */
  clarityLabel?: string | null
  clarityGuidance?: string | null
  resonantCodons?: readonly { codon: string; name: string; theme: string }[]
  personalBaseline?: number | null
  currentAlignment?: number | null
}

export const SHARE_HASHTAGS = '#LunaCompass #ScalarResonance #DailyAlignment'

/** The share text's lines in one language: English's below, another's from the app's catalogue (luna.json). */
export interface ShareWords {
  title: (date: string) => string
  scalar: (scalar: string, phase: string) => string
  baseline: (baseline: string, alignment: string) => string
  luna: (message: string) => string
  codons: (codons: string) => string
  /** A number to 2 decimals, as the language writes it. */
  number: (n: number) => string
}

/** The share text in English (docs/rules/share.md). */
export const SHARE_IN_ENGLISH: ShareWords = {
  title: (date) => `My Luna reading for ${date}`,
  scalar: (scalar, phase) => `Scalar ξ ${scalar} · ${phase}`,
  baseline: (baseline, alignment) => `Baseline ${baseline} · Alignment ${alignment}`,
  luna: (message) => `Luna: “${message}”`,
  codons: (codons) => `Resonant codons: ${codons}`,
  number: (n) => round2(n).toFixed(2),
}

/**
 * Date, scalar to 2 decimals, phase, baseline and alignment when known, clarity guidance, Luna's
 * message, up to 2 codons, the site's own link and three hashtags; in English, or in `words`'s language.
 */
export function buildShareText(
  props: ShareProps,
  origin: string,
  dateLabel: string,
  words: ShareWords = SHARE_IN_ENGLISH,
): string {
  const lines = [words.title(dateLabel), words.scalar(words.number(props.scalarValue), props.windowPhase)]
  if (typeof props.personalBaseline === 'number' && typeof props.currentAlignment === 'number') {
    lines.push(words.baseline(words.number(props.personalBaseline), words.number(props.currentAlignment)))
  }
  if (props.clarityGuidance) {
    lines.push(props.clarityLabel ? `${props.clarityLabel} ${props.clarityGuidance}` : props.clarityGuidance)
  }
  lines.push(words.luna(props.lunaMessage))
  const codons = (props.resonantCodons ?? []).slice(0, 2)
  if (codons.length > 0)
    lines.push(words.codons(codons.map((c) => `${c.codon} ${c.name} (${c.theme})`).join(', ')))
  lines.push(origin, SHARE_HASHTAGS)
  return lines.join('\n')
}

/**
 * The share text as its preview shows it: a soft hyphen (U+00AD) where a hashtag's words join
 * ("#Scalar­Resonance"), so that a narrow phone breaks it there, with a hyphen, and not anywhere
 * (docs/decisions/061-hyphenation.md). What is shared and copied has none (withoutSoftHyphens).
 */
export function sharePreview(text: string): string {
  return text.replace(/#[\p{L}\p{N}]+/gu, (tag) => tag.replace(/(\p{Ll})(?=\p{Lu})/gu, `$1${SOFT_HYPHEN}`))
}
