// The published contract (docs/decisions/015): the OpenAPI document and its reference page.
import { Hono } from 'hono'
import { openApiDocument } from '../../schema/openapi.ts'
import { servePage } from '../edge.ts'
import type { AppEnv } from '../env.ts'

/** The built reference page (web/api-docs.html; the assets binding drops the .html). */
export const API_DOCS_PAGE = '/api-docs'

export const contractRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => {
    // The document changes only with a deploy: built once per isolate, cached briefly anywhere.
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(openApiDocument())
  })
  // The page is one of the built app's HTML files, served with the site's headers and CSP.
  .get('/docs', (c) => servePage(c, API_DOCS_PAGE))
