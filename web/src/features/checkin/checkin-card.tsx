// The emotional check-in on the compass (docs/rules/emotional-check-in.md): a prompt until the visitor has
// logged for the day or skipped it; after a check-in, the day's emotional baseline with its
// 'expires in Xh Ym' countdown, and the day's entries in order. One check-in a local day; mood notes
// at any time. The helpline shows once, when what was said today points to a crisis. The prompt
// closes even when saving fails.

import { tierIndexOf, valuePointsToCrisis } from '@domain/emotion.ts'
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { tierLabel, useTierText } from '@/components/ui/tier-text.ts'
import type { CheckInMoment } from '@/features/checkin/api/check-in.ts'
import { CheckInSentence } from '@/features/checkin/check-in-sentence.tsx'
import { CheckInForm } from '@/features/checkin/checkin-form.tsx'
import { useCheckInText, useFeelingWord } from '@/features/checkin/checkin-text.ts'
import { ExpiryCountdown } from '@/features/checkin/expiry-countdown.tsx'
import { SupportNote } from '@/features/checkin/support-note.tsx'
import { TodaysFeelings } from '@/features/checkin/todays-feelings.tsx'
import { useCheckInCard } from '@/features/checkin/use-check-in-card.ts'
import { fixed } from '@/lib/format.ts'
import { markReminderOffer, reminderOfferDue } from '@/lib/reminder-offer.ts'
import { richText } from '@/lib/rich-text.tsx'

// Loaded only when the suggestion shows (after the second day's check-in).
const ReminderCard = lazy(() => import('@/components/reminders/reminder-card.tsx'))

/** The reminder, suggested once: after the check-in of the visitor's second day (docs/decisions/020). */
function ReminderOffer({ today }: { today: string }) {
  const [due] = useState(() => reminderOfferDue(today))
  useEffect(() => {
    if (due) markReminderOffer(today)
  }, [due, today])
  if (!due) return null
  return (
    <Suspense fallback={null}>
      <div className="mt-4">
        <ReminderCard variant="suggestion" />
      </div>
    </Suspense>
  )
}

export function CheckInCard({
  moment,
  onAdjusted,
  onCheckedIn = onAdjusted,
}: {
  moment: CheckInMoment | null
  /** The day's baseline changed (the check-in's expiry at midnight). */
  onAdjusted: () => void
  /** A check-in was saved (defaults to onAdjusted). */
  onCheckedIn?: () => void
}) {
  const t = useCheckInText()
  const feelingWord = useFeelingWord()
  const tiers = useTierText()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // The prompt's buttons go away after Save or Skip: keep the keyboard in the card.
  const keepFocus = () => requestAnimationFrame(() => heading.current?.focus())
  const card = useCheckInCard(moment, onCheckedIn, keepFocus)
  const { today, status, local, last, logged, canCheckIn, skipped, closed, busy, pending } = card
  const { skip, reopen, send } = card
  // The home screen's "Check-in" shortcut opens /compass#checkin: bring the card into view.
  useEffect(() => {
    if (window.location.hash !== '#checkin') return
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const data = status.data

  // Until the server's status arrives, the card shows what this browser knows (logged today,
  // skipped, or the prompt) rather than a spinner: the page keeps its layout from the first paint,
  // and the status only changes the card in the rare case another browser checked in.
  let body: ReactNode
  const notes = data?.moodNotes ?? []
  const today_ = last?.localDate === today ? last : null
  // The helpline shows once on the card: when today's check-in or a note points to a crisis.
  const crisis = (today_ !== null && valuePointsToCrisis(today_.value)) || notes.some((n) => n.crisis)
  // What was said today, in order, with the way to say more: in every state of the card.
  const said = (intro: string) => (
    <>
      {crisis ? <SupportNote /> : null}
      <TodaysFeelings notes={notes} checkIn={today_} helplineShown={crisis} intro={intro} />
    </>
  )
  if (logged) {
    const baseline = today_ ? today_.newBaseline : local?.emotionalBaseline
    body = (
      <div data-testid="checkin-summary">
        {today_ ? (
          <>
            <p className="text-ink">
              {richText(
                t('checkin.done.feeling', {
                  descriptor: feelingWord(today_.descriptor, true),
                  tier: tierLabel(tiers, tierIndexOf(today_.codonIndex)),
                  value: today_.value,
                }),
                {
                  word: (w) => <span className="font-semibold text-moon">{w}</span>,
                  detail: (w) => <span className="text-muted tabular-nums">{w}</span>,
                },
              )}
            </p>
            <CheckInSentence
              descriptor={today_.descriptor}
              baseline={today_.baseline}
              newBaseline={today_.newBaseline}
            />
          </>
        ) : (
          <p className="text-ink">{t('checkin.done')}</p>
        )}
        {typeof baseline === 'number' ? (
          <p className="mt-2 text-sm text-muted">
            {richText(t('checkin.baseline', { baseline: fixed(baseline) }), {
              figure: (w) => (
                <span className="whitespace-nowrap font-semibold tabular-nums text-moon">ξ&nbsp;{w}</span>
              ),
            })}{' '}
            <ExpiryCountdown onExpired={onAdjusted} />
          </p>
        ) : null}
        {pending ? (
          <p className="mt-2 text-sm text-ink" data-testid="checkin-pending">
            {t('checkin.pending')}
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('checkin.next')}</p>
        )}
        {said(t('checkin.done.say'))}
        <ReminderOffer today={today} />
      </div>
    )
  } else if (!canCheckIn) {
    // The server holds a check-in for this day already (made on another device, or on a later
    // local day before the clock moved back).
    body = (
      <div data-testid="checkin-cooldown">
        <p className="text-ink">{t('checkin.cooldown')}</p>
        {said(t('checkin.cooldown.say'))}
      </div>
    )
  } else if (skipped || closed) {
    body = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{skipped ? t('checkin.skipped') : t('checkin.closed')}</p>
          <Button variant="secondary" size="sm" className="min-h-10" onClick={reopen}>
            {t('checkin.reopen')}
          </Button>
        </div>
        {said(t('checkin.closed.say'))}
      </>
    )
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-muted">{t('checkin.prompt')}</p>
        <CheckInForm busy={busy} onSubmit={(v) => void send(v)} onSkip={skip} helplineShown={crisis} />
        {said(t('checkin.prompt.say'))}
      </>
    )
  }

  return (
    <Card aria-labelledby={titleId} data-testid="checkin-card" id="checkin" className="scroll-mt-20">
      <h2 ref={heading} id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {t('checkin.title')}
      </h2>
      <div className="mt-3">{body}</div>
    </Card>
  )
}
