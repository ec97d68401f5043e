// Records a visit per page view (POST /api/daily-visit) for onboarded visitors, so that streaks
// and Luna's page preferences grow. Failures only matter to the streak card, which says so.
import { api, settled } from '@/lib/api.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { todayLocal } from '@/lib/local-time.ts'

const PAGES: Record<string, string> = {
  '/': 'compass',
  '/compass': 'compass',
  '/resonance': 'resonance',
  '/profile': 'profile',
  '/calculator': 'calculator',
  '/readings': 'readings',
  '/help': 'help',
  '/codex': 'codex',
}

type Listener = (ok: boolean) => void
const listeners = new Set<Listener>()

/** Lets the streak card refetch after a visit is recorded (docs/decisions/015-published-openapi-contract.md). */
export function onVisitRecorded(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function recordVisit(pathname: string): void {
  const page = PAGES[pathname]
  if (!page || !hasAnyProfile(readDevice())) return
  api['daily-visit']
    .$post({ json: { page, localDate: todayLocal() } })
    .then(async (res) => {
      const recorded = await settled(res)
      for (const l of listeners) l(recorded)
    })
    .catch(() => {
      for (const l of listeners) l(false)
    })
}
