// A screen's words in another language that are not here yet (web/src/lib/i18n.ts, catalogue): the
// screen waits for them, and once they are here it mounts as it is, its own state included. React replays a component that waited, expecting the same hooks, so
// the waiting hook must ask on every render; one that asked only while waiting made a first mount
// throw "Update hook called on initial render", which React recovered from by rendering the whole
// page again (and reported: the browser tests caught it on a German compass).
import { messages as month } from '@domain/messages/compiled/en/month.ts'
import { waitFor } from '@testing-library/react'
import { startTransition, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, type Catalogue, catalogue } from '@/lib/i18n.ts'

/** Renders `element` as the app does (app.tsx): a concurrent root, in a transition. */
function renderConcurrently(element: React.ReactNode) {
  const recovered: unknown[] = []
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) })
  startTransition(() => root.render(element))
  return { container, recovered, unmount: () => root.unmount() }
}

/** The month's catalogue, registered by the test once the language is picked. */
let useMonthText: Catalogue<keyof typeof month & string> | undefined

/** A screen's heading: its words, and a state of its own after them. */
function Title() {
  const t = useMonthText?.()
  const [opened] = useState('geöffnet')
  return (
    <h1>
      {t?.('month.title')} ({opened})
    </h1>
  )
}

describe('words that are still loading', () => {
  afterEach(() => activateLocale('en'))

  it('hold a screen back until they are here, and it then mounts without a render React had to recover from', async () => {
    expect(await activateLocale('de')).toBe(true)
    // Registered after the language was picked: German's month words are not loaded yet, though
    // their file is at hand (cached, as a preloaded chunk is): they arrive while React waits, and it
    // replays the waiting component.
    await import('@domain/messages/compiled/de/month.ts')
    useMonthText = catalogue(month, 'month')
    const { container, recovered, unmount } = renderConcurrently(<Title />)
    await waitFor(() => expect(container.textContent).toBe('Dein Monat (geöffnet)'))
    expect(recovered).toEqual([])
    unmount()
  })
})
