// The emotional check-in on the compass (web/src/features/checkin/checkin-card.tsx,
// docs/rules/emotional-check-in.md): the once-a-day rule as the server states it, the helpline's
// note for the slider's crisis words while the slider is there and after the check-in (not for every
// low feeling), and what a check-in sends and keeps.
import { codonIndexFromValue, descriptorAt, emotionalBaseline } from '@domain/emotion.ts'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/shell/toaster.tsx'
import { CheckInCard } from '@/features/checkin/checkin-card.tsx'
import { todayLocal } from '@/lib/local-time.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { type Call, fakeNetwork, json, renderAt, store } from './render.tsx'

const ARCHETYPE_DATA = {
  archetypeId: 6,
  archetypeName: 'The Patient Root',
  archetypeScalar: 81.2,
  birthScalar: 81.47,
  birthDate: '1990-06-15',
  combinedBaseline: 81.389,
  emotionalBaseline: null,
  lastEmotionalUpdate: null,
  currentBaseline: 81.389,
  modifiers: { entropyMod: 1, curvatureMod: 1 },
  userName: 'Maya',
}

function openCard() {
  store({ luna_archetype_data: ARCHETYPE_DATA })
  return renderAt(
    '/compass',
    '/compass',
    <QueryProvider>
      <CheckInCard moment={null} onAdjusted={() => {}} />
      <Toaster />
    </QueryProvider>,
  )
}

const open = (status: object) => ({
  hasLoggedToday: false,
  canCheckIn: true,
  nextCheckInAt: null,
  lastEmotionalState: null,
  ...status,
})

/** The server's answer to a check-in, as the Worker computes it. */
function saved(call: Call) {
  const body = call.body as { emotionalValue: number; codonIndex: number; descriptor: string }
  const newBaseline = emotionalBaseline(81.389, body.emotionalValue)
  const state = {
    value: body.emotionalValue,
    codonIndex: body.codonIndex,
    descriptor: body.descriptor,
    baseline: 81.389,
    newBaseline,
    localDate: todayLocal(),
    createdAt: new Date().toISOString(),
  }
  return json({ success: true, newBaseline, emotionalState: { ...state, tier: 'Challenge/Crisis' } }, 201)
}

describe('the check-in', () => {
  it('keeps the baseline as it is when the day’s check-in is already made, and says the next opens at midnight', async () => {
    const network = fakeNetwork({
      'GET /api/emotional-state/me': () =>
        json(open({ canCheckIn: false, nextCheckInAt: new Date(Date.now() + 9 * 3_600_000).toISOString() })),
    })
    vi.stubGlobal('fetch', network.fetch)
    openCard()
    const cooldown = await screen.findByTestId('checkin-cooldown')
    expect(cooldown.textContent).toContain("Today's check-in is already made")
    expect(cooldown.textContent).toContain('The next check-in opens at midnight.')
    expect(screen.queryByRole('slider')).toBeNull()
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('shows the helpline’s note for the slider’s crisis words, and not for a hard but ordinary feeling', async () => {
    vi.stubGlobal('fetch', fakeNetwork({ 'GET /api/emotional-state/me': () => json(open({})) }).fetch)
    openCard()
    const slider = await screen.findByRole('slider', { name: 'How are you feeling right now?' })
    expect(screen.queryByTestId('checkin-support')).toBeNull()
    fireEvent.change(slider, { target: { value: '5' } })
    expect(screen.getByTestId('checkin-descriptor').textContent).toContain(
      descriptorAt(codonIndexFromValue(5)),
    )
    expect(screen.getByTestId('checkin-support').textContent).toContain('not medical or mental-health care')
    // "Exhausted" is the lowest tier but not a crisis: a tired person is not sent to a helpline.
    fireEvent.change(slider, { target: { value: '10' } })
    expect(screen.getByTestId('checkin-descriptor').textContent).toContain('Exhausted')
    expect(screen.queryByTestId('checkin-support')).toBeNull()
    fireEvent.change(slider, { target: { value: '30' } })
    expect(screen.queryByTestId('checkin-support')).toBeNull()
  })

  it('sends the value with its codon, descriptor and local time, keeps the day’s baseline, and names midnight', async () => {
    const network = fakeNetwork({
      'GET /api/emotional-state/me': () => json(open({})),
      'POST /api/emotional-state': saved,
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openCard()
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '4' } })
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    const summary = await screen.findByTestId('checkin-summary')
    const post = network.calls.find((c) => c.method === 'POST')
    expect(post?.body).toMatchObject({
      emotionalValue: 4,
      codonIndex: codonIndexFromValue(4),
      descriptor: descriptorAt(codonIndexFromValue(4)),
      localDate: todayLocal(),
    })
    expect((post?.body as { localTime?: string } | undefined)?.localTime).toMatch(/^\d\d:\d\d$/)
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
    expect(summary.textContent).toContain(descriptorAt(codonIndexFromValue(4)))
    // The crisis word's note stays with the answer, once.
    expect(within(summary).getAllByTestId('checkin-support')).toHaveLength(1)
    const kept = JSON.parse(localStorage.getItem('luna_archetype_data') ?? '{}') as {
      emotionalBaseline: number
      emotionalValue: number
      lastEmotionalUpdate: string
    }
    expect(kept.emotionalBaseline).toBe(emotionalBaseline(81.389, 4))
    expect(kept.emotionalValue).toBe(4)
    expect(summary.textContent).toContain('The next check-in opens at midnight.')
  })

  it('says why a check-in was refused, in the server’s words', async () => {
    const network = fakeNetwork({
      'GET /api/emotional-state/me': () => json(open({})),
      'POST /api/emotional-state': () => json({ error: 'You have already checked in today.' }, 409),
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openCard()
    await screen.findByRole('slider')
    await user.click(screen.getByRole('button', { name: 'Save check-in' }))
    const alert = await screen.findByText('You have already checked in today.')
    expect(alert.closest('[role="alert"], [role="status"]')?.textContent).toContain('Error')
    expect(JSON.parse(localStorage.getItem('luna_archetype_data') ?? '{}').emotionalBaseline).toBeNull()
  })
})
