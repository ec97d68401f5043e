// Shared steps of the admin dashboard's browser tests: seeding through the public API, unlocking
// through the screen, reading what the screen shows, and watching for the charts' code.

import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import type * as z from 'zod'
import { findArchetype } from '../../domain/archetypes.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import { createSessionId } from '../../domain/session-id.ts'
import type { AnalyticsResponse } from '../../schema/responses.ts'
import { baseURL } from './browser.ts'

export const adminPassword = (): string => inject('adminPassword')

const newSession = () => createSessionId(Date.now(), (bytes) => crypto.getRandomValues(bytes))

async function post(path: string, sessionId: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify(body),
  })
  expect(res.ok, `POST ${path} answered ${res.status}: ${await res.clone().text()}`).toBe(true)
}

/** What the seed guarantees the dashboard shows: archetype names (the server's own) and a page of its own. */
export interface Seed {
  pattern: string
  quiet: string
  page: string
}

/** The archetype record the web app sends for an archetype chosen directly and a birth date. */
function archetypeRecord(archetypeId: number, birthDate: string) {
  const archetype = findArchetype(archetypeId)
  if (!archetype) throw new Error(`no archetype ${archetypeId}`)
  const birthScalar = computeBirthScalar(birthDate)
  return {
    archetypeId,
    archetypeName: archetype.name,
    quizResponses: [],
    birthScalar,
    archetypeScalar: archetype.scalarRange,
    combinedBaseline: computeCombinedBaseline(birthScalar, archetype.scalarRange),
    entropyMod: archetype.modifiers.entropyMod,
    curvatureMod: archetype.modifiers.curvatureMod,
    userName: null,
    birthDate,
  }
}

/**
 * Three visitors through the public API: two of archetype 29 (`pattern`) who each check in (40 and
 * 80), one of archetype 31 (`quiet`) who never checks in; four Luna insights on `page` with
 * stability 90, 60, 30 and 10. Archetype names are the server's own, so other tests' visitors may
 * share them: the dashboard is compared with the server's figures, which include these.
 */
export async function seedVisitors(): Promise<Seed> {
  // Established visitors (made by global-setup.ts): only they count in the dashboard's figures.
  const [a = newSession(), b = newSession(), c = newSession()] = inject('establishedSessions')
  const seed = {
    pattern: findArchetype(29)?.name ?? '',
    quiet: findArchetype(31)?.name ?? '',
    // One of the app's own pages (the server takes no other); no other test's visitor on it is established.
    page: 'calculator',
  }
  const visitors = [
    // Luna insights at scalars spread over the reading range: the server derives their stability.
    { id: a, archetype: 29, birth: '1980-03-01', checkIn: 40, scalars: [81.5, 81.9] },
    { id: b, archetype: 29, birth: '1991-09-20', checkIn: 80, scalars: [80.2] },
    { id: c, archetype: 31, birth: '1975-12-05', checkIn: null, scalars: [82.9] },
  ]
  for (const v of visitors) {
    await post('/archetype', v.id, { sessionId: v.id, ...archetypeRecord(v.archetype, v.birth) })
    if (v.checkIn !== null) {
      const index = codonIndexFromValue(v.checkIn)
      await post('/emotional-state', v.id, {
        emotionalValue: v.checkIn,
        codonIndex: index,
        descriptor: descriptorAt(index),
      })
    }
    for (const scalarValue of v.scalars) {
      await post('/luna-interaction', v.id, {
        page: seed.page,
        scalarValue,
        windowPhase: 'Echo Chamber',
        lunaTag: 'harmony',
        userAction: 'luna_generated',
        deviceType: 'desktop',
      })
    }
  }
  return seed
}

/** Waits for a toast holding `title` (an earlier toast may still be on screen when a call starts). */
export async function waitForToast(page: Page, title: string): Promise<string> {
  const toast = page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).last()
  await toast.waitFor()
  return ((await toast.textContent()) ?? '').replace(/\s+/g, ' ').trim()
}

export async function submitPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Admin password').fill(password)
  await page.getByRole('button', { name: 'Unlock dashboard' }).click()
}

/** Opens /analytics and unlocks it with the right password. */
export async function unlock(page: Page): Promise<void> {
  await page.goto('/analytics')
  await submitPassword(page, adminPassword())
  await dashboardShown(page)
}

export async function dashboardShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Emotional patterns' }).waitFor()
}

export async function gateShown(page: Page): Promise<void> {
  await page.getByLabel('Admin password').waitFor()
  expect(await page.getByRole('heading', { name: 'Emotional patterns' }).count()).toBe(0)
}

/** The cells of the row that starts with `first` in the table region `table`. */
export async function rowCells(page: Page, table: string, first: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first, exact: true }) })
  await row.waitFor()
  return (await row.locator('th, td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
}

/** The figure shown under a summary label. */
export async function figure(page: Page, label: string): Promise<string> {
  const text = await page
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

/** The analytics as the server reports them, fetched by the page itself (with its cookie). */
export async function serverAnalytics(page: Page): Promise<{ status: number; body: AnalyticsBody | null }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/archetype-analytics')
    return { status: res.status, body: res.ok ? await res.json() : null }
  })
}

/**
 * The analytics answers the dashboard itself received (it refetches every 30 s): the figures on
 * screen are those of the last one, whatever other visitors (other test files) did since.
 */
export function watchAnalytics(page: Page): { last: () => Promise<AnalyticsBody> } {
  let last: AnalyticsBody | null = null
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/archetype-analytics' && res.ok())
      void res.json().then((body: AnalyticsBody) => {
        last = body
      })
  })
  return {
    last: async () => {
      await expect.poll(() => last !== null).toBe(true)
      return last as unknown as AnalyticsBody
    },
  }
}

export async function adminSessionStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/admin/session')).status)
}

/** The analytics answer, as the published contract describes it (schema/responses.ts). */
export type AnalyticsBody = z.infer<typeof AnalyticsResponse>

/** Records whether any script the page loads contains recharts. */
export function watchForCharts(page: Page): { loaded: () => Promise<boolean> } {
  const checks: Promise<boolean>[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    checks.push(
      res
        .text()
        .then((body) => body.includes('recharts'))
        .catch(() => false),
    )
  })
  return { loaded: async () => (await Promise.all(checks)).some(Boolean) }
}
