// Every route group of the API in the order of the spec. Each route is declared once, beside its
// handler (worker/routes/declare.ts); the published document is made from these declarations
// (worker/openapi.ts) and the service's own routes (worker/routes/contract.ts).
import { adminRoutes } from './routes/admin.ts'
import { compassRoutes } from './routes/compass.ts'
import { contentRoutes } from './routes/content.ts'
import { routes } from './routes/declare.ts'
import { emotionRoutes } from './routes/emotions.ts'
import { lunaRoutes } from './routes/luna.ts'
import { monthRoutes } from './routes/month.ts'
import { patternRoutes } from './routes/patterns.ts'
import { privacyRoutes } from './routes/privacy.ts'
import { profileRoutes } from './routes/profile.ts'
import { readingRoutes } from './routes/readings.ts'
import { reminderRoutes } from './routes/reminders.ts'
import { restoreRoutes } from './routes/restore.ts'
import { statsRoutes } from './routes/stats.ts'
import { trajectoryRoutes } from './routes/trajectory.ts'
import { visitRoutes } from './routes/visits.ts'

export const apiRoutes = routes()
  .route('/', contentRoutes)
  .route('/', profileRoutes)
  .route('/', compassRoutes)
  .route('/', visitRoutes)
  .route('/', readingRoutes)
  .route('/', emotionRoutes)
  .route('/', monthRoutes)
  .route('/', patternRoutes)
  .route('/', trajectoryRoutes)
  .route('/', lunaRoutes)
  .route('/', statsRoutes)
  .route('/', privacyRoutes)
  .route('/', restoreRoutes)
  .route('/', reminderRoutes)
  .route('/', adminRoutes)
