// The service's own routes: whether the Worker answers, and the published contract
// (docs/decisions/015): the OpenAPI document and its reference page.

import { servePage } from '../edge.ts'
import { getDocs, getHealth, getOpenapiJson, openApiDocument } from '../openapi.ts'
import { routes } from './declare.ts'

/** The built reference page (web/api-docs.html; the assets binding drops the .html). */
export const API_DOCS_PAGE = '/api-docs'

export const contractRoutes = routes()
  .openapi(getHealth, (c) => c.json({ ok: true as const }, 200))
  .openapi(getOpenapiJson, (c) => {
    // The document changes only with a deploy: built once per isolate, cached briefly anywhere.
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(openApiDocument() as unknown as Record<string, unknown>, 200)
  })
  // The page is one of the built app's HTML files, served with the site's headers and CSP.
  .openapi(getDocs, (c) => servePage(c, API_DOCS_PAGE))
