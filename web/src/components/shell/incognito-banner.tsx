import { useEffect, useState } from 'react'
import { detectIncognito } from '@/lib/incognito.ts'
import { KEYS, readRaw, writeRaw } from '@/lib/storage.ts'

export const INCOGNITO_TEXT =
  'Private/Incognito Mode Detected - Your readings and journey data will not persist after closing this browser window.'

export function IncognitoBanner() {
  const [show, setShow] = useState(false)
  useEffect(() => {
    if (readRaw(KEYS.incognitoDismissed, 'session') === '1') return
    let live = true
    void detectIncognito().then((yes) => {
      if (live) setShow(yes)
    })
    return () => {
      live = false
    }
  }, [])
  if (!show) return null
  return (
    <section
      aria-label="Private browsing notice"
      className="border-b border-amber-300/50 bg-amber-950/90 px-4 py-2 text-sm text-amber-50"
    >
      <div className="mx-auto flex max-w-5xl items-start gap-3">
        <p className="flex-1">{INCOGNITO_TEXT}</p>
        <button
          type="button"
          className="min-h-9 shrink-0 rounded-lg border border-amber-200/60 px-3 text-amber-50 hover:bg-amber-900"
          onClick={() => {
            writeRaw(KEYS.incognitoDismissed, '1', 'session')
            setShow(false)
          }}
        >
          Dismiss
        </button>
      </div>
    </section>
  )
}
