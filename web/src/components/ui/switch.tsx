import { useId } from 'react'

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
        className="inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm text-ink"
      >
        {offLabel ? (
          <span aria-hidden="true" className={`hidden sm:inline ${checked ? 'text-muted' : ''}`}>
            {offLabel}
          </span>
        ) : null}
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 shrink-0 rounded-full border border-line transition-colors ${checked ? 'bg-moon' : 'bg-surface-2'}`}
        >
          <span
            className={`absolute left-0 top-0.5 size-4.5 rounded-full bg-ink shadow transition-transform ${checked ? 'translate-x-5.5 bg-moon-ink' : 'translate-x-0.5'}`}
          />
        </span>
        <span className={offLabel && !checked ? 'text-muted' : undefined}>{label}</span>
      </button>
      {description ? (
        <span id={descriptionId} className="sr-only">
          {description}
        </span>
      ) : null}
    </>
  )
}
