import { useAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { detectIncognito, incognitoDismissedAtom } from '@/lib/incognito.ts'

export const INCOGNITO_TEXT =
  'Private/Incognito Mode Detected - Your readings and journey data will not persist after closing this browser window.'

export function IncognitoBanner() {
  const [detected, setShow] = useState(false)
  const [dismissed, setDismissed] = useAtom(incognitoDismissedAtom)
  const show = detected && dismissed === null
  useEffect(() => {
    if (dismissed !== null) return
    let live = true
    void detectIncognito().then((yes) => {
      if (live) setShow(yes)
    })
    return () => {
      live = false
    }
  }, [dismissed])
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
          onClick={() => setDismissed('1')}
        >
          Dismiss
        </button>
      </div>
    </section>
  )
}
