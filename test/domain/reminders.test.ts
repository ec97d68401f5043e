// When a daily reminder is due on the visitor's own clock, across time zones and daylight saving,
// and what it says (docs/decisions/020).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import {
  instantOf,
  isKnownPushService,
  isStillTimely,
  isValidTimeZone,
  nextReminderAt,
  notificationPath,
  REMINDER_FALLBACK_PATH,
  reminderMessage,
  streakDayToday,
  wallClock,
} from '../../domain/reminders.ts'

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns', // −3:30 / −2:30
  'Asia/Kolkata', // +5:30
  'Asia/Kathmandu', // +5:45
  'Australia/Lord_Howe', // a half-hour daylight-saving shift
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // −11
  'Pacific/Chatham', // +12:45 / +13:45
  'Australia/Sydney', // southern summer time
] as const

const HOUR = 3_600_000
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const instant = fc.integer({
  min: Date.parse('2020-01-01T00:00:00Z'),
  max: Date.parse('2035-12-31T00:00:00Z'),
})

describe('nextReminderAt', () => {
  it('is the next time the visitor’s clock shows the chosen time, within a day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), time, instant, (zone, t, after) => {
        const next = nextReminderAt(t, zone, after)
        expect(next).toBeGreaterThan(after)
        // A day and the longest daylight-saving shift at most.
        expect(next - after).toBeLessThanOrEqual(25 * HOUR)
        const shown = wallClock(next, zone).time
        // Where the clock skips the time (spring forward), no minute before it that day shows it.
        if (shown !== t)
          for (let at = next - 2 * HOUR; at < next; at += 60_000) expect(wallClock(at, zone).time).not.toBe(t)
        // Nothing earlier after `after` shows the time.
        for (let at = next - 60_000; at > after && at > next - 25 * HOUR; at -= 15 * 60_000)
          if (wallClock(at, zone).time === t) expect(at).toBeGreaterThan(next)
      }),
      { numRuns: 300 },
    )
  })

  it('comes once a day: the day after’s is 23, 24 or 25 hours later', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), time, instant, (zone, t, after) => {
        const first = nextReminderAt(t, zone, after)
        const second = nextReminderAt(t, zone, first)
        expect(wallClock(second, zone).date).toBe(addDays(wallClock(first, zone).date, 1))
        expect([23, 23.5, 24, 24.5, 25]).toContain((second - first) / HOUR)
      }),
      { numRuns: 300 },
    )
  })

  it.each([
    // Spring forward in New York (02:00 → 03:00): 02:30 does not exist and comes at 03:30 EDT.
    ['02:30', 'America/New_York', '2026-03-08T06:00:00Z', '2026-03-08T07:30:00.000Z'],
    // Fall back (02:00 → 01:00): 01:30 happens twice; the first one (EDT) counts.
    ['01:30', 'America/New_York', '2026-11-01T04:00:00Z', '2026-11-01T05:30:00.000Z'],
    // Berlin's summer time starts at 02:00 → 03:00 on 29 March 2026.
    ['02:15', 'Europe/Berlin', '2026-03-28T12:00:00Z', '2026-03-29T01:15:00.000Z'],
    // Kiritimati (+14) is already on the next day when UTC is not.
    ['08:00', 'Pacific/Kiritimati', '2026-11-24T17:00:00Z', '2026-11-24T18:00:00.000Z'],
    // Pago Pago (−11) is still on the previous day.
    ['08:00', 'Pacific/Pago_Pago', '2026-11-24T17:00:00Z', '2026-11-24T19:00:00.000Z'],
    // Kathmandu's quarter hour.
    ['07:00', 'Asia/Kathmandu', '2026-11-24T00:00:00Z', '2026-11-24T01:15:00.000Z'],
    // The time already passed today: tomorrow's.
    ['08:00', 'UTC', '2026-11-24T08:00:00Z', '2026-11-25T08:00:00.000Z'],
  ])('%s in %s after %s is %s', (t, zone, after, expected) => {
    expect(new Date(nextReminderAt(t, zone, Date.parse(after))).toISOString()).toBe(expected)
  })

  it('instantOf gives back the wall clock it was asked for, away from daylight-saving changes', () => {
    expect(new Date(instantOf('2026-07-01', '09:05', 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T07:05:00.000Z',
    )
    expect(wallClock(instantOf('2026-01-15', '23:59', 'Asia/Kolkata'), 'Asia/Kolkata')).toMatchObject({
      date: '2026-01-15',
      time: '23:59',
    })
  })
})

describe('the reminder’s words', () => {
  it('names the streak day that opening the compass today makes', () => {
    expect(streakDayToday(['2026-11-23', '2026-11-24'], '2026-11-25')).toBe(3)
    // Visited another page today already: today is the run's last day.
    expect(streakDayToday(['2026-11-24', '2026-11-25'], '2026-11-25')).toBe(2)
    // A gap: today starts again, so there is no streak to name.
    expect(streakDayToday(['2026-11-20', '2026-11-23'], '2026-11-25')).toBeNull()
    expect(streakDayToday([], '2026-11-25')).toBeNull()
    const message = reminderMessage({ streakDay: 12, today: '2026-11-25' })
    expect(message).toMatchObject({ title: 'Luna', url: '/compass', tag: 'luna-daily' })
    expect(message.body).toMatch(/^Day 12\b/)
    expect(reminderMessage({ streakDay: null, today: '2026-11-25' }).body).not.toMatch(/Day|\{n\}/)
  })

  it('varies its line from day to day, and keeps it within a day', () => {
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i))
    const lines = new Set(days.map((today) => reminderMessage({ streakDay: null, today }).body))
    expect(lines.size).toBeGreaterThan(1)
    expect(reminderMessage({ streakDay: 4, today: '2026-11-25' })).toEqual(
      reminderMessage({ streakDay: 4, today: '2026-11-25' }),
    )
  })

  it('is not sent more than two hours late', () => {
    expect(isStillTimely(0, 2 * HOUR)).toBe(true)
    expect(isStillTimely(0, 2 * HOUR + 1)).toBe(false)
  })
})

describe('what the API accepts', () => {
  it('knows IANA time zones and refuses made-up ones', () => {
    for (const zone of ZONES) expect(isValidTimeZone(zone)).toBe(true)
    for (const zone of ['', 'Mars/Olympus', 'Europe/Berlin; drop table', 'x'.repeat(65)])
      expect(isValidTimeZone(zone)).toBe(false)
  })

  it('sends only to the browsers’ push services, over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(true)
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://127.0.0.1/x',
      'not a url',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(false)
  })
})

describe('the notification link', () => {
  const origin = 'https://luna.example.com'
  it('opens only paths of this site', () => {
    expect(notificationPath('/compass?from=reminder', origin)).toBe('/compass?from=reminder')
    expect(notificationPath('/journey#today', origin)).toBe('/journey#today')
    for (const bad of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/%0a',
      ' /compass',
      '/com\tpass',
      42,
      null,
    ])
      expect(notificationPath(bad, origin), String(bad)).toBe(
        bad === '/%0a' ? '/%0a' : REMINDER_FALLBACK_PATH,
      )
  })
})
