export function Switch({
  checked,
  onChange,
  label,
  id,
  description,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  id?: string
  description?: string
}) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm text-ink"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full border border-line transition-colors ${checked ? 'bg-moon' : 'bg-surface-2'}`}
      >
        <span
          className={`absolute left-0 top-0.5 size-4.5 rounded-full bg-ink shadow transition-transform ${checked ? 'translate-x-5.5 bg-moon-ink' : 'translate-x-0.5'}`}
        />
      </span>
      <span>{label}</span>
      {description ? <span className="sr-only">{description}</span> : null}
    </button>
  )
}
