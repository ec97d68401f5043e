// The reveal screen (docs/rules/device-state.md): name, description, Luna's message, element, scalar range, keywords.

import { type Archetype, elementLabel } from '@domain/archetypes.ts'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
import { useArchetype, useArchetypeWords } from '@/components/quiz/quiz-text.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { fixed } from '@/lib/format.ts'

export function ArchetypeReveal({
  archetype: english,
  children,
  takeFocus = false,
}: {
  archetype: Archetype
  children?: ReactNode
  /**
   * The reveal replaces the quiz and its Complete button (onboarding): focus goes to the archetype's
   * name, so it is read out and the next Tab reaches what follows (docs/ARCHITECTURE.md, invariant 14).
   * Not on a page that shows it on arrival, which keeps the focus where the visitor left it.
   */
  takeFocus?: boolean
}) {
  const t = useOnboardingText()
  const archetype = useArchetype(english)
  const names = useArchetypeWords()?.elements
  const name = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => {
    if (takeFocus) name.current?.focus()
  }, [takeFocus])
  return (
    <div className="text-center">
      <p className="text-sm uppercase tracking-widest text-moon">{t('reveal.title')}</p>
      <h2 ref={name} tabIndex={-1} className="mt-2 text-3xl font-semibold text-ink narrow:text-xl">
        {archetype.name}
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-muted">{archetype.description}</p>
      <blockquote className="mx-auto mt-4 max-w-prose rounded-xl border border-violet/40 bg-violet/10 p-4 text-left italic text-ink narrow:px-2">
        <span className="not-italic text-violet">{t('reveal.luna')} </span>
        {archetype.lunaInterpretation}
      </blockquote>
      <dl className="mx-auto mt-5 figures max-w-md gap-3 text-left">
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">{t('reveal.element')}</dt>
          <dd className="font-medium text-ink">{elementLabel(archetype, names)}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">{t('reveal.scalarRange')}</dt>
          <dd className="font-medium tabular-nums text-ink">ξ&nbsp;{fixed(archetype.scalarRange, 2)}</dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={t('reveal.keywords')}>
        {archetype.keywords.map((k) => (
          <li key={k}>
            <Badge tone="moon">{k}</Badge>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  )
}
