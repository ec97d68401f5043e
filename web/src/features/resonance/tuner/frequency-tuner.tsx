// The frequency tuner (docs/rules/tuner.md): frequency controls, volume (default 30%), play/stop
// with the spec's glides and 0.1 s stop fade, and 'Lock this frequency'.

import { DEFAULT_TUNER_HZ, DEFAULT_VOLUME, needsBinaural } from '@domain/tuner.ts'
import { useEffect, useId, useState } from 'react'
import { SoundSwitch } from '@/components/audio/sound-switch.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription } from '@/components/ui/card.tsx'
import { Slider } from '@/components/ui/field.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { LockDialog } from '@/features/resonance/tuner/lock-dialog.tsx'
import { TunerControls } from '@/features/resonance/tuner/tuner-controls.tsx'
import { useLiveTone } from '@/features/resonance/tuner/use-live-tone.ts'
import { formatHz } from '@/lib/format.ts'

export function FrequencyTuner({ target, headingId }: { target?: number | null; headingId?: string }) {
  const t = useResonanceText()
  const ownId = useId()
  const titleId = headingId ?? ownId
  const [frequency, setFrequency] = useState(target ?? DEFAULT_TUNER_HZ)
  const [volume, setVolume] = useState(DEFAULT_VOLUME)
  const [locking, setLocking] = useState(false)
  const tone = useLiveTone(frequency, volume)

  // A newly chosen protocol tunes the tuner to its frequency.
  useEffect(() => {
    if (typeof target === 'number') setFrequency(target)
  }, [target])

  const playing = tone.state === 'playing'
  return (
    <Card aria-labelledby={titleId} data-testid="frequency-tuner">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
            {t('tuner.title')}
          </h2>
          <CardDescription>{t('tuner.body')}</CardDescription>
        </div>
        <p
          className="whitespace-nowrap text-3xl font-semibold tabular-nums text-moon"
          aria-live="polite"
          data-testid="tuner-readout"
        >
          {formatHz(frequency)}
          <span className="ml-1 text-base font-normal text-muted">Hz</span>
          {playing && needsBinaural(frequency) ? (
            <span className="sr-only">{t('tuner.binaural')}</span>
          ) : null}
        </p>
      </div>

      <div className="mt-5">
        <TunerControls frequency={frequency} onChange={setFrequency} />
      </div>

      <Slider
        id={`${ownId}-volume`}
        className="mt-5"
        label={t('tuner.volume')}
        valueText={`${volume}%`}
        min={0}
        max={100}
        step={1}
        value={volume}
        onChange={(e) => setVolume(Number(e.target.value))}
      />
      <div className="mt-4">
        <SoundSwitch />
      </div>

      <div className="mt-6 grid gap-2 sm:flex">
        <Button
          variant={playing ? 'secondary' : 'primary'}
          disabled={tone.state === 'starting'}
          onClick={() => (playing ? tone.stop() : void tone.start())}
        >
          <span aria-hidden="true">{playing ? '■' : '▶'}</span>
          {playing ? t('tuner.stop') : tone.state === 'starting' ? t('tuner.starting') : t('tuner.play')}
        </Button>
        <Button variant="secondary" onClick={() => setLocking(true)}>
          {t('tuner.lock')}
        </Button>
      </div>
      <LockDialog frequency={frequency} open={locking} onClose={() => setLocking(false)} />
    </Card>
  )
}
