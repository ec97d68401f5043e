// The tuner's continuous tone: start and stop, following frequency and volume changes with the
// glides of lib/audio.ts. Audio failures show the spec's toast (docs/spec-texts.md).
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { type LiveTone, reportAudioError, startLiveTone } from '@/lib/audio.ts'
import { announceTone, onOtherTone } from '@/lib/tone-bus.ts'

export type LiveState = 'idle' | 'starting' | 'playing'

export function useLiveTone(frequency: number, volumePercent: number) {
  const owner = useId()
  const live = useRef<LiveTone | null>(null)
  const attempt = useRef(0)
  const latest = useRef({ frequency, volumePercent })
  latest.current = { frequency, volumePercent }
  const [state, setState] = useState<LiveState>('idle')

  useEffect(() => {
    live.current?.setFrequency(frequency)
  }, [frequency])
  useEffect(() => {
    live.current?.setVolume(volumePercent / 100)
  }, [volumePercent])

  const stop = useCallback(() => {
    attempt.current++
    live.current?.stop()
    live.current = null
    setState('idle')
  }, [])

  const start = useCallback(async () => {
    const mine = ++attempt.current
    setState('starting')
    announceTone(owner)
    const { frequency: hz, volumePercent: vol } = latest.current
    try {
      const tone = await startLiveTone(hz, vol / 100)
      if (mine !== attempt.current) {
        tone.stop()
        return
      }
      // Values may have moved while the audio context was waking up.
      if (latest.current.frequency !== hz) tone.setFrequency(latest.current.frequency)
      if (latest.current.volumePercent !== vol) tone.setVolume(latest.current.volumePercent / 100)
      live.current = tone
      setState('playing')
    } catch (err) {
      if (mine !== attempt.current) return
      setState('idle')
      reportAudioError(err, hz)
    }
  }, [owner])

  // Another tone took over: lib/audio.ts has already faded this one out.
  useEffect(
    () =>
      onOtherTone(owner, () => {
        attempt.current++
        live.current = null
        setState('idle')
      }),
    [owner],
  )

  // Leaving the page stops the tone.
  useEffect(
    () => () => {
      attempt.current++
      live.current?.stop()
      live.current = null
    },
    [],
  )

  return { state, start, stop }
}
