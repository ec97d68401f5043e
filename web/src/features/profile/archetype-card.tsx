// The archetype card of the Profile tab, from `luna_archetype_data` (docs/rules/profile.md), with
// 'Fix Birth Scalar' when the birth scalar is missing (docs/rules/profile.md).

import { elementLabel, findArchetype } from '@domain/archetypes.ts'
import { needsBirthScalar } from '@domain/scalar.ts'
import { Link } from 'react-router'
import { useArchetype, useArchetypeWords } from '@/components/quiz/quiz-text.ts'
import { useToolWords } from '@/components/quiz/tool-words.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { fixBirthScalar } from '@/features/profile/birth-scalar.ts'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { fixed } from '@/lib/format.ts'
import type { ArchetypeData } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

const xi = (n: number | null | undefined, notSet: string) =>
  typeof n === 'number' && Number.isFinite(n) ? `ξ\u00a0${fixed(n)}` : notSet

export function ArchetypeCard({ data }: { data: ArchetypeData | null }) {
  const t = useProfileText()
  // Its words in the language spoken (docs/decisions/057-content-languages.md); the device keeps
  // only the archetype's id and English name.
  const archetype = useArchetype(data ? findArchetype(data.archetypeId) : undefined)
  const elements = useArchetypeWords(Boolean(archetype))?.elements
  const words = useToolWords()
  if (!data) {
    return (
      <div className="rounded-2xl border border-dashed border-line p-4">
        <h3 className="font-semibold text-ink">{t('profile.archetype.title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('profile.archetype.none')}</p>
        <Link to="/archetype-test" className={buttonClass('secondary', 'md', 'mt-3 no-underline')}>
          {t('profile.archetype.take')}
        </Link>
      </div>
    )
  }
  const missingBirthScalar = needsBirthScalar(data)
  const fix = () => {
    const result = fixBirthScalar()
    toast({ ...words.result(result), variant: result.ok ? 'success' : 'destructive' })
  }
  return (
    <div className="rounded-2xl border border-violet/40 bg-violet/10 p-4">
      <p className="text-xs uppercase tracking-widest text-violet">{t('profile.archetype.title')}</p>
      <h3 className="mt-1 text-xl font-semibold text-ink">{archetype?.name ?? data.archetypeName}</h3>
      <dl className="mt-3 figures gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('profile.archetype.element')}</dt>
          <dd className="text-ink">
            {archetype ? elementLabel(archetype, elements) : t('profile.archetype.unknown')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('profile.archetype.scalar')}</dt>
          <dd className="tabular-nums text-ink">{xi(data.archetypeScalar, t('profile.archetype.notSet'))}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('profile.archetype.birth')}</dt>
          <dd className="tabular-nums text-ink">{xi(data.birthScalar, t('profile.archetype.notSet'))}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('profile.archetype.combined')}</dt>
          <dd className="tabular-nums text-ink">
            {xi(data.combinedBaseline, t('profile.archetype.notSet'))}
          </dd>
        </div>
      </dl>
      {archetype ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('profile.archetype.keywords')}>
          {archetype.keywords.map((k) => (
            <li key={k}>
              <Badge tone="purple">{k}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {missingBirthScalar ? (
        <div className="mt-4 rounded-xl border border-amber-300/60 bg-amber-300/10 p-3 text-sm">
          <p className="text-ink">{t('profile.archetype.missingBirth')}</p>
          <Button variant="secondary" size="sm" className="mt-2 min-h-10" onClick={fix}>
            {t('profile.archetype.fixBirth')}
          </Button>
        </div>
      ) : null}
      <Link to="/archetype-test" className="mt-4 inline-flex min-h-10 items-center text-sm">
        {t('profile.archetype.explore')}
      </Link>
    </div>
  )
}
