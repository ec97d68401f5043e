// What a call of the API client (lib/api.ts) fails with: the server's refusal or the network's
// silence (docs/rules/api-calls.md). Apart from the client, so that a component can tell them apart
// without importing the client's calls (docs/ARCHITECTURE.md, "Arrows that hold").

export class ApiError extends Error {
  readonly status: number
  /** The server's error sentence, when it sent one and English is spoken (its sentences are English's). */
  readonly serverMessage: string | null
  /** Seconds the server asked to wait (Retry-After on 429 and 503), when it said. */
  readonly retryAfterSeconds: number | null
  constructor(
    status: number,
    text: string,
    serverMessage: string | null,
    retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${text}`)
    this.status = status
    this.serverMessage = serverMessage
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * The request, or its answer's body, did not get through the network: fetch rejected (no network,
 * a connection that carries nothing, a reset). Marked where fetch is called, so that a TypeError
 * from a bug in the code around it is not mistaken for being offline.
 */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The network did not answer.', { cause })
    this.name = 'NetworkError'
  }
}

/**
 * The request never reached the server: a NetworkError from the API's fetch (no network, or one
 * that answers nothing), also as the cause of a query's own error, or the browser says it is
 * offline. A server's answer (ApiError) never is. The browser's
 * `navigator.onLine` alone is not trusted: it stays true on a network that carries nothing.
 */
export function isNetworkFailure(err: unknown): boolean {
  // A query may wrap the failure in its own error (its message for the screen): follow the causes.
  let e: unknown = err
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    if (e instanceof ApiError) return false
    if (e instanceof NetworkError) return true
  }
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
