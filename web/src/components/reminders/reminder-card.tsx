// "Daily reminder" (docs/decisions/020): on the profile, where it can always be set, changed or
// stopped; and once on the compass as a gentle suggestion after the second day's check-in. On an
// iPhone or iPad in a browser tab it explains that reminders need Luna on the home screen.
import { DEFAULT_REMINDER_TIME } from '@domain/reminders.ts'
import { useId, useState } from 'react'
import { type ReminderText, useReminderText } from '@/components/reminders/reminder-text.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { ApiError } from '@/lib/api-errors.ts'
import { formatTimeOfDay } from '@/lib/format.ts'
import { markReminderOffer } from '@/lib/reminder-offer.ts'
import {
  localTimeZone,
  type Reminder,
  ReminderProblem,
  reminderSupport,
  setReminder,
  stopReminder,
  useReminder,
  useReminderCache,
} from '@/lib/reminders.ts'
import { richText } from '@/lib/rich-text.tsx'
import { toast } from '@/lib/toast.ts'

function problemText(err: unknown, t: ReminderText): string {
  if (err instanceof ReminderProblem) return err.message
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage
  return t('reminder.failed')
}

function Explanation({ support }: { support: ReturnType<typeof reminderSupport> }) {
  const t = useReminderText()
  if (support === 'ios-install')
    return (
      <p className="mt-2 text-sm text-ink" data-testid="reminder-ios-hint">
        {richText(t('reminder.ios'), { b: (words) => <span className="font-semibold">{words}</span> })}
      </p>
    )
  if (support === 'denied')
    return (
      <p className="mt-2 text-sm text-ink" data-testid="reminder-denied">
        {t('reminder.denied')}
      </p>
    )
  return (
    <p className="mt-2 text-sm text-muted" data-testid="reminder-unsupported">
      {t('reminder.unsupported')}
    </p>
  )
}

export function ReminderCard({ variant = 'profile' }: { variant?: 'profile' | 'suggestion' }) {
  const t = useReminderText()
  const titleId = useId()
  const timeId = useId()
  const hintId = useId()
  const support = reminderSupport()
  const query = useReminder()
  const cache = useReminderCache()
  const current: Reminder | undefined = query.data
  const [time, setTime] = useState<string>(current?.time ?? DEFAULT_REMINDER_TIME)
  const [busy, setBusy] = useState<'set' | 'stop' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [shown, setShown] = useState(true)
  const [seenTime, setSeenTime] = useState<string | null>(null)
  // The stored time fills the field once it arrives.
  if (current && current.time !== seenTime) {
    setSeenTime(current.time)
    setTime(current.time)
  }
  if (!shown) return null
  const suggestion = variant === 'suggestion'
  // The suggestion steps aside for a visitor who already has a reminder (set in another tab).
  if (suggestion && current) return null

  const save = async () => {
    setBusy('set')
    setProblem(null)
    try {
      const reminder = await setReminder(time)
      cache(reminder)
      if (suggestion) markReminderOffer('done')
      toast({
        title: current ? t('reminder.changed') : t('reminder.set'),
        description: t('reminder.set.body', { time: formatTimeOfDay(time) }),
        variant: 'success',
      })
    } catch (err) {
      // Said where the visitor is looking, and kept there, as well as in a toast.
      setProblem(problemText(err, t))
      toast({ title: t('reminder.none'), description: problemText(err, t), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  const stop = async () => {
    setBusy('stop')
    try {
      await stopReminder()
      cache(null)
      toast({ title: t('reminder.stopped'), description: t('reminder.stopped.body') })
    } catch (err) {
      toast({ title: t('reminder.stillOn'), description: problemText(err, t), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  const notNow = () => {
    markReminderOffer('done')
    setShown(false)
  }

  return (
    <Card aria-labelledby={titleId} data-testid={suggestion ? 'reminder-suggestion' : 'reminder-card'}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {suggestion ? t('reminder.suggest.title') : t('reminder.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {suggestion ? t('reminder.suggest.body') : t('reminder.body')}
      </p>
      {support !== 'ready' ? (
        <>
          <Explanation support={support} />
          {suggestion ? (
            <div className="mt-3">
              <Button variant="ghost" onClick={notNow}>
                {t('reminder.notNow')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          {current ? (
            <p className="mt-2 text-ink" data-testid="reminder-status" aria-live="polite">
              {richText(
                t('reminder.status', {
                  time: formatTimeOfDay(current.time),
                  zone: current.timeZone.replace(/_/g, ' '),
                }),
                {
                  time: (words) => <span className="font-semibold text-moon">{words}</span>,
                  zone: (words) => <span className="text-muted">{words}</span>,
                },
              )}
            </p>
          ) : null}
          {problem ? (
            <p
              className="mt-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink"
              role="alert"
              data-testid="reminder-problem"
            >
              {t('reminder.problem', { problem })}
            </p>
          ) : null}
          <form
            className="mt-3 flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault()
              void save()
            }}
          >
            <div className="w-40">
              <Label htmlFor={timeId}>{t('reminder.at')}</Label>
              <Input
                id={timeId}
                type="time"
                required
                value={time}
                aria-describedby={hintId}
                onChange={(e) => setTime(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy !== null || !time}>
              {busy === 'set' ? t('reminder.saving') : current ? t('reminder.change') : t('reminder.start')}
            </Button>
            {current ? (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void stop()}>
                {busy === 'stop' ? t('reminder.stopping') : t('reminder.stop')}
              </Button>
            ) : null}
            {suggestion ? (
              <Button variant="ghost" onClick={notNow}>
                {t('reminder.notNow')}
              </Button>
            ) : null}
          </form>
          <Hint id={hintId}>{t('reminder.hint', { zone: localTimeZone().replace(/_/g, ' ') })}</Hint>
        </>
      )}
    </Card>
  )
}

export default ReminderCard
