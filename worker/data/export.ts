// The export of one session's rows (GET /api/my-data) as a JSON document written while it is read:
// each table is read in pages of EXPORT_PAGE_ROWS rows (keyset on rowid), so the Worker holds one
// page at a time however much the session stored (docs/decisions/013).
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { SESSION_TABLES } from './session-tables.ts'

export const EXPORT_PAGE_ROWS = 200

async function* pages(
  db: DrizzleD1Database,
  entry: (typeof SESSION_TABLES)[number],
  sessionId: string,
  onRead: () => void,
) {
  let after = 0
  for (;;) {
    const rows = (await db
      .select({ ...getTableColumns(entry.table), _rowid: sql<number>`rowid` })
      .from(entry.table)
      .where(and(eq(entry.column, sessionId), gt(sql`rowid`, after)))
      .orderBy(asc(sql`rowid`))
      .limit(EXPORT_PAGE_ROWS)) as ({ _rowid: number } & Record<string, unknown>)[]
    onRead()
    if (rows.length === 0) return
    yield rows.map(({ _rowid, ...row }) => row)
    const last = rows.at(-1)
    if (!last || rows.length < EXPORT_PAGE_ROWS) return
    after = last._rowid
  }
}

/**
 * `{ exportedAt, sessionId, session, archetypeResults: [...], visits: [...], … }`: the same
 * document as one JSON value, produced table by table and page by page.
 */
export async function exportStream(
  db: DrizzleD1Database,
  sessionId: string,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  let read = false
  const onRead = () => {
    read = true
  }
  async function* document() {
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},"sessionId":${JSON.stringify(sessionId)}`
    for (const entry of SESSION_TABLES) {
      if (entry.name === 'sessions') {
        let session: unknown = null
        for await (const page of pages(db, entry, sessionId, onRead)) session = page[0] ?? null
        yield `,"session":${JSON.stringify(session)}`
        continue
      }
      yield `,${JSON.stringify(entry.name)}:[`
      let first = true
      for await (const page of pages(db, entry, sessionId, onRead)) {
        for (const row of page) {
          yield `${first ? '' : ','}${JSON.stringify(row)}`
          first = false
        }
      }
      yield ']'
    }
    yield '}'
  }
  const parts = document()
  // The first query runs before the answer starts: a database that is down is a 503 with
  // Retry-After, not a 200 that breaks off.
  const head: string[] = []
  while (!read) {
    const { value, done } = await parts.next()
    if (done) break
    head.push(value)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head.join('')))
    },
    async pull(controller) {
      try {
        const { value, done } = await parts.next()
        if (done) controller.close()
        else controller.enqueue(encoder.encode(value))
      } catch (err) {
        // Headers are sent: the client sees a cut-off document (invalid JSON), never a partial one
        // that parses. The error is logged by the caller's runtime.
        controller.error(err)
      }
    },
    async cancel() {
      await parts.return(undefined)
    },
  })
}
