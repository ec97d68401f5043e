// Words joined by a slash ("Neutral/Recovery", "Simple/Advanced") may wrap after the slash on a
// narrow screen rather than break inside a word (docs/rules/text.md): browsers do not break there
// by themselves.
import type { ReactNode } from 'react'

/**
 * A text with a line-break opportunity after each slash between words ("Neutral/Recovery" may
 * wrap after the slash on a narrow screen, never inside a word; docs/rules/text.md). The text read
 * aloud and copied is unchanged: a <wbr> holds no character.
 */
export function withSlashBreaks(text: string): ReactNode {
  const parts = text.split(/(?<=\p{L}\/)(?=\p{L})/u)
  if (parts.length === 1) return text
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
    <span key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </span>
  ))
}
