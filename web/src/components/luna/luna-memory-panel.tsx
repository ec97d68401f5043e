// Luna's Memory (docs/rules/memory-panel.md): up to 3 insights drawn from past interactions, each with its
// confidence, plus an interaction-count badge. Patterns are polled every 60 s; a failed or
// missing answer simply means no data (docs/spec-texts.md: silent). Needs <QueryProvider> from the page.

import type { MemoryTexts } from '@domain/content/types.ts'
import { confidenceColor } from '@domain/luna-engine.ts'
import { computeMemoryInsights, MEMORY_IN_ENGLISH } from '@domain/memory.ts'
import { spanParts } from '@domain/trajectory.ts'
import { useId } from 'react'
import { useLunaMoreText } from '@/components/luna/luna-more-text.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { contentWords } from '@/lib/content-words.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { useLunaPatterns, useMemoryTrend } from '@/lib/queries/luna-memory.ts'

/** The insights' texts in Spanish and German: a chunk each, loaded when the panel shows in that language. */
const useMemoryTexts = contentWords<MemoryTexts>({
  es: () => import('@domain/content/es/memory-texts.ts').then((m) => m.MEMORY_TEXTS_ES),
  de: () => import('@domain/content/de/memory-texts.ts').then((m) => m.MEMORY_TEXTS_DE),
})

export function LunaMemoryPanel() {
  const titleId = useId()
  const t = useLunaMoreText()
  const texts = useMemoryTexts()
  // English's words are the domain's (the spec's); another language's span from its catalogue.
  const words = texts
    ? { texts, span: (minutes: number) => t('luna.memory.span', spanParts(minutes)) }
    : MEMORY_IN_ENGLISH
  const localDate = todayLocal()
  const patterns = useLunaPatterns(localDate)
  const trend = useMemoryTrend()
  const loading = patterns.isPending || trend.isPending
  const insights = loading ? [] : computeMemoryInsights(patterns.data ?? null, trend.data ?? null, words)
  const total = patterns.data?.totalInteractions ?? 0

  return (
    <Card aria-labelledby={titleId} aria-busy={loading} data-testid="luna-memory">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('luna.memory.title')}
        </h2>
        {loading ? null : (
          <Badge tone="purple" className="tabular-nums">
            {t('luna.memory.count', { count: total })}
          </Badge>
        )}
      </div>
      {loading ? (
        <div className="mt-4 flex min-h-16 items-center">
          <Spinner label={t('luna.memory.loading')} />
        </div>
      ) : insights.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('luna.memory.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {insights.map((insight) => {
            const percent = Math.round(insight.confidence * 100)
            return (
              <li
                key={insight.kind}
                className="rounded-xl border border-line bg-surface-2 px-3 py-3"
                data-testid="memory-insight"
                data-confidence={confidenceColor(insight.confidence)}
              >
                <p className="text-sm leading-relaxed text-ink">{insight.text}</p>
                <Badge tone={confidenceColor(insight.confidence)} className="mt-2 tabular-nums">
                  {t('luna.memory.confidence', { percent })}
                </Badge>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
