// How a frequency reads on screen and in toasts: up to 2 decimals, no trailing zeros.
export function formatHz(hz: number): string {
  return String(Math.round(hz * 100) / 100)
}
