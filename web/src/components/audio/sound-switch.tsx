// The Sound switch of the tuner and the codon library (the spec's "audio enabled", lib/sound.ts):
// remembered on this device; turning it off stops a tone that is playing.

import { useSoundText } from '@/components/audio/sound-text.ts'
import { Switch } from '@/components/ui/switch.tsx'
import { stopTone } from '@/lib/audio.ts'
import { useSound } from '@/lib/sound.ts'
import { announceTone } from '@/lib/tone-bus.ts'

export function SoundSwitch() {
  const t = useSoundText()
  const [on, setOn] = useSound()
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="sound-switch">
      <Switch
        checked={on}
        onChange={(next) => {
          if (!next) {
            // Whoever is playing resets its 'playing' state (lib/tone-bus.ts); the tone fades out.
            announceTone('sound-switch')
            stopTone()
          }
          setOn(next)
        }}
        label={t('sound.label')}
        description={t('sound.description')}
      />
      {on ? null : <p className="text-sm text-muted">{t('sound.off')}</p>}
    </div>
  )
}
