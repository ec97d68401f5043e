// The compass's first frame on a returning visit (docs/decisions/023-first-frame-on-return.md):
// the page as the app's first render draws it (the shell's bar, the compass's title and greeting,
// and the Today card of the day's kept reading), built with plain DOM calls by the inline script
// of index.html (web/src/first-frame.ts) before any module runs. The app then replaces it with the
// same markup in the same place, so nothing moves (CLS 0).
//
// The classes below are those of components/shell/nav-bar.tsx, components/ui/switch.tsx,
// components/ui/card.tsx, components/ui/notice.tsx (PageHeader), routes/compass.tsx and
// features/compass/today-card.tsx; test/e2e/first-frame.test.ts fails when they drift apart
// (it compares the two frames' positions and requires no layout shift). Every stored string is
// written as text (textContent), never as markup.
import { hourLine } from '@domain/content/daily.ts'
import { localDateOf, partOfDay } from '@domain/dates.ts'
import { compassGreeting } from '@domain/greeting.ts'
import { NAV_ITEMS } from '@/components/shell/nav-items.ts'
import { HOUR_LINE, HOUR_LINE_SHOWN, HOUR_ROOM_LINES, HOUR_SLOT } from '@/features/compass/hour-line.ts'
import type { KeptReading } from '@/lib/device-state/kept-reading.ts'

type Child = Node | string

/** One grid cell for every line of the hour's room (components/ui/steady-text.tsx). */
const CELL = 'col-start-1 row-start-1'

function h(tag: string, className: string, children: Child[] = [], attrs: Record<string, string> = {}) {
  const el = document.createElement(tag)
  if (className) el.className = className
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  // A string becomes a text node: never parsed as markup.
  for (const c of children) el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c)
  return el
}

/** The shell's bar as NavBar draws it; inert, since the app's own takes its place within moments. */
function navBar(reading: KeptReading, path: string): HTMLElement {
  const { advanced: on, theme } = reading
  const links = NAV_ITEMS.filter(({ advanced }) => !advanced || on).map(({ to, label }) =>
    h('li', '', [
      h(
        'a',
        `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${to === path ? 'bg-moon/15 text-moon' : 'text-ink hover:bg-surface-2'}`,
        [label],
        { href: to },
      ),
    ]),
  )
  const nav = h('nav', 'mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2', [
    h(
      'a',
      'mr-auto flex min-h-11 items-center gap-2 text-lg font-semibold text-ink no-underline',
      [h('span', 'text-moon', ['☾'], { 'aria-hidden': 'true' }), ' ', 'Luna'],
      { href: '/compass' },
    ),
    // The mode and the appearance: in the bar from the md width, in the menu on a phone.
    h('div', 'hidden items-center gap-2 md:flex', [
      h('button', 'inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm text-ink', [
        h(
          'span',
          `relative inline-block h-6 w-11 rounded-full border border-line transition-colors ${on ? 'bg-moon' : 'bg-surface-2'}`,
          [
            h(
              'span',
              `absolute left-0 top-0.5 size-4.5 rounded-full bg-ink shadow transition-transform ${on ? 'translate-x-5.5 bg-moon-ink' : 'translate-x-0.5'}`,
            ),
          ],
        ),
        h('span', '', [on ? 'Advanced' : 'Simple']),
      ]),
      h(
        'button',
        'grid min-h-11 min-w-11 place-items-center rounded-lg border border-line px-2 text-lg text-ink',
        [h('span', '', [theme === 'light' ? '☀' : theme === 'dark' ? '☾' : '◐'])],
      ),
    ]),
    h('button', 'min-h-11 rounded-lg border border-line px-3 text-sm md:hidden', ['Menu']),
    h('ul', 'hidden w-full flex-wrap gap-1 md:flex md:w-auto', links),
  ])
  return h('header', 'sticky top-0 z-40 border-b border-line bg-night/90 backdrop-blur', [nav], {
    inert: '',
    'aria-hidden': 'true',
  })
}

function list(title: string, lines: string[], mark: string, markClass: string): HTMLElement {
  return h('div', '', [
    h('h3', 'text-sm font-semibold text-ink', [title]),
    h(
      'ul',
      'mt-1 space-y-1',
      lines.map((line) =>
        h('li', 'flex gap-2 text-ink', [
          h('span', markClass, [mark], { 'aria-hidden': 'true' }),
          h('span', '', [line]),
        ]),
      ),
    ),
  ])
}

/**
 * The Today card as features/compass/today-card.tsx draws it, from the kept reading, with the
 * line for the hour at `localTime`.
 */
function todayCard(reading: KeptReading, localTime: string): HTMLElement {
  const { day, name } = reading
  return h(
    'section',
    'min-w-0 rounded-2xl border border-line bg-surface/90 p-4 shadow-lg shadow-black/20 sm:p-6 ',
    [
      h(
        'h2',
        'text-sm font-semibold uppercase tracking-wide text-moon',
        [name ? `Today for ${name}` : 'Today for you'],
        {
          id: 'first-frame-today',
        },
      ),
      h('p', 'mt-2 text-xl leading-snug font-semibold text-ink sm:text-2xl', [day.headline], {
        'data-first-frame': 'headline',
        id: 'first-frame-headline',
      }),
      h('div', HOUR_SLOT, [
        ...HOUR_ROOM_LINES.map((line) =>
          h('p', `invisible ${CELL} ${HOUR_LINE}`, [line], { 'aria-hidden': 'true' }),
        ),
        h('p', `${CELL} ${HOUR_LINE} ${HOUR_LINE_SHOWN}`, [hourLine(day.note, partOfDay(localTime))], {
          'data-first-frame': 'hour-line',
        }),
      ]),
      h('div', 'mt-4 grid gap-4 sm:grid-cols-2', [
        list('Lean into', day.leanInto, '+', 'text-moon'),
        list('Go easy on', day.goEasyOn, '−', 'text-muted'),
      ]),
      h('p', 'mt-4 text-sm text-muted', [
        "Today's focus: ",
        h('span', 'text-ink', [day.focus]),
        ' · Energy: ',
        h('span', 'text-ink', [day.energyLabel]),
        ...(day.moon ? [' ', '· Moon: ', h('span', 'text-ink', [day.moon])] : []),
      ]),
    ],
    { 'aria-labelledby': 'first-frame-today' },
  )
}

/**
 * Paints the first frame into the app's root: the bar, the title with its greeting, and the Today
 * card. `localTime` is 'HH:MM' on the device's clock, as the screen's greeting uses it.
 */
export function paintFirstFrame(
  root: HTMLElement,
  reading: KeptReading,
  path: string,
  localTime: string,
  now: Date,
): void {
  const main = h('main', 'mx-auto w-full max-w-5xl px-4 pt-6 outline-none', [
    h('div', 'pb-10', [
      h('header', 'mb-6', [
        h('h1', 'text-2xl font-semibold tracking-tight text-ink sm:text-3xl', ['Daily Compass']),
        h('p', 'mt-2 max-w-prose text-muted', [
          compassGreeting({ name: reading.name, localTime, today: localDateOf(now), now, ...reading.back }),
        ]),
      ]),
      h('div', 'space-y-4', [todayCard(reading, localTime)]),
    ]),
  ])
  root.appendChild(navBar(reading, path))
  root.appendChild(main)
  root.dataset.firstFrame = 'compass'
}
