// A page's first date, time or number written through Intl loads the browser's ICU data for its
// language and time zone: 25–35 ms of a renderer's thread, 100–150 ms on a phone's (4× CPU). That
// data is the renderer process's, not a thread's: loaded by a worker first, the page's own first
// formatting finds it there (2–4 ms) instead of stalling the compass's render
// (docs/decisions/060-intl-data-off-the-main-thread.md). Imported first by main.tsx, so that the
// worker starts before the app's modules are evaluated: all of them but the chunk the entry imports
// (React, jotai and the device's stored keys; React DOM and the app come later, decision 064).

if (typeof Worker !== 'undefined')
  try {
    // The page's language (the first frame's, or the one the Worker negotiated) as the worker's name:
    // it also writes in the browser's own languages, as the visitor's clock and short dates do.
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), {
      type: 'module',
      name: document.documentElement.lang,
    })
  } catch {
    // No worker (a browser that refuses it, or a policy): the page loads the data itself, as before.
  }
