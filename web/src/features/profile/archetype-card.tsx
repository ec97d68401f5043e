// The archetype card of the Profile tab, from `luna_archetype_data` (docs/rules/profile.md), with
// 'Fix Birth Scalar' when the birth scalar is missing (docs/rules/profile.md).

import { elementLabel, findArchetype } from '@domain/archetypes.ts'
import { needsBirthScalar } from '@domain/scalar.ts'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { fixBirthScalar } from '@/features/profile/birth-scalar.ts'
import { fixed } from '@/lib/format.ts'
import type { ArchetypeData } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

const xi = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? `ξ\u00a0${fixed(n)}` : 'Not set'

export function ArchetypeCard({ data }: { data: ArchetypeData | null }) {
  if (!data) {
    return (
      <div className="rounded-2xl border border-dashed border-line p-4">
        <h3 className="font-semibold text-ink">Your archetype</h3>
        <p className="mt-1 text-sm text-muted">
          Take the five-question quiz to meet your archetype and set your baseline ξ.
        </p>
        <Link to="/archetype-test" className={buttonClass('secondary', 'md', 'mt-3 no-underline')}>
          Take the archetype quiz
        </Link>
      </div>
    )
  }
  const archetype = findArchetype(data.archetypeId)
  const missingBirthScalar = needsBirthScalar(data)
  const fix = () => {
    const result = fixBirthScalar()
    toast({
      title: result.title,
      description: result.description,
      variant: result.ok ? 'success' : 'destructive',
    })
  }
  return (
    <div className="rounded-2xl border border-violet/40 bg-violet/10 p-4">
      <p className="text-xs uppercase tracking-widest text-violet">Your archetype</p>
      <h3 className="mt-1 text-xl font-semibold text-ink">{data.archetypeName}</h3>
      <dl className="mt-3 figures gap-2 text-sm">
        <div>
          <dt className="text-muted">Element</dt>
          <dd className="text-ink">{archetype ? elementLabel(archetype) : 'Unknown'}</dd>
        </div>
        <div>
          <dt className="text-muted">Archetype scalar</dt>
          <dd className="tabular-nums text-ink">{xi(data.archetypeScalar)}</dd>
        </div>
        <div>
          <dt className="text-muted">Birth scalar</dt>
          <dd className="tabular-nums text-ink">{xi(data.birthScalar)}</dd>
        </div>
        <div>
          <dt className="text-muted">Combined baseline</dt>
          <dd className="tabular-nums text-ink">{xi(data.combinedBaseline)}</dd>
        </div>
      </dl>
      {archetype ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Archetype keywords">
          {archetype.keywords.map((k) => (
            <li key={k}>
              <Badge tone="purple">{k}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {missingBirthScalar ? (
        <div className="mt-4 rounded-xl border border-amber-300/60 bg-amber-300/10 p-3 text-sm">
          <p className="text-ink">Your birth scalar is missing, so your baseline leans on defaults.</p>
          <Button variant="secondary" size="sm" className="mt-2 min-h-10" onClick={fix}>
            Fix Birth Scalar
          </Button>
        </div>
      ) : null}
      <Link to="/archetype-test" className="mt-4 inline-flex min-h-10 items-center text-sm">
        Explore or retake your archetype
      </Link>
    </div>
  )
}
