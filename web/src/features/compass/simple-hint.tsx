// The door from the simple compass to the full one.
import { Button } from '@/components/ui/button.tsx'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import { useViewMode } from '@/lib/view-mode.tsx'

const SIMPLE_HINT_BUTTON_ID = 'show-full-reading'

export function SimpleHint() {
  const { setMode } = useViewMode()
  useArrivalFocus('simple-reading', SIMPLE_HINT_BUTTON_ID)
  return (
    <section
      aria-label="More of your reading"
      className="rounded-2xl border border-dashed border-line px-4 py-5 text-center"
    >
      <p className="text-sm text-muted">
        The Advanced view adds planetary context, suggested codons, how your number was made, your history,
        the collective field and Luna's flags.
      </p>
      <Button
        id={SIMPLE_HINT_BUTTON_ID}
        variant="secondary"
        className="mt-3"
        onClick={() => {
          focusOnArrival('full-reading')
          setMode('advanced')
        }}
      >
        Show the full reading
      </Button>
    </section>
  )
}
