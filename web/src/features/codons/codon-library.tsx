// The codon library (docs/rules/codons.md 'Codon library'): search, the element filter, the count line, the
// 64 codon cards with a 3-second tone each (one at a time), and 'No codons found'.

import { ELEMENT_FILTERS, type ElementFilter, filterCodons } from '@domain/codon-filter.ts'
import { CODON_PLAY_SECONDS } from '@domain/vocabulary.ts'
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { SoundSwitch } from '@/components/audio/sound-switch.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { CodonCard } from '@/features/codons/codon-card.tsx'
import { useCodonsText } from '@/features/codons/codons-text.ts'
import { RecentCodons } from '@/features/codons/recent-codons.tsx'
import { playTone, reportAudioError, stopTone } from '@/lib/audio.ts'
import { formatHz } from '@/lib/format.ts'
import { type ApiCodon, recordCodonPlay, useCodons } from '@/lib/queries/codons.ts'
import { FetchError } from '@/lib/queries/journey.ts'
import { useSayTag } from '@/lib/tag-words.ts'
import { announceTone, onOtherTone } from '@/lib/tone-bus.ts'

const TONE_OWNER = 'codon-library'

/** One codon plays at a time: starting another stops the first (lib/audio fades it out). */
function useCodonPlayer() {
  const t = useCodonsText()
  const [playing, setPlaying] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const timer = useRef<number | undefined>(undefined)
  const current = useRef<string | null>(null)

  const finish = useCallback((codon: string | null) => {
    if (codon !== null && current.current !== codon) return
    window.clearTimeout(timer.current)
    current.current = null
    setPlaying(null)
  }, [])

  const play = useCallback(
    async (codon: ApiCodon) => {
      window.clearTimeout(timer.current)
      current.current = codon.codon
      setPlaying(codon.codon)
      try {
        await playTone(codon.frequency, CODON_PLAY_SECONDS, 'library')
      } catch (err) {
        finish(codon.codon)
        reportAudioError(err, codon.frequency)
        return
      }
      if (current.current !== codon.codon) return
      announceTone(TONE_OWNER)
      setAnnouncement(
        t('codons.announce', {
          codon: codon.codon,
          frequency: formatHz(codon.frequency),
          seconds: CODON_PLAY_SECONDS,
        }),
      )
      timer.current = window.setTimeout(() => finish(codon.codon), CODON_PLAY_SECONDS * 1000)
      recordCodonPlay(codon.codon)
    },
    [finish, t],
  )

  // Another part of the page (the tuner) started a tone: this one has been faded out.
  useEffect(() => onOtherTone(TONE_OWNER, () => finish(null)), [finish])
  // Leaving the library (another tab) stops its tone.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current)
      if (current.current !== null) stopTone()
    },
    [],
  )
  return { playing, play, announcement }
}

export function CodonLibrary() {
  const t = useCodonsText()
  const codons = useCodons()
  const titleId = useId()
  const searchId = useId()
  const hintId = useId()
  const [query, setQuery] = useState('')
  const [element, setElement] = useState<ElementFilter>('All')
  const deferredQuery = useDeferredValue(query)
  const { playing, play, announcement } = useCodonPlayer()
  const onPlay = useCallback((c: ApiCodon) => void play(c), [play])
  const all = codons.data
  const sayTag = useSayTag()
  // A search finds a tag by the word the screen shows for it, as well as by English's.
  const shown = useMemo(
    () => (all ? filterCodons(all, deferredQuery, element, sayTag) : []),
    [all, deferredQuery, element, sayTag],
  )

  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardTitle id={titleId}>{t('codons.title')}</CardTitle>
      <CardDescription>{t('codons.description')}</CardDescription>

      <div className="mt-4 grid grid-cols-1 gap-3">
        <div>
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            {t('codons.search.label')}
          </label>
          <p id={hintId} className="sr-only">
            {t('codons.search.hint')}
          </p>
          <input
            id={searchId}
            aria-describedby={hintId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('codons.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            className="w-full min-h-11 rounded-xl border border-line bg-night/60 px-3 text-base text-ink placeholder:text-muted/80 focus:border-moon"
          />
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('codons.element')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {ELEMENT_FILTERS.map((e) => (
              <button
                key={e}
                type="button"
                aria-pressed={element === e}
                onClick={() => setElement(e)}
                className={`min-h-10 min-w-14 rounded-xl border px-3 text-sm font-medium ${element === e ? 'border-moon bg-moon text-moon-ink' : 'border-line bg-surface-2 text-ink hover:border-moon'}`}
              >
                {t(`codons.element.${e}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <SoundSwitch />
      </div>
      <RecentCodons
        onFind={(codon) => {
          setQuery(codon)
          setElement('All')
        }}
      />

      {codons.isPending ? (
        <div className="flex h-64 items-center justify-center">
          <Spinner label={t('codons.loading')} />
        </div>
      ) : codons.data === undefined ? (
        <div className="mt-4">
          <LoadError
            title={t('codons.error.title')}
            onRetry={() => void codons.refetch()}
            retrying={codons.isFetching}
          >
            {codons.error instanceof FetchError && codons.error.detail
              ? codons.error.detail
              : t('codons.error.body')}
          </LoadError>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="mt-4 text-sm tabular-nums text-muted" data-testid="codon-count">
            {t('codons.count', { shown: shown.length, total: codons.data.length })}
          </p>
          {shown.length === 0 ? (
            <div className="mt-3">
              <EmptyState
                title={t('codons.empty.title')}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setQuery('')
                      setElement('All')
                    }}
                  >
                    {t('codons.empty.clear')}
                  </Button>
                }
              >
                <p>{t('codons.empty.body')}</p>
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((c) => (
                <CodonCard key={c.codon} codon={c} playing={playing === c.codon} onPlay={onPlay} />
              ))}
            </ul>
          )}
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </Card>
  )
}
