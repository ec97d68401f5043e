// The Luna Worker: one Hono app for every /api route and the built React app.
import { type Context, Hono } from 'hono'
import { apiRoutes } from './api.ts'
import { withBookmark } from './db.ts'
import { apiBodyLimit, apiNoStore, jsonOnly, oldHostRedirect, securityHeaders, serveAsset } from './edge.ts'
import type { AppEnv, Bindings } from './env.ts'
import { errorJson, handleError, loggableMessage } from './errors.ts'
import { type ReminderJob, sendReminderJobs, UnsentReminders } from './reminders.ts'
import { contractRoutes } from './routes/contract.ts'
import { routes } from './routes/declare.ts'
import { runScheduled } from './scheduled.ts'

const api = routes()
  .use(apiNoStore, apiBodyLimit, jsonOnly, withBookmark)
  .route('/', contractRoutes)
  .route('/', apiRoutes)

/** The methods each API path answers, read from the routes themselves (405 and its Allow header). */
const ROUTE_METHODS = api.routes
  .filter((r) => r.method !== 'ALL')
  .map((r) => ({
    method: r.method,
    pattern: new RegExp(
      `^/api${r.path
        .split(/(:[^/]+)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    ),
  }))

function allowedMethods(pathname: string): string[] {
  const methods = new Set(ROUTE_METHODS.filter((r) => r.pattern.test(pathname)).map((r) => r.method))
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort()
}

/** No route for this method and path: 405 with Allow when the path has other methods, else 404. */
function noRoute(c: Context<AppEnv>) {
  const pathname = new URL(c.req.url).pathname
  const allowed = allowedMethods(pathname)
  // No path of a route, or one whose route does take this method (and yet no route matched): 404.
  if (allowed.length === 0 || allowed.includes(c.req.method))
    return errorJson(c, 404, `There is no API route ${c.req.method} ${pathname}.`)
  // A route that exists, asked with another method: say which ones it takes (no CORS: same origin).
  const allow = [...allowed, 'OPTIONS'].join(', ')
  if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow })
  return errorJson(c, 405, `${pathname} does not take ${c.req.method}: use ${allowed.join(' or ')}.`, {
    Allow: allow,
  })
}

api.notFound(noRoute)

const app = new Hono<AppEnv>()
  // Order matters: the redirect answers old hosts before anything else; headers wrap everything.
  .use(securityHeaders, oldHostRedirect)
  .route('/api', api)
  .all('/api/*', noRoute)
  .all('*', serveAsset)

app.onError(handleError)
api.onError(handleError)

export type AppType = typeof app

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    ctx.waitUntil(runScheduled(env))
  },
  // The reminder queue's consumer (docs/decisions/036): a batch of claimed reminders sent at once.
  // A failed push is recorded on the subscription, not retried (tomorrow's reminder is the retry);
  // a batch that could not start (the database away) is retried by the queue, nothing sent twice.
  async queue(batch: MessageBatch<unknown>, env: Bindings) {
    try {
      await sendReminderJobs(
        env,
        batch.messages.map((m) => m.body as ReminderJob),
        Date.now(),
      )
      batch.ackAll()
    } catch (err) {
      // Some shards' jobs went out: only the others are retried, so that no push is sent twice.
      if (err instanceof UnsentReminders) {
        const unsent = new Set(err.jobs)
        for (const message of batch.messages)
          if (unsent.has(message.body as ReminderJob)) message.retry({ delaySeconds: 30 })
          else message.ack()
        console.error(JSON.stringify({ level: 'error', kind: 'reminders', message: err.message }))
        return
      }
      console.error(JSON.stringify({ level: 'error', kind: 'reminders', message: loggableMessage(err) }))
      batch.retryAll({ delaySeconds: 30 })
    }
  },
} satisfies ExportedHandler<Bindings>

export { app }
