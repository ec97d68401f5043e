// The clarity-type selector (docs/rules/compass.md): mental, emotional, physical or spiritual.
// Selecting toggles (select again to clear) and the choice persists; the guidance line is
// chosen by floor(current alignment) mod 4.

import { CLARITY_TYPES, type ClarityType } from '@domain/vocabulary.ts'
import { lazy, Suspense, useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { useClarityText } from '@/lib/clarity-text.ts'

// Shown once a focus is chosen: its lines load then, not with the compass (lib/clarity-lines.tsx).
const ClarityLine = lazy(() => import('@/lib/clarity-lines.tsx'))

export function ClaritySelector({
  value,
  onChange,
  currentAlignment,
}: {
  value: ClarityType | null
  onChange: (next: ClarityType | null) => void
  currentAlignment: number
}) {
  const titleId = useId()
  const hintId = useId()
  const t = useClarityText()
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('clarity.title')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t('clarity.hint')}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs. */}
      <div
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="mt-3 grid grid-cols-2 gap-2 narrow:grid-cols-1 sm:grid-cols-4"
      >
        {CLARITY_TYPES.map((type) => {
          const selected = value === type
          return (
            <button
              key={type}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(selected ? null : type)}
              className={`min-h-11 rounded-xl border px-3 text-sm font-medium ${selected ? 'border-moon bg-moon text-moon-ink' : 'border-line bg-surface-2 text-ink hover:border-moon'}`}
            >
              {t(`clarity.type.${type}`)}
            </button>
          )
        })}
      </div>
      <div aria-live="polite" className="mt-3 min-h-12">
        {value ? (
          <p
            className="rounded-xl border border-line bg-surface-2 px-3 py-2 text-ink"
            data-testid="clarity-guidance"
          >
            <span className="font-medium text-moon">{t(`clarity.of.${value}`)} </span>
            <Suspense fallback={null}>
              <ClarityLine type={value} currentAlignment={currentAlignment} />
            </Suspense>
          </p>
        ) : (
          <p className="text-sm text-muted">{t('clarity.none')}</p>
        )}
      </div>
    </Card>
  )
}
