// A page painted before the app (docs/decisions/062-pages-painted-before-the-app.md): its screen's
// nodes, taken from the page for the app's first render, which shows it while the screen's own code
// or words are still on their way (the shell's loading state), so that the page never shows a
// loading state between the painted screen and the app's. Dropped once the app has drawn a page.

let screen: Node[] | null = null

/** Keeps the painted screen's nodes (app.tsx, before the first render, which removes them from the page). */
export function keepPainted(main: Element | null): void {
  screen = main ? [...main.childNodes] : null
}

/** The painted screen's nodes while the app has drawn no page of its own; null after, or on another page. */
export const paintedScreen = (): Node[] | null => screen

/** The app has drawn a page: a later loading state is the app's own, and the page is no longer the painted one. */
export function dropPainted(): void {
  screen = null
  document.getElementById('root')?.removeAttribute('data-painted')
}
