// An Idempotency-Key header's form (docs/decisions/011-idempotency-pointers-and-byte-caps.md): 8 to 128 visible ASCII
// characters. The Worker checks it and the published contract states it.
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/
