// Tones through the Web Audio API with the spec's envelopes (docs/rules/tuner.md). Frequencies below
// hearing play as a binaural beat on an audible carrier. One tone at a time across the app.
import { BINAURAL_CARRIER_HZ, needsBinaural } from '@domain/tuner.ts'
import { useSoundText } from '@/components/audio/sound-text.ts'
import { decimalMark } from '@/lib/format.ts'
import { isSoundOn } from '@/lib/sound.ts'
import { toast } from '@/lib/toast.ts'

type AudioCtor = typeof AudioContext
let context: AudioContext | null = null
let current: { stop: (fadeSeconds?: number) => void } | null = null

function audioContext(): AudioContext | null {
  const Ctor: AudioCtor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext
  if (!Ctor) return null
  context ??= new Ctor()
  return context
}

export class AudioBlockedError extends Error {}

/** The visitor turned Sound off (lib/sound.ts): no tone starts. */
export class SoundOffError extends Error {}

/** Resumes the context (browsers start it suspended until a gesture); throws when blocked or off. */
async function ready(): Promise<AudioContext> {
  if (!isSoundOn()) throw new SoundOffError('sound is off')
  const ctx = audioContext()
  if (!ctx) throw new Error('Web Audio is not available')
  if (ctx.state === 'suspended') await ctx.resume()
  if (ctx.state !== 'running') throw new AudioBlockedError('audio blocked')
  return ctx
}

interface Voice {
  oscillators: OscillatorNode[]
  gain: GainNode
  merger?: ChannelMergerNode
}

function createVoice(ctx: AudioContext, frequency: number): Voice {
  const gain = ctx.createGain()
  gain.gain.value = 0
  gain.connect(ctx.destination)
  if (!needsBinaural(frequency)) {
    const osc = ctx.createOscillator()
    osc.type = 'sine'
    osc.frequency.value = frequency
    osc.connect(gain)
    return { oscillators: [osc], gain }
  }
  // Binaural beat: the carrier in the left ear, carrier + beat in the right.
  const merger = ctx.createChannelMerger(2)
  const left = ctx.createOscillator()
  const right = ctx.createOscillator()
  left.frequency.value = BINAURAL_CARRIER_HZ
  right.frequency.value = BINAURAL_CARRIER_HZ + frequency
  left.connect(merger, 0, 0)
  right.connect(merger, 0, 1)
  merger.connect(gain)
  return { oscillators: [left, right], gain, merger }
}

export function stopTone(fadeSeconds = 0.1): void {
  current?.stop(fadeSeconds)
  current = null
}

export type Envelope = 'card' | 'library' | 'generator'

/**
 * Plays a sine tone for `seconds`: gain 0.5 with a 0.05 s fade-in and a fade-out at the end
 * ('card'); the library card's version fades in over 0.1 s and decays to 0.001 by the end
 * ('library'); the generator plays 2 s with a short fade.
 */
export async function playTone(
  frequency: number,
  seconds: number,
  envelope: Envelope = 'card',
): Promise<void> {
  const ctx = await ready()
  stopTone(0.05)
  const voice = createVoice(ctx, frequency)
  const now = ctx.currentTime
  const end = now + seconds
  const g = voice.gain.gain
  g.setValueAtTime(0, now)
  if (envelope === 'library') {
    g.linearRampToValueAtTime(0.5, now + 0.1)
    g.exponentialRampToValueAtTime(0.001, end)
  } else {
    const fadeIn = envelope === 'card' ? 0.05 : 0.05
    g.linearRampToValueAtTime(0.5, now + fadeIn)
    g.setValueAtTime(0.5, Math.max(now + fadeIn, end - 0.1))
    g.linearRampToValueAtTime(0, end)
  }
  for (const o of voice.oscillators) {
    o.start(now)
    o.stop(end + 0.02)
  }
  const handle = {
    stop: (fade = 0.1) => {
      const t = ctx.currentTime
      g.cancelScheduledValues(t)
      g.setValueAtTime(g.value, t)
      g.linearRampToValueAtTime(0, t + fade)
      for (const o of voice.oscillators) o.stop(t + fade + 0.02)
    },
  }
  current = handle
  voice.oscillators[0]?.addEventListener('ended', () => {
    if (current === handle) current = null
  })
}

/** A continuous tone for the tuner, with the spec's glides (frequency 0.05 s, volume 0.1 s). */
export interface LiveTone {
  setFrequency: (hz: number) => void
  setVolume: (volume01: number) => void
  stop: () => void
}

export async function startLiveTone(frequency: number, volume01: number): Promise<LiveTone> {
  const ctx = await ready()
  stopTone(0.05)
  let voice = createVoice(ctx, frequency)
  voice.gain.gain.setValueAtTime(0, ctx.currentTime)
  voice.gain.gain.linearRampToValueAtTime(volume01, ctx.currentTime + 0.1)
  for (const o of voice.oscillators) o.start()
  let binaural = needsBinaural(frequency)
  let volume = volume01
  const live: LiveTone = {
    setFrequency(hz) {
      // Crossing the hearing threshold changes the voice: rebuild it without a click.
      if (needsBinaural(hz) !== binaural) {
        const old = voice
        old.gain.gain.linearRampToValueAtTime(0, ctx.currentTime + 0.05)
        for (const o of old.oscillators) o.stop(ctx.currentTime + 0.07)
        voice = createVoice(ctx, hz)
        voice.gain.gain.setValueAtTime(0, ctx.currentTime)
        voice.gain.gain.linearRampToValueAtTime(volume, ctx.currentTime + 0.1)
        for (const o of voice.oscillators) o.start()
        binaural = needsBinaural(hz)
        return
      }
      const [first, second] = voice.oscillators
      if (binaural) {
        second?.frequency.linearRampToValueAtTime(BINAURAL_CARRIER_HZ + hz, ctx.currentTime + 0.05)
      } else {
        first?.frequency.linearRampToValueAtTime(hz, ctx.currentTime + 0.05)
      }
    },
    setVolume(v) {
      volume = v
      voice.gain.gain.linearRampToValueAtTime(v, ctx.currentTime + 0.1)
    },
    stop() {
      const t = ctx.currentTime
      voice.gain.gain.cancelScheduledValues(t)
      voice.gain.gain.setValueAtTime(voice.gain.gain.value, t)
      voice.gain.gain.linearRampToValueAtTime(0, t + 0.1)
      for (const o of voice.oscillators) o.stop(t + 0.12)
      if (current?.stop === live.stop) current = null
    },
  }
  current = { stop: () => live.stop() }
  return live
}

/** Shows the spec's toast for an audio failure (docs/spec-texts.md). */
export function reportAudioError(err: unknown, frequency: number): void {
  const t = useSoundText.now
  const hz = decimalMark(String(frequency))
  if (err instanceof SoundOffError) {
    toast({ title: t('sound.toast.off.title'), description: t('sound.toast.off.body', { hz }) })
  } else if (err instanceof AudioBlockedError) {
    toast({
      title: t('sound.toast.blocked.title'),
      description: t('sound.toast.blocked.body', { hz }),
      variant: 'destructive',
    })
  } else {
    toast({
      title: t('sound.toast.error.title'),
      description: t('sound.toast.error.body'),
      variant: 'destructive',
    })
  }
}
