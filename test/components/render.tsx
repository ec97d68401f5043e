// Rendering a screen as the app does: the view-mode provider, a router at an address, and the
// routes the screen may lead to, so that a test can see where a link or a redirect went.
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { rereadStored } from '@/lib/device-state/stored.ts'
import { ViewModeProvider } from '@/lib/view-mode.tsx'

/** Shows the current address, so a test can read where the app went. */
function Address() {
  const location = useLocation()
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>
}

/** Renders `element` at `path` of the address `at`. */
export function renderAt(at: string, path: string, element: ReactNode) {
  return render(
    <ViewModeProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </ViewModeProvider>,
  )
}

/** Stores keys as a browser profile would hold them, before the page opens (a reload reads them). */
export function store(keys: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(keys))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  rereadStored()
}

/** A JSON answer, as the Worker sends one. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export interface Call {
  method: string
  path: string
  body: unknown
  headers: Headers
}

/**
 * Stands in for the network: each request goes to the handler of its 'METHOD /path' (the query
 * string apart), every call is recorded, and a path without a handler fails the test loudly.
 */
export function fakeNetwork(handlers: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.text()
    const call = {
      method: request.method,
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: request.headers,
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${call.path}`]
    if (!handler) throw new Error(`fakeNetwork: no handler for ${call.method} ${call.path}`)
    return handler(call)
  }
  return { fetch, calls }
}
