// A tier's name in a legend, where a narrow column may wrap it: after its slash, as print does
// ("Herausforderung/" "Krise"), never inside a word (docs/rules/text.md).
import { Fragment } from 'react'

export function TierName({ label }: { label: string }) {
  const [head, ...rest] = label.split('/')
  return (
    <>
      {head}
      {rest.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order.
        <Fragment key={i}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  )
}
