// Archetype baseline tools (docs/rules/frequency-matching.md): the stored archetype figures, 'Set Baseline ξ'
// and 'Fix Archetype Modifiers', with the repairs made on load said discreetly.

import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import {
  fixModifiers,
  readArchetypeBaseline,
  setBaseline,
  type ToolResult,
} from '@/features/readings-page/repairs.ts'
import { fixed } from '@/lib/format.ts'
import type { ArchetypeData } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

const xi = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? `ξ\u00a0${fixed(n)}` : 'Not set'

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
  notes: readonly string[]
}) {
  const [data, setData] = useState(initial)
  const [baseline, setBaselineValue] = useState(initialBaseline)
  const id = useId()

  const run = (tool: () => ToolResult) => {
    const result = tool()
    toast({
      title: result.title,
      description: result.description,
      variant: result.ok ? 'success' : 'destructive',
    })
    if (result.ok) {
      setData(result.data)
      setBaselineValue(readArchetypeBaseline())
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Archetype baseline</CardTitle>
      <CardDescription>
        Your baseline ξ blends your birth scalar (70%) with your archetype's scalar (30%).
      </CardDescription>
      {data ? (
        <dl className="mt-3">
          <Row label="Archetype" value={data.archetypeName} words />
          <Row label="Birth scalar" value={xi(data.birthScalar)} />
          <Row label="Archetype scalar" value={xi(data.archetypeScalar)} />
          <Row label="Combined baseline" value={xi(data.combinedBaseline)} />
          <Row
            label="Modifiers"
            words
            value={
              data.modifiers &&
              Number.isFinite(data.modifiers.entropyMod) &&
              Number.isFinite(data.modifiers.curvatureMod)
                ? `entropy ×${fixed(data.modifiers.entropyMod, 2)} · curvature ×${fixed(data.modifiers.curvatureMod, 2)}`
                : 'Missing'
            }
          />
          <Row label="Baseline ξ in use" value={xi(baseline)} />
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">
          No archetype yet. <Link to="/archetype-test">Take the archetype quiz</Link> to get your baseline.
        </p>
      )}
      {notes.length > 0 ? (
        <ul className="mt-3 grid gap-1 text-xs text-muted" aria-label="Repairs made on load">
          {notes.map((n) => (
            <li key={n}>
              <span aria-hidden="true">✓ </span>
              {n}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => run(setBaseline)}>Set Baseline ξ</Button>
        <Button variant="secondary" onClick={() => run(fixModifiers)}>
          Fix Archetype Modifiers
        </Button>
      </div>
    </Card>
  )
}
