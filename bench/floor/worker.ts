// The floor: a Worker that does nothing, on the same runtime as Luna, so that every benchmark
// figure can be stated as a ratio to what the platform itself costs on this machine.
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><main><h1>Floor</h1><p>A page that does nothing.</p></main></body></html>'

export default {
  fetch(request: Request): Response {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/'))
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })
    return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
