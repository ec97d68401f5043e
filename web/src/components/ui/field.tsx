import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

const CONTROL =
  'w-full min-h-11 rounded-xl border border-line bg-night/60 px-3 text-base text-ink placeholder:text-muted/80 focus:border-moon'

export function Label({
  htmlFor,
  children,
  className = '',
}: {
  htmlFor: string
  children: ReactNode
  className?: string
}) {
  return (
    <label htmlFor={htmlFor} className={`mb-1.5 block text-sm font-medium text-ink ${className}`}>
      {children}
    </label>
  )
}

export function Input({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${CONTROL} ${className}`} {...props} />
}

export function Textarea({ className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`${CONTROL} min-h-24 py-2 ${className}`} {...props} />
}

export function Select({ className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className={`${CONTROL} ${className}`} {...props}>
      {children}
    </select>
  )
}

export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      {children}
    </p>
  )
}

/**
 * A range slider with its label and current value: `valueText` is what a screen reader hears, and
 * what shows unless `valueShown` draws it (a name that may wrap after its slash: ui/tier-name.tsx).
 */
export function Slider({
  id,
  label,
  valueText,
  valueShown,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  valueText?: string
  valueShown?: ReactNode
}) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {valueText ? (
          <output htmlFor={id} className="min-w-0 text-sm tabular-nums text-moon">
            {valueShown ?? valueText}
          </output>
        ) : null}
      </div>
      <input
        id={id}
        type="range"
        aria-valuetext={valueText}
        className="h-11 w-full cursor-pointer accent-[var(--color-moon)]"
        {...props}
      />
    </div>
  )
}
