// A new session's first write carries a Turnstile token where the page's configuration names a
// site key (docs/decisions/036); once the server has stored a write for the session, no more
// tokens are asked for, and without a site key Turnstile is never loaded.
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What the app's entry (main.tsx) does with the page's configuration. */
async function configure(siteKey: string | null) {
  const { askTurnstileWith } = await import('@/lib/api.ts')
  const { turnstileToken } = await import('@/lib/turnstile.ts')
  askTurnstileWith(siteKey ? () => turnstileToken(siteKey) : null)
}

/** Turnstile's script as the page would get it: renders and hands over a token at once. */
function fakeTurnstile() {
  const rendered: string[] = []
  window.turnstile = {
    render: (_el, options) => {
      rendered.push(options.sitekey)
      queueMicrotask(() => options.callback('XXXX.DUMMY.TOKEN.XXXX'))
      return `w${rendered.length}`
    },
    remove: () => {},
  }
  return rendered
}

/** A server that stores every write (201); returns the headers of each request it got. */
function serverThatStores(): Headers[] {
  const sent: Headers[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers))
      return Response.json({ success: true }, { status: 201 })
    }),
  )
  return sent
}

beforeEach(() => {
  vi.resetModules()
})

describe('Turnstile on the first write', () => {
  it('sends a token with the first stored write only', async () => {
    await configure('1x00000000000000000000AA')
    const rendered = fakeTurnstile()
    const sent = serverThatStores()
    const { api } = await import('@/lib/api.ts')
    // A computation stores nothing: no token, and the session is not taken as stored (the quiz's
    // generate-profile comes before the archetype's write).
    await api['generate-profile'].$post({ json: { name: 'Ada', birth_date: '1990-06-15' } })
    expect(sent[0]?.has('x-turnstile-token')).toBe(false)
    expect(localStorage.getItem('luna_session_stored')).toBeNull()
    sent.length = 0
    await api['daily-visit'].$post({ json: { page: 'compass' } })
    await api['daily-visit'].$post({ json: { page: 'profile' } })
    expect(sent[0]?.get('x-turnstile-token')).toBe('XXXX.DUMMY.TOKEN.XXXX')
    expect(sent[1]?.has('x-turnstile-token')).toBe(false)
    expect(rendered).toEqual(['1x00000000000000000000AA'])
    expect(localStorage.getItem('luna_session_stored')).toBe(sent[0]?.get('x-session-id'))
  })

  it('asks again after a refused first write, and never without a site key', async () => {
    await configure('1x00000000000000000000AA')
    const rendered = fakeTurnstile()
    const statuses = [403, 201]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Refused.' }, { status: statuses.shift() ?? 201 })),
    )
    const { api } = await import('@/lib/api.ts')
    await api['daily-visit'].$post({ json: { page: 'compass' } })
    await api['daily-visit'].$post({ json: { page: 'compass' } })
    expect(rendered.length).toBe(2)

    vi.resetModules()
    localStorage.clear()
    await configure(null)
    const none = fakeTurnstile()
    const headers = serverThatStores()
    const again = await import('@/lib/api.ts')
    await again.api['daily-visit'].$post({ json: { page: 'compass' } })
    expect(none).toEqual([])
    expect(headers[0]?.has('x-turnstile-token')).toBe(false)
  })
})
