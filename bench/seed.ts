// A visitor as the app stores them after onboarding, for benchmarks that need an onboarded compass.
import type { BrowserContext } from 'playwright-core'
import { findArchetype } from '../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../domain/scalar.ts'
import { createSessionId } from '../domain/session-id.ts'

export function onboardedStorage(
  sessionId = createSessionId(Date.now(), (b) => crypto.getRandomValues(b)),
): Record<string, string> {
  const archetype = findArchetype(6)
  if (!archetype) throw new Error('archetype 6 missing')
  const birthDate = '1990-06-15'
  const birthScalar = computeBirthScalar(birthDate)
  const combined = computeCombinedBaseline(birthScalar, archetype.scalarRange)
  const data = {
    archetypeId: archetype.id,
    archetypeName: archetype.name,
    archetypeScalar: archetype.scalarRange,
    birthScalar,
    birthDate,
    combinedBaseline: combined,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: combined,
    modifiers: archetype.modifiers,
    userName: 'Bench Visitor',
  }
  return {
    luna_session_id: sessionId,
    luna_archetype: String(archetype.id),
    luna_archetype_data: JSON.stringify(data),
    luna_onboarding_complete: JSON.stringify({
      name: 'Bench Visitor',
      birthDate,
      archetypeId: archetype.id,
      timestamp: new Date().toISOString(),
    }),
    user_profile_onboarding: JSON.stringify({ name: 'Bench Visitor', birthDate }),
  }
}

export function compassBody(): string {
  const storage = onboardedStorage()
  const data = JSON.parse(storage.luna_archetype_data ?? '{}') as Record<string, unknown>
  return JSON.stringify({
    personalProfile: { archetype: data.archetypeId, scalar_ξ: data.birthScalar, archetypeData: data },
    currentLocation: 'global',
  })
}

/** A benchmark's visitor: its session and its client address (sent as `cf-connecting-ip`). */
export interface Visitor {
  sessionId: string
  ip: string
}

/**
 * Visitors as real traffic brings them (issue 50): each with a session of its own, from an IPv4 /24 of
 * its own in 198.18.0.0/15 (the benchmarking range, sent as cf-connecting-ip, which the Worker reads
 * locally as Cloudflare sets it), so that no answer under load is a refusal of the app's own limits.
 */
export function benchVisitors(count: number): Visitor[] {
  return Array.from({ length: count }, (_, i) => ({
    sessionId: createSessionId(Date.now(), (b) => crypto.getRandomValues(b)),
    ip: `198.18.${i}.7`,
  }))
}

/** Gives each visitor 30 days of history (30 journey points, made the way the app makes them). */
export async function seedJourneys(appUrl: string, visitors: readonly Visitor[]): Promise<void> {
  await Promise.all(
    visitors.map(async (v) => {
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${appUrl}/api/user-trajectory`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-session-id': v.sessionId,
            'cf-connecting-ip': v.ip,
          },
          body: JSON.stringify({
            scalarValue: 81.4 + (i % 10) * 0.03,
            context: 'compass-reading',
            personalBaseline: 81.47,
          }),
        })
        await res.body?.cancel()
        if (res.status !== 201) throw new Error(`seeding a visitor's journey: ${res.status}`)
      }
    }),
  )
}

/**
 * Writes `entries` into local storage before every page of the context starts, keeping what a page
 * wrote itself (a reload keeps the app's own writes).
 */
export async function keepStorage(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript((values: Record<string, string>) => {
    for (const [k, v] of Object.entries(values))
      if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
  }, entries)
}

/**
 * A returning visitor's earlier visit to `url` in `context` (service workers allowed): the page
 * loaded, its service worker active, loaded again under it, and a moment for the worker's cache to
 * settle; the page then closed, so the next one loads its code from the worker's cache.
 */
export async function visitBefore(context: BrowserContext, url: string): Promise<void> {
  const before = await context.newPage()
  await before.goto(url, { waitUntil: 'networkidle' })
  await before.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await before.reload({ waitUntil: 'networkidle' })
  await before.waitForTimeout(2000)
  await before.close()
}
