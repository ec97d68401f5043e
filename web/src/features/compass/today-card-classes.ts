// The Today card's classes and the compass page's, in one place: today-card.tsx and routes/compass.tsx
// use them, and so does the first frame (first-frame.ts), which draws the same card before React loads
// (docs/build.md). The hour's line has its own module (hour-line.ts).

export const TODAY_TITLE = 'text-sm font-semibold uppercase tracking-wide text-moon'

export const TODAY_HEADLINE = 'mt-2 text-xl leading-snug font-semibold text-ink sm:text-2xl narrow:text-lg'

export const TODAY_LISTS = 'mt-4 grid gap-4 sm:grid-cols-2'

export const TODAY_LIST_TITLE = 'text-sm font-semibold text-ink'

export const TODAY_LIST = 'mt-1 space-y-1'

export const TODAY_ITEM = 'flex gap-2 text-ink'

export const TODAY_LEAN_MARK = 'text-moon'

export const TODAY_EASY_MARK = 'text-muted'

export const TODAY_FOOTER = 'mt-4 text-sm text-muted'

export const TODAY_VALUE = 'text-ink'

export const COMPASS_PAGE = 'pb-10'

export const COMPASS_PAGE_STACK = 'space-y-4'
