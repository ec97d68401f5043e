// A formatted message with parts drawn as elements (docs/decisions/056-languages.md): the catalogue
// writes them as tags around words ("…, <link>take the archetype quiz</link>."), so that a language
// may move them where its grammar puts them; the screen says how each tag is drawn.
import { Fragment, type ReactNode } from 'react'

const PART = /<(\w+)>(.*?)<\/\1>/g

/** `text`'s <tag>…</tag> parts drawn by `parts[tag]`; the rest, and an unknown tag's words, as text. */
export function richText(
  text: string,
  parts: Readonly<Record<string, (words: string) => ReactNode>>,
): ReactNode {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(PART)) {
    const [whole, tag = '', words = ''] = m
    if (m.index > last) out.push(text.slice(last, m.index))
    const draw = parts[tag]
    out.push(<Fragment key={m.index}>{draw ? draw(words) : words}</Fragment>)
    last = m.index + whole.length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}
