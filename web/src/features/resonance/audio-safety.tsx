// The audio safety line (docs/rules/tuner.md): the tones are not medical treatment.
import { AUDIO_SAFETY_NOTE } from '@domain/content/frequencies.ts'

export function AudioSafety() {
  return (
    <p className="rounded-xl border border-amber-300/60 bg-amber-300/10 px-4 py-3 text-sm text-ink">
      <span className="font-semibold">Listen gently.</span> {AUDIO_SAFETY_NOTE}
    </p>
  )
}
