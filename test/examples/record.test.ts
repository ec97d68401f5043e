// The document's response examples (schema/examples/responses.ts) are what the Worker answers to the
// request examples on a fixed clock (the examples' own day, 2026-11-28 at 09:30 UTC), with each
// random id made steady (scripts/examples/recorded.ts). `npm run contract:update` writes them
// (vitest's --update); `npm test` fails while the file differs, with the difference.
import { afterEach, expect, it, vi } from 'vitest'
import { EXAMPLE_DATE, EXAMPLE_TIME } from '../../schema/examples.ts'
import { badAnswers, responsesFile } from '../../scripts/examples/recorded.ts'
import { runExamples } from '../../scripts/examples/run.ts'
import { ORIGIN, request, TEST_ADMIN_PASSWORD } from '../worker/helpers.ts'

afterEach(() => {
  vi.useRealTimers()
})

it('records the examples: each request example answered on a fixed clock', async () => {
  // Only the clock is fixed: timers run as they do, so the Worker's waits still end. Each request
  // is a second after the one before, so what is listed newest first has one order on every run.
  const start = Date.parse(`${EXAMPLE_DATE}T${EXAMPLE_TIME}:00Z`)
  vi.useFakeTimers({ toFake: ['Date'], now: start })
  let sent = 0
  const answers = await runExamples(
    (path, init) => {
      vi.setSystemTime(start + 1000 * sent++)
      return request(path, init)
    },
    { password: TEST_ADMIN_PASSWORD, origin: ORIGIN },
  )
  vi.useRealTimers()
  expect(badAnswers(answers).map((a) => `${a.key} → ${a.status} ${JSON.stringify(a.body)}`)).toEqual([])
  await expect(responsesFile(answers), 'run npm run contract:update').toMatchFileSnapshot(
    '../../schema/examples/responses.ts',
  )
})
