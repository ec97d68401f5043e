// Archetype baseline tools (docs/rules/frequency-matching.md): the stored archetype figures, 'Set Baseline ξ'
// and 'Fix Archetype Modifiers', with the repairs made on load said discreetly.

import { findArchetype } from '@domain/archetypes.ts'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useArchetype } from '@/components/quiz/quiz-text.ts'
import { useToolWords } from '@/components/quiz/tool-words.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import {
  fixModifiers,
  readArchetypeBaseline,
  setBaseline,
  type ToolResult,
} from '@/features/readings-page/repairs.ts'
import type { LoadRepair } from '@/lib/device-state/changes.ts'
import { fixed } from '@/lib/format.ts'
import { useReadingsText } from '@/lib/readings-text.ts'
import { richText } from '@/lib/rich-text.tsx'
import type { ArchetypeData } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

const xi = (n: number | null | undefined, notSet: string) =>
  typeof n === 'number' && Number.isFinite(n) ? `ξ\u00a0${fixed(n)}` : notSet

/** A label and its value on one line while they fit; at large text the value moves under its label. */
function Row({ label, value, words = false }: { label: string; value: string; words?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line/60 py-2 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`ml-auto min-w-0 text-right font-medium text-ink ${words ? '' : 'tabular-nums'}`}>
        {value}
      </dd>
    </div>
  )
}

export function BaselineTools({
  initial,
  initialBaseline,
  notes,
}: {
  initial: ArchetypeData | null
  /** The archetype baseline ξ in use, as the page's load-time repairs leave it. */
  initialBaseline: number | null
  notes: readonly LoadRepair[]
}) {
  const t = useReadingsText()
  const words = useToolWords()
  const notSet = t('readings.baseline.notSet')
  const [data, setData] = useState(initial)
  const [baseline, setBaselineValue] = useState(initialBaseline)
  const id = useId()
  const archetype = useArchetype(data ? findArchetype(data.archetypeId) : undefined)
  const archetypeName = archetype?.name ?? data?.archetypeName ?? ''

  const run = (tool: () => ToolResult) => {
    const result = tool()
    toast({ ...words.result(result), variant: result.ok ? 'success' : 'destructive' })
    if (result.ok) {
      setData(result.data)
      setBaselineValue(readArchetypeBaseline())
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('readings.baseline.title')}</CardTitle>
      <CardDescription>{t('readings.baseline.body')}</CardDescription>
      {data ? (
        <dl className="mt-3">
          <Row label={t('readings.baseline.archetype')} value={archetypeName} words />
          <Row label={t('readings.baseline.birth')} value={xi(data.birthScalar, notSet)} />
          <Row label={t('readings.baseline.archetypeScalar')} value={xi(data.archetypeScalar, notSet)} />
          <Row label={t('readings.baseline.combined')} value={xi(data.combinedBaseline, notSet)} />
          <Row
            label={t('readings.baseline.modifiers')}
            words
            value={
              data.modifiers &&
              Number.isFinite(data.modifiers.entropyMod) &&
              Number.isFinite(data.modifiers.curvatureMod)
                ? t('readings.baseline.modifierValues', {
                    entropy: fixed(data.modifiers.entropyMod, 2),
                    curvature: fixed(data.modifiers.curvatureMod, 2),
                  })
                : t('readings.baseline.missing')
            }
          />
          <Row label={t('readings.baseline.inUse')} value={xi(baseline, notSet)} />
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {richText(t('readings.baseline.none'), {
            link: (words) => <Link to="/archetype-test">{words}</Link>,
          })}
        </p>
      )}
      {notes.length > 0 ? (
        <ul className="mt-3 grid gap-1 text-xs text-muted" aria-label={t('readings.baseline.repairs')}>
          {notes.map((n) => (
            <li key={n.kind}>
              <span aria-hidden="true">✓ </span>
              {words.repair(n)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => run(setBaseline)}>{t('readings.baseline.set')}</Button>
        <Button variant="secondary" onClick={() => run(fixModifiers)}>
          {t('readings.baseline.fix')}
        </Button>
      </div>
    </Card>
  )
}
