// "Daily reminder" (docs/decisions/020): on the profile, where it can always be set, changed or
// stopped; and once on the compass as a gentle suggestion after the second day's check-in. On an
// iPhone or iPad in a browser tab it explains that reminders need Luna on the home screen.
import { DEFAULT_REMINDER_TIME } from '@domain/reminders.ts'
import { useId, useState } from 'react'
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
import { toast } from '@/lib/toast.ts'

function problemText(err: unknown): string {
  if (err instanceof ReminderProblem) return err.message
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage
  return 'The reminder could not be saved. Check your connection and try again.'
}

function Explanation({ support }: { support: ReturnType<typeof reminderSupport> }) {
  if (support === 'ios-install')
    return (
      <p className="mt-2 text-sm text-ink" data-testid="reminder-ios-hint">
        On iPhone and iPad, reminders need Luna on your home screen: tap{' '}
        <span className="font-semibold">Share</span>, then{' '}
        <span className="font-semibold">Add to Home Screen</span>, and open Luna from there to set one.
      </p>
    )
  if (support === 'denied')
    return (
      <p className="mt-2 text-sm text-ink" data-testid="reminder-denied">
        Notifications are blocked for Luna in this browser. Allow them in the site settings to get a reminder.
      </p>
    )
  return (
    <p className="mt-2 text-sm text-muted" data-testid="reminder-unsupported">
      This browser cannot show reminders. Installing Luna, or another browser, may.
    </p>
  )
}

export function ReminderCard({ variant = 'profile' }: { variant?: 'profile' | 'suggestion' }) {
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
        title: current ? 'Reminder changed' : 'Reminder set',
        description: `Luna will remind you each day at ${formatTimeOfDay(time)}, unless you have already opened your compass.`,
        variant: 'success',
      })
    } catch (err) {
      // Said where the visitor is looking, and kept there, as well as in a toast.
      setProblem(problemText(err))
      toast({ title: 'No reminder yet', description: problemText(err), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  const stop = async () => {
    setBusy('stop')
    try {
      await stopReminder()
      cache(null)
      toast({ title: 'Reminders stopped', description: 'Luna will not send you reminders any more.' })
    } catch (err) {
      toast({ title: 'Still on', description: problemText(err), variant: 'destructive' })
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
        {suggestion ? 'Would a gentle nudge help?' : 'Daily reminder'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {suggestion
          ? 'Two days in a row: that is how a ritual starts. Luna can remind you once a day, at a time you choose.'
          : 'One gentle reminder a day from Luna, at a time you choose. None on days you have already opened your compass.'}
      </p>
      {support !== 'ready' ? (
        <>
          <Explanation support={support} />
          {suggestion ? (
            <div className="mt-3">
              <Button variant="ghost" onClick={notNow}>
                Not now
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          {current ? (
            <p className="mt-2 text-ink" data-testid="reminder-status" aria-live="polite">
              Reminding you daily at{' '}
              <span className="font-semibold text-moon">{formatTimeOfDay(current.time)}</span>{' '}
              <span className="text-muted">({current.timeZone.replace(/_/g, ' ')})</span>.
            </p>
          ) : null}
          {problem ? (
            <p
              className="mt-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink"
              role="alert"
              data-testid="reminder-problem"
            >
              No reminder yet: {problem}
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
              <Label htmlFor={timeId}>Remind me at</Label>
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
              {busy === 'set' ? 'Saving…' : current ? 'Change time' : 'Remind me daily'}
            </Button>
            {current ? (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void stop()}>
                {busy === 'stop' ? 'Stopping…' : 'Stop reminders'}
              </Button>
            ) : null}
            {suggestion ? (
              <Button variant="ghost" onClick={notNow}>
                Not now
              </Button>
            ) : null}
          </form>
          <Hint id={hintId}>
            On this device’s clock ({localTimeZone().replace(/_/g, ' ')}). The browser asks once whether Luna
            may notify you.
          </Hint>
        </>
      )}
    </Card>
  )
}

export default ReminderCard
