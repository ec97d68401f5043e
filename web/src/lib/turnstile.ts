// Cloudflare Turnstile (docs/decisions/036): a token for a new session's first write, where the
// server has Turnstile switched on (its site key in the page's configuration). Loaded only then,
// on that first write: a visitor whose session is stored never loads it. The widget stays out of
// sight unless Turnstile needs the visitor to interact ('interaction-only').

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      appearance: 'interaction-only'
      action: string
      callback: (token: string) => void
      'error-callback': () => void
      'timeout-callback': () => void
    },
  ): string
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** How long a visitor may take to pass a challenge before the write goes without a token. */
const TOKEN_TIMEOUT_MS = 60_000

let loading: Promise<TurnstileApi> | null = null

function loadScript(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile)
    const script = document.createElement('script')
    script.src = SCRIPT_URL
    script.async = true
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load.'))
    script.onerror = () => reject(new Error('Turnstile did not load.'))
    document.head.appendChild(script)
  }).catch((err: unknown) => {
    loading = null
    throw err
  })
  return loading
}

/**
 * A fresh token (each is good for one verification), or null when Turnstile cannot be reached: the
 * server then answers with its own sentence, which the caller shows.
 */
export async function turnstileToken(siteKey: string): Promise<string | null> {
  let api: TurnstileApi
  try {
    api = await loadScript()
  } catch {
    return null
  }
  const container = document.createElement('div')
  container.className = 'fixed inset-x-0 bottom-4 z-50 flex justify-center'
  document.body.appendChild(container)
  try {
    return await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS)
      const done = (token: string | null) => {
        clearTimeout(timer)
        resolve(token)
      }
      const id = api.render(container, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        action: 'new-session',
        callback: (token) => done(token),
        'error-callback': () => done(null),
        'timeout-callback': () => done(null),
      })
      container.dataset.widget = id
    })
  } finally {
    const id = container.dataset.widget
    if (id) api.remove(id)
    container.remove()
  }
}
