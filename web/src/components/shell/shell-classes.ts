// The shell's classes, in one place: the nav bar (nav-bar.tsx) and <main> (shell.tsx) use them, and so
// does the compass's first frame (features/compass/first-frame.ts), which draws the same bar before
// React loads; the same classes in the same place keep the page still when React takes over (docs/build.md).

export const SHELL = {
  header: 'sticky top-0 z-40 border-b border-line bg-night/90 backdrop-blur',
  nav: 'mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2',
  brand: 'mr-auto flex min-h-11 items-center gap-2 text-lg font-semibold text-ink no-underline',
  brandMark: 'text-moon',
  /** The mode and the appearance: in the bar from the md width, in the menu on a phone. */
  settings: 'hidden items-center gap-2 md:flex',
  themeButton:
    'grid min-h-11 min-w-11 place-items-center rounded-lg border border-line px-2 text-lg text-ink',
  menuButton: 'min-h-11 rounded-lg border border-line px-3 text-sm md:hidden',
  links: 'hidden w-full flex-wrap gap-1 md:flex md:w-auto',
  main: 'mx-auto w-full max-w-5xl px-4 pt-6 outline-none',
} as const

/** A link of the bar, marked when it is the page on screen. */
export const navLinkClass = (isActive: boolean): string =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${isActive ? 'bg-moon/15 text-moon' : 'text-ink hover:bg-surface-2'}`

/** Whether the bar's link to `to` is the page at `pathname`: the compass also at /, where it is shown. */
export function isActiveLink(to: string, pathname: string): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/'
  return here === to || (to === '/compass' && here === '/')
}
