// Luna's insight card (docs/rules/luna.md): avatar, mood and tone, the message with its transition
// note, an optional suggestion, a Technical Analysis toggle and a footer with tag and time.
// Generated once per distinct input; the current tag and scalar are stored so that the next
// visit's transition note compares with this one.

import { type DailyLuna, dailyLunaInsight, type LunaInsight } from '@domain/luna.ts'
import { seededRandom } from '@domain/numbers.ts'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { previousLunaDay, rememberInsight } from '@/components/luna/luna-memory.ts'
import { lunaWord, useLunaText } from '@/components/luna/luna-text.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { clock } from '@/lib/format.ts'
import { type LunaPage, postLunaInteraction } from '@/lib/queries/luna-interaction.ts'
import { richText } from '@/lib/rich-text.tsx'

// Opened by a tap: its code is not part of the compass's first load.
const LunaTechnical = lazy(() =>
  import('@/components/luna/luna-technical.tsx').then((m) => ({ default: m.LunaTechnical })),
)

export interface DailyLunaProps {
  date: string
  luna: DailyLuna
}

type Source =
  | { daily: DailyLunaProps; insight?: never }
  | {
      daily?: never
      /** An insight of a moment the visitor chose (the calculator), made by its page. */
      insight: LunaInsight
    }

export function LunaInsightCard({
  page,
  patternLine,
  onInsight,
  ...source
}: Source & {
  page: LunaPage
  /** What the visitor's own days say of this day, once (docs/rules/patterns.md); none elsewhere. */
  patternLine?: string | null
  /** Optional: receives each generated insight (e.g. for a share card). */
  onInsight?: (insight: LunaInsight) => void
}) {
  const { daily } = source
  // The previous visit's state, read once: later inputs of this visit compare with it too.
  const [previous] = useState(() => (daily ? previousLunaDay(daily.date) : null))
  const dailyInsight = useMemo(() => {
    if (!daily) return null
    const random = seededRandom(`${daily.date}|${daily.luna.state}|note`)
    return dailyLunaInsight(daily.luna, previous, random)
  }, [daily, previous])
  const insight = dailyInsight ?? (source.insight as LunaInsight)
  const [at, setAt] = useState(() => new Date())
  const [technical, setTechnical] = useState(false)
  const dailyDate = daily?.date
  const recorded = useRef<LunaInsight | null>(null)
  const onInsightRef = useRef(onInsight)
  onInsightRef.current = onInsight
  const titleId = useId()
  const panelId = useId()
  const t = useLunaText()

  useEffect(() => {
    if (recorded.current === insight) return
    recorded.current = insight
    setAt(new Date())
    rememberInsight(insight, dailyDate ? { date: dailyDate, before: previous } : null)
    postLunaInteraction(page, insight, 'luna_generated')
    onInsightRef.current?.(insight)
  }, [insight, page, dailyDate, previous])

  const toggle = () => {
    const next = !technical
    setTechnical(next)
    postLunaInteraction(page, insight, next ? 'technical_view_opened' : 'technical_view_closed')
  }

  const note = insight.transitionNote
  const body =
    note && insight.message.startsWith(note)
      ? insight.message.slice(note.length).trimStart()
      : insight.message

  return (
    <Card aria-labelledby={titleId} data-testid="luna-insight">
      <div className="flex items-center gap-3 narrow:flex-col narrow:items-start">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full border border-moon/40 bg-moon/10 text-2xl text-moon"
        >
          ☾
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {t('luna.title')}
          </h2>
          <p className="text-sm text-muted">
            {richText(
              t('luna.feeling', {
                mood: lunaWord(t, 'mood', insight.mood),
                tone: lunaWord(t, 'tone', insight.tone),
              }),
              { mood: (words) => <span className="font-medium text-moon">{words}</span> },
            )}
          </p>
        </div>
      </div>
      {daily?.luna.answer ? (
        // Her answer to how the visitor said they feel comes first, as a line of its own.
        <p
          className="mt-4 rounded-xl border border-moon/40 bg-moon/10 px-3 py-2 leading-relaxed text-ink"
          data-testid="luna-answer"
        >
          {daily.luna.answer.text}
        </p>
      ) : null}
      <p className="mt-4 leading-relaxed text-ink" data-testid="luna-message">
        {note ? <span className="italic text-violet">{note} </span> : null}
        {body}
      </p>
      {patternLine ? (
        <p className="mt-3 text-sm leading-relaxed text-ink" data-testid="luna-pattern">
          {patternLine}
        </p>
      ) : null}
      {insight.optionalSuggestion ? (
        <p className="mt-3 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink">
          <span className="font-medium text-moon">{t('luna.try')} </span>
          {insight.optionalSuggestion}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        aria-expanded={technical}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span aria-hidden="true">{technical ? '▾' : '▸'}</span> {t('luna.technical')}
      </Button>
      {technical ? (
        <Suspense fallback={<Spinner label={t('luna.technical.loading')} />}>
          <LunaTechnical id={panelId} insight={insight} />
        </Suspense>
      ) : null}
      <footer className="mt-4 flex items-center justify-between gap-2 border-t border-line pt-3 text-xs text-muted">
        <span>#{insight.tag}</span>
        <time dateTime={at.toISOString()} className="tabular-nums">
          {clock(at.toISOString())}
        </time>
      </footer>
    </Card>
  )
}
