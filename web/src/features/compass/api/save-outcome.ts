// What the visitor reads when the server refuses a compass reading for good (docs/rules/compass.md):
// pure, so that it is tested without a browser. A save the network drops or the server asks to wait
// for is kept by the outbox (lib/outbox-rule.ts) and never reaches this.

/** The refusal, as the API client reports it (no status: the answer could not be read). */
export interface SaveRefusal {
  status?: number
  serverMessage?: string | null
}

/** A refusal's words in the language spoken (the compass catalogue's `save.refusal.*`). */
export interface RefusalWords {
  unable: string
  status: (status: number) => string
}

/** The spec's English words (docs/spec-texts.md). */
export const REFUSAL_IN_ENGLISH: RefusalWords = {
  unable: 'Unable to save reading. Please try again.',
  status: (status) => `Failed to save reading: ${status}`,
}

/** The sentence of a refused save: the status and, for a quota (409), the server's sentence saying what to delete. */
export function saveRefusal(f: SaveRefusal, words: RefusalWords = REFUSAL_IN_ENGLISH): string {
  if (f.status === undefined) return words.unable
  return `${words.status(f.status)}${f.serverMessage && f.status === 409 ? `. ${f.serverMessage}` : ''}`
}
