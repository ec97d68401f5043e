// The Today card, described once (issue 49: one Today card): the elements, their classes, their
// texts and their marks, as plain data. React draws it (today-card.tsx), and so does the first frame
// with plain DOM calls before any module runs (first-frame.ts); neither says what the card holds.
// A new field on the card is a line here (docs/ARCHITECTURE.md, "Adding a field to the Today card").
// No React here: the first frame's script must stay small.
import { CARD, STEADY_CELL } from '@/components/ui/ui-classes.ts'
import { HOUR_LINE, HOUR_LINE_SHOWN, HOUR_ROOM_LINES, HOUR_SLOT } from '@/features/compass/hour-line.ts'
import {
  TODAY_EASY_MARK,
  TODAY_FOOTER,
  TODAY_HEADLINE,
  TODAY_ITEM,
  TODAY_LEAN_MARK,
  TODAY_LIST,
  TODAY_LIST_TITLE,
  TODAY_LISTS,
  TODAY_TITLE,
  TODAY_VALUE,
} from '@/features/compass/today-card-classes.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'
import { type FrameText, moonWords } from '@/lib/frame-words.ts'

/** An element of the card: its tag, classes and attributes, and the marks each renderer adds. */
export interface ViewElement {
  tag: 'section' | 'h2' | 'h3' | 'p' | 'div' | 'ul' | 'li' | 'span'
  className: string
  /** Attributes both renderers write (aria-*, id). */
  attrs?: Record<string, string>
  /** The app's test id (data-testid), written by React only. */
  testId?: string
  /** The first frame's own attributes (data-first-frame, the id its paint is measured by). */
  frame?: Record<string, string>
  children: ViewNode[]
}

export type ViewNode = ViewElement | string

const el = (
  tag: ViewElement['tag'],
  className: string,
  children: ViewNode[],
  extra: Omit<ViewElement, 'tag' | 'className' | 'children'> = {},
): ViewElement => ({ tag, className, children, ...extra })

function list(title: string, lines: readonly string[], mark: string, markClass: string, testId: string) {
  return el('div', '', [
    el('h3', TODAY_LIST_TITLE, [title]),
    el(
      'ul',
      TODAY_LIST,
      lines.map((line) =>
        el('li', TODAY_ITEM, [
          el('span', markClass, [mark], { attrs: { 'aria-hidden': 'true' } }),
          el('span', '', [line]),
        ]),
      ),
      { testId },
    ),
  ])
}

/**
 * The card of a day's reading (the server's, or one kept on the device for this part of the day).
 * `titleId` names the card's title, which labels the card. The hour's line keeps the room of the
 * longest it can be (components/ui/steady-text.tsx draws the same), so a new hour moves nothing.
 */
export function todayCardView(
  day: KeptDay,
  name: string | null | undefined,
  titleId: string,
  t: FrameText,
): ViewElement {
  return el(
    'section',
    CARD,
    [
      el('h2', TODAY_TITLE, [name ? t('today.title.named', { name }) : t('today.title')], {
        attrs: { id: titleId },
      }),
      el('p', TODAY_HEADLINE, [day.headline], {
        testId: 'day-headline',
        frame: { 'data-first-frame': 'headline', id: 'first-frame-headline' },
      }),
      el('div', HOUR_SLOT, [
        ...HOUR_ROOM_LINES.map((line) =>
          el('p', `invisible ${STEADY_CELL} ${HOUR_LINE}`, [line], { attrs: { 'aria-hidden': 'true' } }),
        ),
        el('p', `${STEADY_CELL} ${HOUR_LINE} ${HOUR_LINE_SHOWN}`, [day.hourLine], {
          testId: 'hour-line',
          frame: { 'data-first-frame': 'hour-line' },
        }),
      ]),
      el('div', TODAY_LISTS, [
        list(t('today.leanInto'), day.leanInto, '+', TODAY_LEAN_MARK, 'lean-into'),
        list(t('today.goEasyOn'), day.goEasyOn, '−', TODAY_EASY_MARK, 'go-easy-on'),
      ]),
      el('p', TODAY_FOOTER, [
        `${t('today.focus')} `,
        el('span', TODAY_VALUE, [day.focus]),
        ` · ${t('today.energy')} `,
        el('span', TODAY_VALUE, [day.energyLabel], { testId: 'day-energy' }),
        ...(day.moon ? [` · ${t('today.moon')} `, el('span', TODAY_VALUE, [moonWords(t, day.moon)])] : []),
      ]),
    ],
    { attrs: { 'aria-labelledby': titleId }, testId: 'today-card' },
  )
}
