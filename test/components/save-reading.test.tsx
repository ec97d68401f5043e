// Saving a compass reading (web/src/features/compass/save-reading-card.tsx and its queue): the card
// shows the save at once, rolls back to the form as typed with the reason when the server refuses,
// and keeps a save the network drops, sending it once, with the same Idempotency-Key, when the
// network is back.
import { baselineSourcesOf, compassAnswer } from '@domain/compass-answer.ts'
import { modelSchumann } from '@domain/schumann.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/shell/toaster.tsx'
import { SaveReadingCard } from '@/features/compass/save-reading-card.tsx'
import { QueryProvider } from '@/lib/query.tsx'
import { type Call, fakeNetwork, json, renderAt } from './render.tsx'

const reading = compassAnswer({
  sources: baselineSourcesOf({ archetype: 6, scalar_ξ: 81.47 }),
  checkIn: { baseline: null, value: null },
  localDate: '2026-11-27',
  localTime: '09:30',
  schumann: modelSchumann(new Date(2026, 10, 27, 9, 30)),
  history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
  seed: 'luna_1764230400000_abcdefghijklmnopqrstuvwxyz',
})

function openCard() {
  return renderAt(
    '/compass',
    '/compass',
    <QueryProvider>
      <SaveReadingCard reading={reading} luna={null} />
      <Toaster />
    </QueryProvider>,
  )
}

const stored = (call: Call) => json({ success: true, reading: { id: 'r1', ...(call.body as object) } }, 201)

async function fillAndSave(user: ReturnType<typeof userEvent.setup>, tags: string, notes: string) {
  await user.click(screen.getByRole('button', { name: 'Save reading…' }))
  await user.type(screen.getByLabelText('Tags'), tags)
  await user.type(screen.getByLabelText('Notes'), notes)
  await user.click(screen.getByRole('button', { name: 'Save reading' }))
}

describe('saving a reading', () => {
  it('shows the reading as saved at once, before the server answers', async () => {
    let answer: (r: Response) => void = () => {}
    const network = fakeNetwork({
      'POST /api/save-reading': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openCard()
    await fillAndSave(user, ' clarity , ', 'A bright morning ')
    // No answer yet: the card has collapsed, with what was saved.
    expect(screen.getByText(/Saved\. Find it under/)).toBeTruthy()
    expect(screen.getByTestId('saved-reading-summary').textContent).toBe('Tags: clarity · “A bright morning”')
    expect(screen.queryByLabelText('Tags')).toBeNull()
    expect(network.calls[0]?.body).toMatchObject({
      readingType: 'compass',
      userTags: 'clarity',
      userNotes: 'A bright morning',
      readingData: { scalarSnapshot: reading.scalarAlignment.currentAlignment },
    })
    await act(async () => answer(stored(network.calls[0] as Call)))
    expect(await screen.findByText('Your compass reading is in your history.')).toBeTruthy()
    expect(screen.getByTestId('saved-reading-summary').textContent).toBe('Tags: clarity · “A bright morning”')
    // Opened again, the form is empty.
    await user.click(screen.getByRole('button', { name: 'Save reading…' }))
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('')
  })

  it('rolls back to the form as typed, with the reason, when the server refuses', async () => {
    const network = fakeNetwork({
      'POST /api/save-reading': () =>
        json({ error: 'You have 500 saved readings, the most one browser keeps. Delete some first.' }, 409),
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openCard()
    await fillAndSave(user, 'intense', 'Kept as typed')
    const alert = await within(screen.getByTestId('save-reading-card')).findByRole('alert')
    expect(alert.textContent).toContain(
      'Failed to save reading: 409. You have 500 saved readings, the most one browser keeps. Delete some first.',
    )
    expect((screen.getByLabelText('Tags') as HTMLInputElement).value).toBe('intense')
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Kept as typed')
    expect(screen.queryByText(/Saved\. Find it under/)).toBeNull()
    expect(localStorage.getItem('luna_outbox')).toBeNull()
  })

  it('keeps a save the network drops, offers no second one, and sends it once when the network is back', async () => {
    let online = false
    const network = fakeNetwork({
      'POST /api/save-reading': (call) => {
        if (!online) throw new TypeError('Failed to fetch')
        return stored(call)
      },
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openCard()
    await fillAndSave(user, 'offline', 'Saved on a train')
    await screen.findByText("You're offline — your reading will be saved when you're back online")
    expect(screen.getByTestId('saved-reading-summary').textContent).toBe('Tags: offline · “Saved on a train”')
    // Kept in the outbox (web/src/lib/outbox.ts) with its key.
    const outbox = JSON.parse(localStorage.getItem('luna_outbox') ?? '[]') as { kind: string; key: string }[]
    const kept = outbox.find((e) => e.kind === 'save-reading')
    expect(outbox).toHaveLength(1)
    expect(kept?.key).toMatch(/^[0-9a-f-]{36}$/)
    // While it waits, the card offers no second save.
    const waiting = screen.getByRole('button', { name: 'Waiting for connection…' })
    expect(waiting.getAttribute('aria-disabled')).toBe('true')
    await user.click(waiting)
    expect(screen.queryByLabelText('Tags')).toBeNull()

    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(
      await screen.findByText('The reading you kept on this device is in your history now.'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save reading…' })).toBeTruthy())
    const posts = network.calls.filter((c) => c.method === 'POST')
    expect(new Set(posts.map((c) => c.headers.get('idempotency-key')))).toEqual(new Set([kept?.key]))
    expect(posts.at(-1)?.body).toMatchObject({ userTags: 'offline', userNotes: 'Saved on a train' })
    expect(localStorage.getItem('luna_outbox')).toBeNull()
    expect(screen.queryByText(/You're offline/)).toBeNull()
  })
})
