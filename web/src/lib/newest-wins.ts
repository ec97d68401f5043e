// Requests that may finish out of order, of which only the newest started may leave its result:
// an older one finishing last does not overwrite what a newer one recorded.

export interface NewestWins {
  /** A ticket for a request about to start. */
  start(): number
  /** Whether the request of `ticket` may record its result: no newer one has recorded yet. */
  settle(ticket: number): boolean
}

export function newestWins(): NewestWins {
  let started = 0
  let recorded = 0
  return {
    start: () => ++started,
    settle(ticket) {
      if (ticket <= recorded) return false
      recorded = ticket
      return true
    },
  }
}
