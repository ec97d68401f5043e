// The first frame's inline script in a page's HTML (scripts/first-frame/vite-plugin.ts writes it;
// docs/decisions/023-first-frame-on-return.md): it paints a returning visitor's day on the compass's
// paths, then starts the app's entry. Pages on other paths are served without it (worker/edge.ts).

/** The inline script's element: one per page, found again by its id. */
export const FIRST_FRAME_TAG =
  /<script id="first-frame" data-entry="([^"]+)" data-preload="([^"]*)"[^>]*>[\s\S]*?<\/script>/

/**
 * The paths where the first frame paints (web/src/first-frame-script.ts): the compass's, exactly as
 * written and with no query, as the script checks them.
 */
export const FIRST_FRAME_PATHS: readonly string[] = ['/', '/compass']

/**
 * A page that never shows the compass (the prerendered ones, and every path but the compass's): the
 * first-frame script removed, the module entry and its preloads back in the head as Vite wrote them.
 */
export function withoutFirstFrame(html: string): string {
  const m = FIRST_FRAME_TAG.exec(html)
  if (!m) return html
  const [, entry, preload = ''] = m
  const tags = [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...preload
      .split(' ')
      .filter(Boolean)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]
  return html.replace(FIRST_FRAME_TAG, '').replace('</head>', `${tags.join('')}</head>`)
}
