// A small radio group drawn as segments: a form value (a mode), so radios rather than tabs;
// arrow keys move between the options as in any radio group.
import { useId } from 'react'

export function Segmented<K extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly { key: K; label: string }[]
  value: K
  onChange: (key: K) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {options.map((o) => {
          const id = `${name}-${o.key}`
          const checked = o.key === value
          return (
            <label
              key={o.key}
              htmlFor={id}
              className={`relative flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-moon ${checked ? 'bg-moon text-moon-ink' : 'text-muted hover:text-ink'}`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={o.key}
                checked={checked}
                onChange={() => onChange(o.key)}
                className="sr-only"
              />
              {o.label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
