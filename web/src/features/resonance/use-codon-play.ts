// Plays a codon's tone for 3 seconds (docs/rules/tuner.md): a sine at gain 0.5 with a 0.05 s fade-in
// and a fade-out at the end; the button reads 'Playing...' meanwhile; the play is recorded
// (fire and forget). One tone at a time: another tone starting ends the 'Playing...' state.

import { CODON_PLAY_SECONDS } from '@domain/vocabulary.ts'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { playTone, reportAudioError } from '@/lib/audio.ts'
import { formatHz } from '@/lib/format.ts'
import { recordCodonPlay } from '@/lib/queries/codons.ts'
import { toast } from '@/lib/toast.ts'
import { announceTone, onOtherTone } from '@/lib/tone-bus.ts'

export function useCodonPlay() {
  const owner = useId()
  const [playing, setPlaying] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [])

  const play = useCallback(
    async (codon: string, frequency: number) => {
      if (playing) return
      announceTone(owner)
      try {
        await playTone(frequency, CODON_PLAY_SECONDS, 'card')
      } catch (err) {
        reportAudioError(err, frequency)
        return
      }
      setPlaying(codon)
      clear()
      timer.current = setTimeout(() => setPlaying(null), CODON_PLAY_SECONDS * 1000)
      toast({
        title: useResonanceText.now('resonance.playing.title'),
        description: useResonanceText.now('resonance.playing.body', { hz: formatHz(frequency) }),
      })
      recordCodonPlay(codon)
    },
    [playing, owner, clear],
  )

  useEffect(
    () =>
      onOtherTone(owner, () => {
        clear()
        setPlaying(null)
      }),
    [owner, clear],
  )
  useEffect(() => clear, [clear])

  return { playing, play }
}
