// The configuration a page painted before the app depends on (docs/decisions/062): the build paints
// such a page with stand-ins for the legal contact address and the support pages, and the Worker puts
// the deployment's own in their place as it serves the page (worker/edge.ts), or serves the app's
// empty shell when one is not configured (the app then says so, as it always did). The app's and the
// Worker's rules for a usable value are the same functions.

import { escapeHtml } from './html.ts'

/** A plausible address only: never build a mailto link from something else. */
export function usableEmail(value: string | null | undefined): string | null {
  return value && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? value : null
}

/** Only http(s) addresses open; anything else in the configuration counts as not configured. */
export function usableUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * How a painted page's root begins (scripts/prerender/vite-plugin.ts writes it): what tells a painted
 * page from the app's empty shell. The bare attribute name is no test: the app's stylesheet, inlined
 * in every page, names `data-painted-further-unless` (docs/decisions/069).
 */
export const PAINTED_ROOT = '<div id="root" data-painted=""'

/** The stand-ins the build paints with (each usable, so the page is painted as a configured one). */
export const PAINTED_STANDINS = {
  legalEmail: 'painted-legal-contact@luna.invalid',
  supportUrls: ['https://painted.invalid/support-one', 'https://painted.invalid/support-two'],
} as const

/**
 * A painted page with the deployment's configuration in place of the stand-ins; null when the page
 * shows one that is not configured (a usable value), which the app alone can say.
 */
export function withConfiguration(
  html: string,
  config: { legalEmail: string | null; supportUrls: readonly (string | null)[] },
): string | null {
  const values: [string, string | null][] = [
    [PAINTED_STANDINS.legalEmail, usableEmail(config.legalEmail)],
    ...PAINTED_STANDINS.supportUrls.map((standIn, i): [string, string | null] => [
      standIn,
      usableUrl(config.supportUrls[i]),
    ]),
  ]
  let filled = html
  for (const [standIn, value] of values) {
    if (!filled.includes(standIn)) continue
    if (value === null) return null
    filled = filled.replaceAll(standIn, escapeHtml(value))
  }
  return filled
}
