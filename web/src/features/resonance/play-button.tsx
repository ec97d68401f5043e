// A codon's 3-second play button. While any codon plays it reads 'Playing...' (on the playing
// one) and is disabled; aria-disabled keeps keyboard focus where it is.
import { Button } from '@/components/ui/button.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { hz } from '@/lib/format.ts'

export const ARIA_DISABLED = 'aria-disabled:cursor-not-allowed aria-disabled:bg-line aria-disabled:text-muted'

export function PlayButton({
  codon,
  frequency,
  playing,
  onPlay,
}: {
  codon: string
  frequency: number
  playing: string | null
  onPlay: (codon: string, frequency: number) => void
}) {
  const t = useResonanceText()
  const mine = playing === codon
  const busy = playing !== null
  return (
    <Button
      onClick={() => {
        if (!busy) onPlay(codon, frequency)
      }}
      aria-disabled={busy}
      className={`tabular-nums ${ARIA_DISABLED}`}
    >
      <span aria-hidden="true">{mine ? '♪' : '▶'}</span>
      {mine ? t('resonance.playing') : t('resonance.play', { hz: hz(frequency) })}
    </Button>
  )
}
