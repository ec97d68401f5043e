// The classes of the pieces the compass's first frame draws before React loads (Card, PageHeader,
// Switch, SteadyText), in one place: the components use them, and so does
// features/compass/first-frame.ts (docs/build.md).

export const CARD =
  'min-w-0 rounded-2xl border border-line bg-surface/90 p-4 shadow-lg shadow-black/20 sm:p-6 narrow:p-3'

export const PAGE_HEADER_HEADER = 'mb-6'

export const PAGE_HEADER_TITLE = 'text-2xl font-semibold tracking-tight text-ink sm:text-3xl narrow:text-xl'

export const PAGE_HEADER_DESCRIPTION = 'mt-2 max-w-prose text-muted'

export const SWITCH_BUTTON = 'inline-flex min-h-10 items-center gap-2 rounded-lg px-1 text-sm text-ink'

export const SWITCH_OFF_LABEL = (checked: boolean) => `hidden sm:inline ${checked ? 'text-muted' : ''}`

export const SWITCH_TRACK = (checked: boolean) =>
  `relative inline-block h-6 w-11 shrink-0 rounded-full border border-line transition-colors ${checked ? 'bg-moon' : 'bg-surface-2'}`

export const SWITCH_THUMB = (checked: boolean) =>
  `absolute left-0 top-0.5 size-4.5 rounded-full bg-ink shadow transition-transform ${checked ? 'translate-x-5.5 bg-moon-ink' : 'translate-x-0.5'}`

export const SWITCH_LABEL = (hasOffLabel: boolean, checked: boolean) =>
  hasOffLabel && !checked ? 'text-muted' : ''

/** One grid cell for every line of a SteadyText's room. */
export const STEADY_CELL = 'col-start-1 row-start-1'
