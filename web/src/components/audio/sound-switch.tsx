// The Sound switch of the tuner and the codon library (the spec's "audio enabled", lib/sound.ts):
// remembered on this device; turning it off stops a tone that is playing.
import { Switch } from '@/components/ui/switch.tsx'
import { stopTone } from '@/lib/audio.ts'
import { useSound } from '@/lib/sound.ts'
import { announceTone } from '@/lib/tone-bus.ts'

export function SoundSwitch() {
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
        label="Sound"
        description="Remembered on this device. While it is off, no tone plays."
      />
      {on ? null : (
        <p className="text-sm text-muted">Sound is off: tones stay silent until you turn it on.</p>
      )}
    </div>
  )
}
