// Locking the tuner's frequency (web/src/features/resonance/tuner/, docs/rules/tuner.md): the
// dialog saves the frequency on screen with the note trimmed (null when empty), closes and clears
// the note; without the network the lock is kept on the device and sent once, with the same
// Idempotency-Key, when the network is back.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/shell/toaster.tsx'
import { FrequencyTuner } from '@/features/resonance/tuner/frequency-tuner.tsx'
import { todayLocal } from '@/lib/local-time.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { type Call, fakeNetwork, json, renderAt } from './render.tsx'

function openTuner() {
  return renderAt(
    '/resonance',
    '/resonance',
    <QueryProvider>
      <FrequencyTuner />
      <Toaster />
    </QueryProvider>,
  )
}

const locked = (call: Call) => {
  const body = call.body as { frequency: number; note: string | null }
  return json({ success: true, reading: { id: 'r1', resonantFrequency: body.frequency } }, 201)
}

describe('the tuner’s lock', () => {
  it('saves the frequency on screen with the note trimmed, then closes with the note cleared', async () => {
    const network = fakeNetwork({ 'POST /api/lock-frequency': locked })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openTuner()
    await user.click(screen.getByRole('button', { name: '+10 Hz' }))
    expect(screen.getByTestId('tuner-readout').textContent).toContain('138')
    await user.click(screen.getByRole('button', { name: 'Lock this frequency' }))
    expect(screen.getByRole('dialog', { name: 'Lock this frequency' })).toBeTruthy()
    await user.type(screen.getByLabelText('Note (optional)'), '  calm and clear  ')
    await user.click(screen.getByRole('button', { name: 'Lock 138 Hz' }))
    expect(await screen.findByText('138 Hz has been saved with your notes')).toBeTruthy()
    expect(network.calls).toHaveLength(1)
    expect(network.calls[0]?.body).toEqual({
      frequency: 138,
      note: 'calm and clear',
      localDate: todayLocal(),
    })
    expect(network.calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Lock this frequency' }))
    expect((screen.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('')
  })

  it('sends no note as null', async () => {
    const network = fakeNetwork({ 'POST /api/lock-frequency': locked })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openTuner()
    await user.click(screen.getByRole('button', { name: 'Lock this frequency' }))
    await user.type(screen.getByLabelText('Note (optional)'), '   ')
    await user.click(screen.getByRole('button', { name: 'Lock 128 Hz' }))
    await screen.findByText('128 Hz has been saved with your notes')
    expect(network.calls[0]?.body).toMatchObject({ frequency: 128, note: null })
  })

  it('keeps a lock made offline and sends it once, with the same key, when the network returns', async () => {
    let online = false
    const network = fakeNetwork({
      'POST /api/lock-frequency': (call) => {
        if (!online) throw new TypeError('Failed to fetch')
        return locked(call)
      },
    })
    vi.stubGlobal('fetch', network.fetch)
    const user = userEvent.setup()
    openTuner()
    await user.click(screen.getByRole('button', { name: 'Lock this frequency' }))
    await user.type(screen.getByLabelText('Note (optional)'), 'offline')
    await user.click(screen.getByRole('button', { name: 'Lock 128 Hz' }))
    expect(await screen.findByText('Kept on this device')).toBeTruthy()
    // Kept in the outbox (web/src/lib/outbox.ts) with its key.
    const kept = JSON.parse(localStorage.getItem('luna_outbox') ?? '[]') as { kind: string; key: string }[]
    expect(kept).toHaveLength(1)
    expect(kept[0]?.kind).toBe('lock-frequency')

    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await screen.findByText('The frequencies you locked offline are saved.')
    const sent = network.calls.filter((c) => c.method === 'POST')
    expect(sent.map((c) => c.headers.get('idempotency-key'))).toEqual([kept[0]?.key, kept[0]?.key])
    expect(sent[1]?.body).toMatchObject({ frequency: 128, note: 'offline' })
    expect(localStorage.getItem('luna_outbox')).toBeNull()
  })
})
