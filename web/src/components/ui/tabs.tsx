// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem<K extends string> {
  key: K
  label: ReactNode
}

export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  children,
}: {
  items: readonly TabItem<K>[]
  value: K
  onChange: (key: K) => void
  label: string
  children: ReactNode
}) {
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === value),
  )
  const move = (e: KeyboardEvent) => {
    const last = items.length - 1
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key]
    if (to === undefined) return
    e.preventDefault()
    const next = (to + items.length) % items.length
    const item = items[next]
    if (item) {
      onChange(item.key)
      refs.current[next]?.focus()
    }
  }
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface-2 p-1"
        onKeyDown={move}
      >
        {items.map((item, i) => {
          const selected = item.key === value
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              className={`flex min-h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${selected ? 'bg-moon text-moon-ink' : 'text-muted hover:text-ink'}`}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${value}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel is focusable so keyboard users reach its text.
        tabIndex={0}
        className="mt-4 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  )
}
