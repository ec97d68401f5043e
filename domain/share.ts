// The text of the share card (docs/rules/share.md).
import { round2 } from './numbers.ts'

export interface ShareProps {
  scalarValue: number
  windowPhase: string
  lunaMessage: string
  clarityType?: string | null
  clarityGuidance?: string | null
  resonantCodons?: readonly { codon: string; name: string; theme: string }[]
  personalBaseline?: number | null
  currentAlignment?: number | null
}

export const SHARE_HASHTAGS = '#LunaCompass #ScalarResonance #DailyAlignment'

/**
 * Date, scalar to 2 decimals, phase, baseline and alignment when known, clarity guidance, Luna's
 * message, up to 2 codons, the site's own link and three hashtags.
 */
export function buildShareText(props: ShareProps, origin: string, dateLabel: string): string {
  const lines = [
    `My Luna reading for ${dateLabel}`,
    `Scalar ξ ${round2(props.scalarValue).toFixed(2)} · ${props.windowPhase}`,
  ]
  if (typeof props.personalBaseline === 'number' && typeof props.currentAlignment === 'number') {
    lines.push(
      `Baseline ${round2(props.personalBaseline).toFixed(2)} · Alignment ${round2(props.currentAlignment).toFixed(2)}`,
    )
  }
  if (props.clarityGuidance) {
    lines.push(
      props.clarityType ? `${props.clarityType} clarity: ${props.clarityGuidance}` : props.clarityGuidance,
    )
  }
  lines.push(`Luna: “${props.lunaMessage}”`)
  const codons = (props.resonantCodons ?? []).slice(0, 2)
  if (codons.length > 0)
    lines.push(`Resonant codons: ${codons.map((c) => `${c.codon} ${c.name} (${c.theme})`).join(', ')}`)
  lines.push(origin, SHARE_HASHTAGS)
  return lines.join('\n')
}
