import { useId } from 'react'
import {
  SWITCH_BUTTON,
  SWITCH_LABEL,
  SWITCH_OFF_LABEL,
  SWITCH_THUMB,
  SWITCH_TRACK,
} from '@/components/ui/ui-classes.ts'

/**
 * An on/off switch. Its accessible name is `label` and stays the same in both states (the state is
 * `aria-checked`); `offLabel`, when given, is shown before the track for sighted visitors only, on
 * screens wide enough for it, so that a two-state choice such as Simple/Advanced reads as both words. `description` is announced
 * as the switch's description, not as part of its name.
 */
export function Switch({
  checked,
  onChange,
  label,
  offLabel,
  id,
  description,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  offLabel?: string
  id?: string
  description?: string
}) {
  const descriptionId = useId()
  return (
    <>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
        className={SWITCH_BUTTON}
      >
        {offLabel ? (
          <span aria-hidden="true" className={SWITCH_OFF_LABEL(checked)}>
            {offLabel}
          </span>
        ) : null}
        <span aria-hidden="true" className={SWITCH_TRACK(checked)}>
          <span className={SWITCH_THUMB(checked)} />
        </span>
        <span className={SWITCH_LABEL(Boolean(offLabel), checked) || undefined}>{label}</span>
      </button>
      {description ? (
        <span id={descriptionId} className="sr-only">
          {description}
        </span>
      ) : null}
    </>
  )
}
