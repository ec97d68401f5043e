// The shell's classes, in one place: the nav bar (nav-bar.tsx) and <main> (shell.tsx) use them, and so
// does the compass's first frame (features/compass/first-frame.ts), which draws the same bar before
// React loads; the same classes in the same place keep the page still when React takes over (docs/build.md).
import { pagePath } from '@domain/pages.ts'

export const SHELL_HEADER = 'sticky top-0 z-40 border-b border-line bg-night/90 backdrop-blur'

export const SHELL_NAV = 'mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2'

export const SHELL_BRAND =
  'mr-auto flex min-h-11 items-center gap-2 text-lg font-semibold text-ink no-underline'

export const SHELL_BRAND_MARK = 'text-moon'

/** The mode and the appearance: in the bar from the md width, in the menu on a phone. */
export const SHELL_SETTINGS = 'hidden items-center gap-2 md:flex'

export const SHELL_THEME_BUTTON =
  'grid min-h-11 min-w-11 place-items-center rounded-lg border border-line px-2 text-lg text-ink'

export const SHELL_MENU_BUTTON = 'min-h-11 rounded-lg border border-line px-3 text-sm md:hidden'

export const SHELL_LINKS = 'hidden w-full flex-wrap gap-1 md:flex md:w-auto'

export const SHELL_MAIN = '@container/page mx-auto w-full max-w-5xl px-4 pt-6 outline-none max-[20rem]:px-2'

/** A link of the bar, marked when it is the page on screen. */
export const navLinkClass = (isActive: boolean): string =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${isActive ? 'bg-moon/15 text-moon' : 'text-ink hover:bg-surface-2'}`

/** Whether the bar's link to `to` is the page at `pathname`: the compass also at /, where it is shown. */
export function isActiveLink(to: string, pathname: string): boolean {
  const here = pagePath(pathname)
  return here === to || (to === '/compass' && here === '/')
}
