// Luna's memory panel: up to 3 insights drawn from past interactions, by confidence
// (docs/rules/memory-panel.md).
import { MEMORY_TEXTS } from './content/memory-texts.ts'
import type { MemoryTexts } from './content/types.ts'
import { round3 } from './numbers.ts'
import { spanWords, TIDE_SPAN_MS } from './trajectory.ts'
import { type ClarityType, INTENTS, type Intent, PAGE_KEYS, type PageKey } from './vocabulary.ts'

export interface LunaPatterns {
  frequentIntents: readonly { intent: string; count: number }[]
  pagePreferences: readonly { page: string; visits: number }[]
  totalInteractions: number
  currentStreak: number
  daysSinceFirst: number
}

export interface TrendSummary {
  trend: number
  totalReadings: number
  /** Minutes from the first to the last reading analysed (spanWords of domain/trajectory.ts). */
  spanMinutes?: number
  /** The journey's pattern: no trend is named while it is 'insufficient-data' (docs/rules/trajectory.md). */
  pattern?: string
}

export type MemoryInsightKind = 'intent' | 'page' | 'consistency' | 'trend' | 'growth'

export interface MemoryInsight {
  kind: MemoryInsightKind
  text: string
  confidence: number
}

export const MAX_MEMORY_INSIGHTS = 3

/**
 * The insights' words in a language: its texts (domain/content/<locale>/memory-texts.ts) and how it
 * says a span of minutes (English's spanWords; another language's from the app's catalogue).
 */
export interface MemoryWords {
  texts: MemoryTexts
  span: (spanMinutes: number) => string
}

export const MEMORY_IN_ENGLISH: MemoryWords = { texts: MEMORY_TEXTS, span: spanWords }

/**
 * The intent a clarity choice serves (docs/rules/memory-panel.md): a clearer mind, a healed heart,
 * a body that grows stronger, a spirit in harmony. The only way an intent is counted, in Luna's
 * memory and in the collective's top intents.
 */
export const CLARITY_INTENTS: Readonly<Record<ClarityType, Intent>> = {
  mental: 'clarity',
  emotional: 'healing',
  physical: 'growth',
  spiritual: 'harmony',
}

/** The intent of a clarity choice's response (its clarity type), or null when it names none. */
export function intentOfClarityChoice(response: unknown): Intent | null {
  return typeof response === 'string' && response in CLARITY_INTENTS
    ? CLARITY_INTENTS[response as ClarityType]
    : null
}

const fill = (text: string, n: number) => text.replaceAll('{n}', String(n))

function top<T>(items: readonly T[], score: (t: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, t) => (best === undefined || score(t) > score(best) ? t : best),
    undefined,
  )
}

/**
 * The insights:
 * - frequent intent: top intent counted at least 3 times, confidence min(0.9, count / 10);
 * - page preference: top page (of compass, resonance, profile, calculator) with at least 5 visits, 0.7;
 * - consistency: at least 10 interactions, 0.8; streak above 3 'remarkable', above 1 'developing',
 *   else 'beginning';
 * - scalar trend: trend above 0.05 ascending, below −0.05 descending, else stable, confidence
 *   min(0.9, totalReadings / 20);
 * - growth: at least 20 interactions, 0.9.
 * Sorted by confidence (highest first, stable for ties), at most 3.
 */
export function computeMemoryInsights(
  patterns: LunaPatterns | null,
  trend: TrendSummary | null,
  words: MemoryWords = MEMORY_IN_ENGLISH,
): MemoryInsight[] {
  const texts = words.texts
  const out: MemoryInsight[] = []
  if (patterns) {
    const intent = top(patterns.frequentIntents, (i) => i.count)
    if (intent && intent.count >= 3) {
      const key: Intent | 'generic' = (INTENTS as readonly string[]).includes(intent.intent)
        ? (intent.intent as Intent)
        : 'generic'
      out.push({
        kind: 'intent',
        text: fill(texts.intent[key], intent.count),
        confidence: Math.min(0.9, intent.count / 10),
      })
    }
    const pages = patterns.pagePreferences.filter((p) => (PAGE_KEYS as readonly string[]).includes(p.page))
    const page = top(pages, (p) => p.visits)
    if (page && page.visits >= 5) {
      out.push({
        kind: 'page',
        text: fill(texts.page[page.page as PageKey], page.visits),
        confidence: 0.7,
      })
    }
    if (patterns.totalInteractions >= 10) {
      const level =
        patterns.currentStreak > 3 ? 'remarkable' : patterns.currentStreak > 1 ? 'developing' : 'beginning'
      // "Just beginning" would contradict the growth insight's "a real practice" (20 or more).
      if (level !== 'beginning' || patterns.totalInteractions < 20)
        out.push({ kind: 'consistency', text: texts.consistency[level], confidence: 0.8 })
    }
    if (patterns.totalInteractions >= 20) {
      out.push({
        kind: 'growth',
        text: fill(texts.growth, patterns.totalInteractions),
        confidence: 0.9,
      })
    }
  }
  if (trend && trend.totalReadings > 0 && trend.pattern !== 'insufficient-data') {
    const direction = trend.trend > 0.05 ? 'ascending' : trend.trend < -0.05 ? 'descending' : 'stable'
    // The words say over what span the readings lie; under a day they speak of readings, not days.
    const span = trend.spanMinutes ?? 0
    const text =
      span >= TIDE_SPAN_MS / 60_000
        ? texts.trend[direction].replace(/\.$/, ` (${words.span(span)}).`)
        : texts.trendWithinDay[direction].replaceAll('{span}', words.span(span))
    out.push({
      kind: 'trend',
      text,
      confidence: round3(Math.min(0.9, trend.totalReadings / 20)),
    })
  }
  return out
    .map((insight, order) => ({ insight, order }))
    .sort((a, b) => b.insight.confidence - a.insight.confidence || a.order - b.order)
    .slice(0, MAX_MEMORY_INSIGHTS)
    .map(({ insight }) => insight)
}
