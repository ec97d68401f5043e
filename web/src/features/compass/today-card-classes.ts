// The Today card's classes and the compass page's, in one place: today-card.tsx and routes/compass.tsx
// use them, and so does the first frame (first-frame.ts), which draws the same card before React loads
// (docs/build.md). The hour's line has its own module (hour-line.ts).

export const TODAY = {
  title: 'text-sm font-semibold uppercase tracking-wide text-moon',
  headline: 'mt-2 text-xl leading-snug font-semibold text-ink sm:text-2xl',
  lists: 'mt-4 grid gap-4 sm:grid-cols-2',
  listTitle: 'text-sm font-semibold text-ink',
  list: 'mt-1 space-y-1',
  item: 'flex gap-2 text-ink',
  leanMark: 'text-moon',
  easyMark: 'text-muted',
  footer: 'mt-4 text-sm text-muted',
  value: 'text-ink',
} as const

export const COMPASS_PAGE = {
  page: 'pb-10',
  stack: 'space-y-4',
} as const
