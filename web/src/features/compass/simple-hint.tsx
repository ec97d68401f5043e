// The door from the simple compass to the full one.
import { Button } from '@/components/ui/button.tsx'
import { useViewMode } from '@/lib/view-mode.tsx'

export function SimpleHint() {
  const { setMode } = useViewMode()
  return (
    <section
      aria-label="More of your reading"
      className="rounded-2xl border border-dashed border-line px-4 py-5 text-center"
    >
      <p className="text-sm text-muted">
        The Advanced view adds planetary context, suggested codons, how your number was made, your history,
        the collective field and Luna's flags.
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => setMode('advanced')}>
        Show the full reading
      </Button>
    </section>
  )
}
