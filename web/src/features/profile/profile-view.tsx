// The generated profile (docs/rules/profile.md): name, birth date, gematria, archetype card, affirmation
// with tags, recommended rituals, Luna's analysis, and 'Generate New Profile'.
import { useId } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { ArchetypeCard } from '@/features/profile/archetype-card.tsx'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { useProfileSaid } from '@/features/profile/profile-words.ts'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import { fixed, formatLongDate, hz } from '@/lib/format.ts'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'
import { richText } from '@/lib/rich-text.tsx'
import type { ArchetypeData } from '@/lib/storage.ts'
import { useSayTag } from '@/lib/tag-words.ts'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums text-ink">{value}</dd>
    </div>
  )
}

export function ProfileView({
  profile: kept,
  archetypeData,
  onReset,
}: {
  profile: GeneratedProfile
  archetypeData: ArchetypeData | null
  onReset: () => void
}) {
  const id = useId()
  const t = useProfileText()
  const profile = useProfileSaid(kept)
  const sayTag = useSayTag()
  useArrivalFocus('profile-view', `${id}-reset`)
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-widest text-moon">{t('profile.view.kicker')}</p>
          <h2 id={`${id}-title`} className="mt-1 wrap-anywhere text-2xl font-semibold text-ink">
            {profile.name}
          </h2>
          <p className="text-muted">{t('profile.view.born', { date: formatLongDate(profile.birth_date) })}</p>
        </div>
        <Button
          id={`${id}-reset`}
          variant="secondary"
          onClick={() => {
            focusOnArrival('profile-form')
            onReset()
          }}
        >
          {t('profile.view.reset')}
        </Button>
      </div>

      <dl className="mt-4 figures gap-2">
        <Figure label={t('profile.view.gematria')} value={String(profile.gematria)} />
        <Figure label={t('profile.view.scalar')} value={`ξ\u00a0${fixed(profile.scalar_ξ)}`} />
        <Figure
          label={t('profile.view.codon')}
          value={profile.baseline_codon ?? profile.primary_codon ?? '—'}
        />
        <Figure
          label={t('profile.view.hexagram')}
          value={
            profile.hexagram
              ? `${profile.hexagram}${profile.codon_name ? ` · ${profile.codon_name}` : ''}`
              : '—'
          }
        />
      </dl>
      {profile.theme ? (
        <p className="mt-3 text-sm text-muted">
          {richText(t('profile.view.theme', { theme: profile.theme }), {
            value: (words) => <span className="text-ink">{words}</span>,
          })}
          {profile.frequency ? (
            <>
              {' · '}
              {richText(t('profile.view.tone', { tone: hz(profile.frequency) }), {
                value: (words) => <span className="tabular-nums text-ink">{words}</span>,
              })}
            </>
          ) : null}
        </p>
      ) : null}

      <div className="mt-5">
        <ArchetypeCard data={archetypeData} />
      </div>

      {profile.affirmation ? (
        <section className="mt-5" aria-labelledby={`${id}-affirmation`}>
          <h3 id={`${id}-affirmation`} className="font-semibold text-ink">
            {t('profile.view.affirmation')}
          </h3>
          <blockquote className="mt-2 rounded-xl border border-moon/40 bg-moon/10 p-4 text-lg text-ink">
            “{profile.affirmation}”
          </blockquote>
          {profile.tags.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('profile.view.tags')}>
              {profile.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="moon">{sayTag(tag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {profile.rituals.length > 0 ? (
        <section className="mt-5" aria-labelledby={`${id}-rituals`}>
          <h3 id={`${id}-rituals`} className="font-semibold text-ink">
            {t('profile.view.rituals')}
          </h3>
          <ul className="mt-2 grid gap-2">
            {profile.rituals.map((r) => (
              <li
                key={r}
                className="flex gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink"
              >
                <span aria-hidden="true" className="text-moon">
                  ✦
                </span>
                <span>{r}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.luna_analysis ? (
        <section className="mt-5" aria-labelledby={`${id}-luna`}>
          <h3 id={`${id}-luna`} className="font-semibold text-ink">
            {t('profile.view.luna')}
          </h3>
          <p className="mt-2 rounded-xl border border-violet/40 bg-violet/10 p-4 text-ink">
            <span aria-hidden="true" className="mr-1 text-violet">
              ☾
            </span>
            {profile.luna_analysis}
          </p>
        </section>
      ) : null}
    </Card>
  )
}
