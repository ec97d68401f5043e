// The compass's first frame on a returning visit (docs/decisions/023-first-frame-on-return.md):
// the page as the app's first render draws it (the shell's bar, the compass's title and greeting,
// and the Today card of the day's kept reading), built with plain DOM calls by the inline script
// of index.html (web/src/first-frame.ts) before any module runs. The app then replaces it with the
// same markup in the same place, so nothing moves (CLS 0).
//
// The classes are the components' own, from one place (components/shell/shell-classes.ts,
// components/ui/ui-classes.ts, features/compass/today-card-classes.ts; docs/build.md), and the Today
// card is drawn from the one description React draws too (features/compass/today-card-view.ts);
// test/e2e/first-frame.test.ts compares the two frames' positions and requires no layout shift.
// Every stored string is written as text (textContent), never as markup.
import { localDateOf } from '@domain/dates.ts'
import { compassGreeting, type GreetingWords } from '@domain/greeting.ts'
import type { Locale } from '@domain/locale.ts'
import { NAV_ITEMS } from '@/components/shell/nav-items.ts'
import {
  isActiveLink,
  navLinkClass,
  SHELL_BRAND,
  SHELL_BRAND_MARK,
  SHELL_HEADER,
  SHELL_LINKS,
  SHELL_MAIN,
  SHELL_MENU_BUTTON,
  SHELL_NAV,
  SHELL_SETTINGS,
  SHELL_THEME_BUTTON,
} from '@/components/shell/shell-classes.ts'
import {
  PAGE_HEADER_DESCRIPTION,
  PAGE_HEADER_HEADER,
  PAGE_HEADER_TITLE,
  SWITCH_BUTTON,
  SWITCH_LABEL,
  SWITCH_OFF_LABEL,
  SWITCH_THUMB,
  SWITCH_TRACK,
} from '@/components/ui/ui-classes.ts'
import { COMPASS_PAGE, COMPASS_PAGE_STACK } from '@/features/compass/today-card-classes.ts'
import { todayCardView, type ViewNode } from '@/features/compass/today-card-view.ts'
import type { KeptReading } from '@/lib/device-state/kept-reading.ts'
import { type FrameText, greetingWords } from '@/lib/frame-words.ts'

type Child = Node | string

function h(tag: string, className: string, children: Child[] = [], attrs: Record<string, string> = {}) {
  const el = document.createElement(tag)
  if (className) el.className = className
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  // A string becomes a text node: never parsed as markup.
  for (const c of children) el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c)
  return el
}

/** The shell's bar as NavBar draws it; inert, since the app's own takes its place within moments. */
function navBar(reading: KeptReading, path: string, t: FrameText): HTMLElement {
  const { advanced: on, theme } = reading
  const links = NAV_ITEMS.filter(({ advanced }) => !advanced || on).map(({ to, label }) =>
    h('li', '', [h('a', navLinkClass(isActiveLink(to, path)), [t(label)], { href: to })]),
  )
  const nav = h('nav', SHELL_NAV, [
    h('a', SHELL_BRAND, [h('span', SHELL_BRAND_MARK, ['☾'], { 'aria-hidden': 'true' }), ' ', 'Luna'], {
      href: '/compass',
    }),
    // The mode and the appearance: in the bar from the md width, in the menu on a phone.
    h('div', SHELL_SETTINGS, [
      // The mode's switch as components/ui/switch.tsx draws it, with "Simple" before it.
      h('button', SWITCH_BUTTON, [
        h('span', SWITCH_OFF_LABEL(on), [t('mode.simple')], { 'aria-hidden': 'true' }),
        h('span', SWITCH_TRACK(on), [h('span', SWITCH_THUMB(on))], { 'aria-hidden': 'true' }),
        h('span', SWITCH_LABEL(true, on), [t('mode.advanced')]),
      ]),
      h('button', SHELL_THEME_BUTTON, [
        h('span', '', [theme === 'light' ? '☀' : theme === 'dark' ? '☾' : '◐'], { 'aria-hidden': 'true' }),
      ]),
    ]),
    h('button', SHELL_MENU_BUTTON, [t('nav.menu')]),
    h('ul', SHELL_LINKS, links),
  ])
  return h('header', SHELL_HEADER, [nav], { inert: '', 'aria-hidden': 'true' })
}

/** The description of a card as DOM elements, with the first frame's marks and no test ids. */
function draw(node: ViewNode): Node {
  if (typeof node === 'string') return document.createTextNode(node)
  return h(node.tag, node.className, node.children.map(draw), { ...node.attrs, ...node.frame })
}

/** The Today card as features/compass/today-card.tsx draws it (one description, today-card-view.ts). */
const todayCard = (reading: KeptReading, t: FrameText): Node =>
  draw(todayCardView(reading.day, reading.name, 'first-frame-today', t))

/**
 * Paints the first frame into the app's root: the bar, the title with its greeting, and the Today
 * card, in `locale`'s words (`t`). `localTime` is 'HH:MM' on the device's clock, as the screen's
 * greeting uses it.
 */
export function paintFirstFrame(
  root: HTMLElement,
  reading: KeptReading,
  path: string,
  localTime: string,
  now: Date,
  locale: Locale,
  t: FrameText,
  feelingWord?: GreetingWords['felt'],
): void {
  const main = h('main', SHELL_MAIN, [
    h('div', COMPASS_PAGE, [
      h('header', PAGE_HEADER_HEADER, [
        h('h1', PAGE_HEADER_TITLE, [t('compass.title')]),
        h('p', PAGE_HEADER_DESCRIPTION, [
          compassGreeting(
            { name: reading.name, localTime, today: localDateOf(now), now, ...reading.back },
            greetingWords(locale, t, feelingWord),
          ),
        ]),
      ]),
      h('div', COMPASS_PAGE_STACK, [todayCard(reading, t)]),
    ]),
  ])
  root.appendChild(navBar(reading, path, t))
  root.appendChild(main)
  root.dataset.firstFrame = 'compass'
}
