// What a check-in did, in the language spoken (domain/content/feelings.ts, checkInSentence): English's
// sentence comes with the code; Spanish's and German's whole sentences are a chunk of their own
// (domain/content/<locale>/said-feeling.ts), loaded when a check-in made today is shown. Until they
// arrive only this line waits, in its own room; words that cannot be loaded leave English's.
import { EMOTIONAL_DESCRIPTORS } from '@domain/content/emotions.ts'
import { type CheckInWords, checkInSentence } from '@domain/content/feelings.ts'
import type { Locale } from '@domain/locale.ts'
import { Suspense } from 'react'
import { contentWords, type WordLoaders } from '@/lib/content-words.ts'

const LOADERS: WordLoaders<CheckInWords> = {
  es: () =>
    import('@domain/content/es/said-feeling.ts').then((m) => ({
      said: (descriptor: string) => m.SAID_FEELING_ES[EMOTIONAL_DESCRIPTORS.indexOf(descriptor)],
      moved: m.CHECK_IN_MOVED_ES,
    })),
  de: () =>
    import('@domain/content/de/said-feeling.ts').then((m) => ({
      said: (descriptor: string) => m.SAID_FEELING_DE[descriptor],
      moved: m.CHECK_IN_MOVED_DE,
    })),
}

const useCheckInWords = contentWords(LOADERS)

/**
 * The same sentence outside a render (the toast of a check-in just saved), in `locale`: English's
 * when that language's words cannot be loaded.
 */
export async function checkInSentenceIn(locale: Locale, props: Props): Promise<string> {
  const words = await LOADERS[locale]?.().catch(() => undefined)
  return checkInSentence(props.descriptor, props.baseline, props.newBaseline, words)
}

interface Props {
  descriptor: string
  baseline: number
  newBaseline: number
}

function Sentence({ descriptor, baseline, newBaseline }: Props) {
  return <>{checkInSentence(descriptor, baseline, newBaseline, useCheckInWords())}</>
}

export function CheckInSentence(props: Props) {
  return (
    <p className="mt-2 min-h-12 text-ink" data-testid="checkin-sentence">
      <Suspense fallback={null}>
        <Sentence {...props} />
      </Suspense>
    </p>
  )
}
