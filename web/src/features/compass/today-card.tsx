// What today means for the visitor, in plain words before any number (docs/rules/daily-reading.md):
// the day's headline, two things to lean into and one to go easy on, the day's focus and energy,
// the Moon's phase, and a line for the hour: where it has moved the reading, or that it is in step
// with the day. The card is described once (today-card-view.ts); this draws that description.
import { createElement, type ReactNode, useId } from 'react'
import { useFrameText } from '@/components/shell/frame-text.ts'
import { todayCardView, type ViewNode } from '@/features/compass/today-card-view.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

/** What the card shows of a day's reading: the server's, or one kept on the device for this part of the day. */
export type TodayCardDay = KeptDay

/** The description as React elements (children as arguments: a list keeps its order, no keys needed). */
function draw(node: ViewNode): ReactNode {
  if (typeof node === 'string') return node
  const props: Record<string, string> = { ...node.attrs }
  if (node.className) props.className = node.className
  if (node.testId) props['data-testid'] = node.testId
  return createElement(node.tag, props, ...node.children.map(draw))
}

export function TodayCard({ day, name }: { day: TodayCardDay; name?: string | null }) {
  const t = useFrameText()
  return draw(todayCardView(day, name, useId(), t))
}
