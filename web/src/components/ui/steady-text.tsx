// Texts that can change in place (a kept answer replaced by the server's) without moving what
// follows them: each keeps the room of the largest of its possible values, drawn invisible in the
// same grid cell (and so hidden from assistive technology).

/** A short inline text: keeps the width of the widest of its values. */
export function SteadyText({
  text,
  options,
  testId,
}: {
  text: string
  /** Every value `text` can take. */
  options: readonly string[]
  testId?: string
}) {
  return (
    <span className="inline-grid">
      {options.map((option) => (
        <span key={option} aria-hidden="true" className="invisible col-start-1 row-start-1">
          {option}
        </span>
      ))}
      <span className="col-start-1 row-start-1" data-testid={testId}>
        {text}
      </span>
    </span>
  )
}

/**
 * A paragraph that can change in place without moving what follows it: it keeps the room of the
 * tallest of its possible texts at its width, drawn invisible in the same grid cell.
 */
export function SteadyLines({
  text,
  options,
  className = '',
  testId,
}: {
  text: string
  /** Every text it can show (or ones at least as long, line for line). */
  options: readonly string[]
  className?: string
  testId?: string
}) {
  return (
    <div className={`grid ${className}`}>
      {options.map((option) => (
        <p key={option} aria-hidden="true" className="invisible col-start-1 row-start-1">
          {option}
        </p>
      ))}
      <p className="col-start-1 row-start-1" data-testid={testId}>
        {text}
      </p>
    </div>
  )
}
