// Texts that can change in place (a kept answer replaced by the server's) without moving what
// follows them: each keeps the room of the largest of its possible values, drawn invisible in the
// same grid cell (and so hidden from assistive technology).
import { STEADY_CELL } from '@/components/ui/ui-classes.ts'

/**
 * A text and its room. `block`: a paragraph that keeps the height of the tallest value at its
 * width; otherwise a short inline text that keeps the width of the widest. `text` null leaves the
 * room empty.
 */
export function SteadyText({
  text,
  options,
  block = false,
  className = '',
  lineClassName = '',
  shownClassName = '',
  testId,
}: {
  text: string | null
  /** Every value `text` can take (or ones at least as large). */
  options: readonly string[]
  block?: boolean
  /** The room's classes. */
  className?: string
  /** Classes of every line in the room, the shown one and the invisible ones alike. */
  lineClassName?: string
  /** Classes of the shown line only. */
  shownClassName?: string
  testId?: string
}) {
  const Room = block ? 'div' : 'span'
  const Line = block ? 'p' : 'span'
  const line = `${STEADY_CELL} ${lineClassName}`
  return (
    <Room className={`${block ? 'grid' : 'inline-grid'} ${className}`}>
      {options.map((option) => (
        <Line key={option} aria-hidden="true" className={`invisible ${line}`}>
          {option}
        </Line>
      ))}
      {text === null ? null : (
        <Line className={`${line} ${shownClassName}`} data-testid={testId}>
          {text}
        </Line>
      )}
    </Room>
  )
}
