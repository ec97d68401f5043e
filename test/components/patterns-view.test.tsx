// The Patterns view (web/src/features/journey/patterns-view.tsx, docs/rules/patterns.md): what it
// says before 14 days, when nothing stands apart, a pattern with its table, and the server's last
// answer, said to be the last one, when the server cannot be reached.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PatternsView } from '@/features/journey/patterns-view.tsx'
import { QueryProvider, queryClient } from '@/lib/query.tsx'
import { fakeNetwork, json, renderAt, store } from './render.tsx'

const answer = (fields: object) => ({
  days: 9,
  minDays: 14,
  ready: false,
  progress: '9 of 14 days so far',
  patterns: [],
  tested: [],
  ...fields,
})

const EVENINGS = {
  factor: 'part',
  name: 'Part of the day',
  sentence:
    'In the evening your feelings run higher than in the morning: 71 against 49, over 28 and 28 entries.',
  group: { id: 'evening', words: 'in the evening', mean: 71, count: 28 },
  rest: { id: 'rest', words: 'in the morning', mean: 49, count: 28 },
  groups: [
    { id: 'morning', words: 'in the morning', mean: 49, count: 28 },
    { id: 'evening', words: 'in the evening', mean: 71, count: 28 },
  ],
  direction: 'higher',
  p: 0.001,
  threshold: 0.001,
}

const open = () =>
  renderAt(
    '/profile',
    '/profile',
    <QueryProvider>
      <PatternsView />
    </QueryProvider>,
  )

describe('the Patterns view', () => {
  beforeEach(() => {
    queryClient.clear()
    localStorage.clear()
  })

  it('says how far along the visitor is before 14 days', async () => {
    vi.stubGlobal('fetch', fakeNetwork({ 'GET /api/patterns': () => json(answer({})) }).fetch)
    open()
    expect((await screen.findByTestId('patterns-progress')).textContent).toBe(
      'Luna looks for patterns once you have checked in or written a note on 14 days: 9 of 14 days so far.',
    )
    expect(screen.queryByTestId('patterns-kept')).toBeNull()
  })

  it('says nothing stands apart, and that this is not nothing, when no pattern passes', async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({ 'GET /api/patterns': () => json(answer({ days: 20, ready: true })) }).fetch,
    )
    open()
    expect((await screen.findByTestId('patterns-none')).textContent).toMatch(
      /^Over your 20 days, nothing stands apart more than chance would make it\. That does not mean nothing is there/,
    )
  })

  it('shows a pattern with its sentence and the table it is drawn from', async () => {
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        'GET /api/patterns': () => json(answer({ days: 28, ready: true, patterns: [EVENINGS] })),
      }).fetch,
    )
    open()
    const pattern = await screen.findByTestId('pattern')
    expect(within(pattern).getByText(EVENINGS.sentence)).toBeTruthy()
    const table = within(pattern).getByRole('table', {
      name: 'Part of the day: your mean feeling and entries in each group',
    })
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Part of the dayMean feelingEntries', 'in the morning4928', 'in the evening7128'])
  })

  it('offline, shows the last answer it kept and says so, before 14 days too', async () => {
    store({ luna_patterns_last: answer({ days: 11, progress: '11 of 14 days so far' }) })
    vi.stubGlobal(
      'fetch',
      fakeNetwork({
        'GET /api/patterns': () => {
          throw new TypeError('Failed to fetch')
        },
      }).fetch,
    )
    open()
    expect((await screen.findByTestId('patterns-kept')).textContent).toBe(
      'As Luna last saw your days: she cannot reach the server just now.',
    )
    expect(screen.getByTestId('patterns-progress').textContent).toContain('11 of 14 days so far')
  })
})
