// The door from the simple compass to the full one.
import { Button } from '@/components/ui/button.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import { useViewMode } from '@/lib/view-mode.tsx'

const SIMPLE_HINT_BUTTON_ID = 'show-full-reading'

export function SimpleHint() {
  const { setMode } = useViewMode()
  const t = useCompassText()
  useArrivalFocus('simple-reading', SIMPLE_HINT_BUTTON_ID)
  return (
    <section
      aria-label={t('compass.more.label')}
      className="rounded-2xl border border-dashed border-line px-4 py-5 text-center"
    >
      <p className="text-sm text-muted">{t('compass.more.body')}</p>
      <Button
        id={SIMPLE_HINT_BUTTON_ID}
        variant="secondary"
        className="mt-3"
        onClick={() => {
          focusOnArrival('full-reading')
          setMode('advanced')
        }}
      >
        {t('compass.more.show')}
      </Button>
    </section>
  )
}
