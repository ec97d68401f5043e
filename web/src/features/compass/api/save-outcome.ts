// What the visitor reads when the server refuses a compass reading for good (docs/rules/compass.md):
// pure, so that it is tested without a browser. A save the network drops or the server asks to wait
// for is kept by the outbox (lib/outbox-rule.ts) and never reaches this.

/** The refusal, as the API client reports it (no status: the answer could not be read). */
export interface SaveRefusal {
  status?: number
  serverMessage?: string | null
}

/** The sentence of a refused save: the status and, for a quota (409), the server's sentence saying what to delete. */
export function saveRefusal(f: SaveRefusal): string {
  if (f.status === undefined) return 'Unable to save reading. Please try again.'
  return `Failed to save reading: ${f.status}${f.serverMessage && f.status === 409 ? `. ${f.serverMessage}` : ''}`
}
