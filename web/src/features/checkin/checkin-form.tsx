// The check-in's forms (docs/rules/emotional-check-in.md): a 0–100 slider (step 1) showing the
// descriptor and its tier live, with the four tiers of 16 marked, and the helpline's note when the
// word points to a crisis (docs/rules/one-voice.md), once on the screen. The check-in saves it or skips for today. (The mood note's form, with the visitor's own words,
// is in mood-note-panel.tsx, loaded when it is opened.)

import { codonIndexFromValue, descriptorAt, tierIndexOf, valuePointsToCrisis } from '@domain/emotion.ts'
import { EMOTIONAL_TIER_NAMES } from '@domain/vocabulary.ts'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Slider } from '@/components/ui/field.tsx'
import { TierName } from '@/components/ui/tier-name.tsx'
import { tierLabel, useTierText } from '@/components/ui/tier-text.ts'
import { TIER_COLORS } from '@/components/ui/tiers.ts'
import { useCheckInText, useFeelingWord } from '@/features/checkin/checkin-text.ts'
import { SupportNote } from '@/features/checkin/support-note.tsx'
import { richText } from '@/lib/rich-text.tsx'

/** The slider value where each tier starts (0, then the first value landing in the next tier). */
function tierStarts(): number[] {
  const starts = [0]
  for (let v = 1; v <= 100; v++) {
    if (tierIndexOf(codonIndexFromValue(v)) !== tierIndexOf(codonIndexFromValue(v - 1))) starts.push(v)
  }
  return starts
}

/**
 * The feeling's word and tier, the slider, the tiers, and the helpline's note when the word points to
 * a crisis, unless the card around it already shows one (`helplineShown`).
 */
export function FeelingPicker({
  value,
  onChange,
  label,
  helplineShown = false,
}: {
  value: number
  onChange: (value: number) => void
  label: string
  helplineShown?: boolean
}) {
  const t = useCheckInText()
  const feelingWord = useFeelingWord()
  const tiers = useTierText()
  const sliderId = useId()
  const index = codonIndexFromValue(value)
  const descriptor = feelingWord(descriptorAt(index))
  const tier = tierIndexOf(index)
  const starts = useMemo(tierStarts, [])
  return (
    <>
      <p className="text-center" data-testid="checkin-descriptor">
        <span className="block text-3xl font-semibold text-moon">{descriptor}</span>
        <span className="mt-1 block text-sm text-muted">
          <TierName label={tierLabel(tiers, tier)} /> ·{' '}
          <span className="whitespace-nowrap tabular-nums">{value}/100</span>
        </span>
      </p>
      <Slider
        id={sliderId}
        label={label}
        className="mt-4"
        min={0}
        max={100}
        step={1}
        value={value}
        valueText={`${value} · ${descriptor} (${tierLabel(tiers, tier)})`}
        valueShown={
          <>
            {value} · {descriptor} (<TierName label={tierLabel(tiers, tier)} />)
          </>
        }
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div aria-hidden="true" className="mt-1 flex h-2 overflow-hidden rounded-full">
        {starts.map((start, i) => (
          <span
            key={start}
            className={`${TIER_COLORS[i] ?? 'bg-line'} ${i === tier ? '' : 'opacity-40'}`}
            style={{ width: `${((starts[i + 1] ?? 101) - start) / 1.01}%` }}
          />
        ))}
      </div>
      <ul
        className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs sm:grid-cols-4 narrow:grid-cols-1"
        aria-label={t('checkin.tiers')}
      >
        {EMOTIONAL_TIER_NAMES.map((name, i) => (
          <li key={name} className={i === tier ? 'font-semibold text-ink' : 'text-muted'}>
            <span
              aria-hidden="true"
              className={`mr-1.5 inline-block size-2 rounded-full ${TIER_COLORS[i]}`}
            />
            <TierName label={tierLabel(tiers, i)} />
            {i === tier ? <span className="sr-only"> {t('checkin.tier.current')}</span> : null}
          </li>
        ))}
      </ul>
      {valuePointsToCrisis(value) && !helplineShown ? <SupportNote /> : null}
    </>
  )
}

export function CheckInForm({
  onSubmit,
  onSkip,
  busy,
  helplineShown = false,
}: {
  onSubmit: (value: number) => void
  onSkip: () => void
  busy: boolean
  /** The card already shows the helpline (a note said today points to a crisis). */
  helplineShown?: boolean
}) {
  const t = useCheckInText()
  const [value, setValue] = useState(50)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (!busy) onSubmit(value)
      }}
    >
      <FeelingPicker
        value={value}
        onChange={setValue}
        label={t('checkin.question')}
        helplineShown={helplineShown}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onSkip} aria-disabled={busy}>
          {t('checkin.skip')}
        </Button>
        <Button type="submit" aria-disabled={busy} className={busy ? 'opacity-70' : ''}>
          {busy ? (
            t('checkin.saving')
          ) : (
            // The hyphened word stays whole on a narrow screen ("Save check- in" is not a label).
            <span>
              {richText(t('checkin.save'), { nowrap: (w) => <span className="whitespace-nowrap">{w}</span> })}
            </span>
          )}
        </Button>
      </div>
    </form>
  )
}
