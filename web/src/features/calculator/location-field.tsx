// The location part of the calculator: auto (detected), manual (country, time zone, city) or
// symbolic (one of the ten places) (docs/rules/time-engine.md).

import { COUNTRIES, TIMEZONES } from '@domain/content/countries.ts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Hint, Input, Label, Select } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { type LocationWords, useLocationWords } from '@/features/calculator/calculator-words.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import {
  browserUtcOffsetMinutes,
  formatUtcOffset,
  manualLocation,
  symbolicLocation,
} from '@/features/calculator/chosen-location.ts'
import { Segmented } from '@/features/calculator/segmented.tsx'
import type { LocationMode, LocationState } from '@/features/calculator/use-location.ts'
import { richText } from '@/lib/rich-text.tsx'

const MODES = ['auto', 'manual', 'symbolic'] as const satisfies readonly LocationMode[]

export function LocationField({ state }: { state: LocationState }) {
  const t = useCalculatorText()
  const words = useLocationWords()
  const modes = MODES.map((key) => ({ key, label: t(`calc.location.mode.${key}`) }))
  return (
    <div className="grid gap-3">
      <Segmented
        legend={t('calc.location.legend')}
        options={modes}
        value={state.mode}
        onChange={state.setMode}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {richText(t('calc.location.using', { place: words.label(state.applied) }), {
          place: (place) => <span className="font-medium text-ink">{place}</span>,
        })}
      </p>
      {state.failure ? <LocationTips ios={state.ios} denied={state.failure === 'denied'} /> : null}
      {/* All three stay mounted, so choices survive a change of mode. */}
      <div hidden={state.mode !== 'auto'}>
        <AutoPanel state={state} />
      </div>
      <div hidden={state.mode !== 'manual'}>
        <ManualPanel state={state} words={words} />
      </div>
      <div hidden={state.mode !== 'symbolic'}>
        <SymbolicPanel state={state} words={words} />
      </div>
    </div>
  )
}

function LocationTips({ ios, denied }: { ios: boolean; denied: boolean }) {
  const t = useCalculatorText()
  return (
    <Notice tone="warning" title={t('calc.location.tips.title')}>
      <p>{t(denied ? 'calc.location.tips.denied' : 'calc.location.tips.timeout')}</p>
      <p className="mt-2 font-medium text-ink">
        {t(ios ? 'calc.location.tips.ios' : 'calc.location.tips.iphone')}
      </p>
      <ol className="mt-1 list-decimal pl-5">
        <li>{t('calc.location.tips.step1')}</li>
        <li>{t('calc.location.tips.step2')}</li>
        <li>
          {t('calc.location.tips.step3', {
            auto: t('calc.location.mode.auto'),
            detect: t('calc.location.detect'),
          })}
        </li>
      </ol>
      <p className="mt-2">{t('calc.location.tips.others')}</p>
    </Notice>
  )
}

function AutoPanel({ state }: { state: LocationState }) {
  const t = useCalculatorText()
  const detecting = state.status === 'detecting'
  return (
    <div className="grid gap-2">
      <Hint>{t('calc.location.auto.hint', { offset: formatUtcOffset(browserUtcOffsetMinutes()) })}</Hint>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={state.detect} disabled={detecting}>
          {t(state.status === 'detected' ? 'calc.location.detectAgain' : 'calc.location.detect')}
        </Button>
        {detecting ? <Spinner label={t('calc.location.detecting.label')} /> : null}
        {detecting ? (
          <span aria-hidden="true" className="text-sm text-muted">
            {t('calc.location.detecting')}
          </span>
        ) : null}
      </div>
    </div>
  )
}

function ManualPanel({ state, words }: { state: LocationState; words: LocationWords }) {
  const t = useCalculatorText()
  const id = useId()
  // The fields start from the manual place in use (kept across reloads), if there is one.
  const kept = state.applied.mode === 'manual' ? state.applied : null
  const [countryCode, setCountryCode] = useState(
    () => COUNTRIES.find((c) => c.name === kept?.country)?.code ?? '',
  )
  const [timezone, setTimezone] = useState(kept?.timezone ?? '')
  const [city, setCity] = useState(kept?.city ?? '')
  const country = COUNTRIES.find((c) => c.code === countryCode)
  const ready = manualLocation(countryCode, timezone, city)
  const others = TIMEZONES.filter((z) => !country?.timezones.some((t) => t.label === z.label))

  const chooseCountry = (code: string) => {
    setCountryCode(code)
    const next = COUNTRIES.find((c) => c.code === code)
    if (next && next.timezones.length === 1) setTimezone(next.timezones[0]?.label ?? '')
    else if (next && !next.timezones.some((t) => t.label === timezone)) setTimezone('')
  }
  const chooseCity = (name: string) => {
    setCity(name)
    const known = country?.cities.find((c) => c.name.toLowerCase() === name.trim().toLowerCase())
    if (known) setTimezone(known.timezone)
  }

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${id}-country`}>{t('calc.location.country')}</Label>
        <Select id={`${id}-country`} value={countryCode} onChange={(e) => chooseCountry(e.target.value)}>
          <option value="">{t('calc.location.country.placeholder')}</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {words.countryName(c.code)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-tz`}>{t('calc.location.zone')}</Label>
        <Select id={`${id}-tz`} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          <option value="">{t('calc.location.zone.placeholder')}</option>
          {country ? (
            <optgroup label={t('calc.location.zone.in', { country: words.countryName(country.code) })}>
              {country.timezones.map((z) => (
                <option key={z.label} value={z.label}>
                  {z.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t(country ? 'calc.location.zone.others' : 'calc.location.zone.all')}>
            {others.map((z) => (
              <option key={z.label} value={z.label}>
                {z.label}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-city`}>{t('calc.location.city')}</Label>
        <Input
          id={`${id}-city`}
          value={city}
          maxLength={80}
          list={`${id}-cities`}
          autoComplete="address-level2"
          onChange={(e) => chooseCity(e.target.value)}
        />
        <datalist id={`${id}-cities`}>
          {country?.cities.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
      </div>
      <div className="sm:col-span-2">
        <Button variant="secondary" disabled={!ready} onClick={() => ready && state.apply(ready)}>
          {t('calc.location.set')}
        </Button>
        {ready ? (
          <AppliedNote chosen={ready} applied={state.applied} words={words} />
        ) : (
          <Hint>{t('calc.location.manual.hint')}</Hint>
        )}
      </div>
    </div>
  )
}

function SymbolicPanel({ state, words }: { state: LocationState; words: LocationWords }) {
  const t = useCalculatorText()
  const id = useId()
  const [choice, setChoice] = useState(
    state.applied.mode === 'symbolic' ? (state.applied.symbolicId ?? '') : '',
  )
  const place = words.places.find((l) => l.id === choice)
  const ready = symbolicLocation(choice)
  return (
    <div className="grid gap-3">
      <div>
        <Label htmlFor={`${id}-place`}>{t('calc.location.place')}</Label>
        <Select
          id={`${id}-place`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          aria-describedby={place ? `${id}-effect` : undefined}
        >
          <option value="">{t('calc.location.place.placeholder')}</option>
          {words.places.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
        {place ? (
          <p id={`${id}-effect`} className="mt-2 text-sm text-muted">
            <span className="text-ink">{place.region}.</span> {place.effect}
          </p>
        ) : null}
      </div>
      <div>
        <Button variant="secondary" disabled={!ready} onClick={() => ready && state.apply(ready)}>
          {t('calc.location.set')}
        </Button>
        {ready ? (
          <AppliedNote chosen={ready} applied={state.applied} words={words} />
        ) : (
          <Hint>{t('calc.location.place.hint')}</Hint>
        )}
      </div>
    </div>
  )
}

/**
 * Whether the place in the fields is the one calculations use: until 'Set Location' is pressed,
 * say plainly that it is not applied yet and what is used instead.
 */
function AppliedNote({
  chosen,
  applied,
  words,
}: {
  chosen: ChosenLocation
  applied: ChosenLocation
  words: LocationWords
}) {
  const t = useCalculatorText()
  const same = chosen.mode === applied.mode && chosen.label === applied.label
  return same ? (
    <p className="mt-2 text-sm text-green-300" role="status" data-testid="location-applied">
      <span aria-hidden="true">✓ </span>
      {t('calc.location.applied', { place: words.label(applied, 'inline') })}
    </p>
  ) : (
    <p
      className="mt-2 rounded-lg border border-yellow-200/40 bg-yellow-200/10 px-3 py-2 text-sm text-ink"
      role="status"
      data-testid="location-unapplied"
    >
      {t('calc.location.unapplied', {
        current: words.label(applied, 'inline'),
        set: t('calc.location.set'),
        chosen: words.label(chosen, 'inline'),
      })}
    </p>
  )
}
