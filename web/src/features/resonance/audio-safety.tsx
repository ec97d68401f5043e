// The audio safety line (docs/rules/tuner.md): the tones are not medical treatment.
import { useFrequencyText } from '@/lib/frequency-text.ts'

export function AudioSafety() {
  const t = useFrequencyText()
  return (
    <p className="rounded-xl border border-amber-300/60 bg-amber-300/10 px-4 py-3 text-sm text-ink">
      <span className="font-semibold">{t('audio.listen')}</span> {t('audio.safety')}
    </p>
  )
}
