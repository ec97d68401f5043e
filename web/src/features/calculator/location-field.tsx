// The location part of the calculator: auto (detected), manual (country, time zone, city) or
// symbolic (one of the ten places) (docs/rules/time-engine.md).

import { COUNTRIES, TIMEZONES } from '@domain/content/countries.ts'
import { SYMBOLIC_LOCATIONS } from '@domain/content/places.ts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Hint, Input, Label, Select } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import {
  browserUtcOffsetMinutes,
  formatUtcOffset,
  manualLocation,
  symbolicLocation,
} from '@/features/calculator/chosen-location.ts'
import { Segmented } from '@/features/calculator/segmented.tsx'
import type { LocationMode, LocationState } from '@/features/calculator/use-location.ts'

const MODES = [
  { key: 'auto', label: 'Auto' },
  { key: 'manual', label: 'Manual' },
  { key: 'symbolic', label: 'Symbolic' },
] as const satisfies readonly { key: LocationMode; label: string }[]

export function LocationField({ state }: { state: LocationState }) {
  return (
    <div className="grid gap-3">
      <Segmented legend="Location" options={MODES} value={state.mode} onChange={state.setMode} />
      <p className="text-sm text-muted" aria-live="polite">
        Using: <span className="font-medium text-ink">{state.applied.label}</span>
      </p>
      {state.failure ? <LocationTips ios={state.ios} denied={state.failure === 'denied'} /> : null}
      {/* All three stay mounted, so choices survive a change of mode. */}
      <div hidden={state.mode !== 'auto'}>
        <AutoPanel state={state} />
      </div>
      <div hidden={state.mode !== 'manual'}>
        <ManualPanel state={state} />
      </div>
      <div hidden={state.mode !== 'symbolic'}>
        <SymbolicPanel state={state} />
      </div>
    </div>
  )
}

function LocationTips({ ios, denied }: { ios: boolean; denied: boolean }) {
  return (
    <Notice tone="warning" title="We couldn't detect your location">
      <p>
        {denied ? 'Location access was not allowed' : 'Your device did not share a location in time'}, so the
        reading uses 'Global'. Choose a country and time zone below, pick a symbolic place, or try again.
      </p>
      <p className="mt-2 font-medium text-ink">
        {ios ? 'On your iPhone or iPad:' : 'Tips for iPhone users:'}
      </p>
      <ol className="mt-1 list-decimal pl-5">
        <li>Open Settings → Privacy &amp; Security → Location Services → Safari Websites.</li>
        <li>Choose 'Ask Next Time' or 'While Using the App' (and check that Location Services is on).</li>
        <li>Come back, reload this page, choose Auto and tap Detect my location.</li>
      </ol>
      <p className="mt-2">
        On other devices, allow location for this site from the icon beside the address bar.
      </p>
    </Notice>
  )
}

function AutoPanel({ state }: { state: LocationState }) {
  const detecting = state.status === 'detecting'
  return (
    <div className="grid gap-2">
      <Hint>
        Auto uses your device's time zone ({formatUtcOffset(browserUtcOffsetMinutes())}). Detecting adds your
        place name and elevation; your coordinates stay in this browser.
      </Hint>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={state.detect} disabled={detecting}>
          {state.status === 'detected' ? 'Detect again' : 'Detect my location'}
        </Button>
        {detecting ? <Spinner label="Detecting your location" /> : null}
        {detecting ? (
          <span aria-hidden="true" className="text-sm text-muted">
            Detecting…
          </span>
        ) : null}
      </div>
    </div>
  )
}

function ManualPanel({ state }: { state: LocationState }) {
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
        <Label htmlFor={`${id}-country`}>Country</Label>
        <Select id={`${id}-country`} value={countryCode} onChange={(e) => chooseCountry(e.target.value)}>
          <option value="">Choose a country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-tz`}>Time zone</Label>
        <Select id={`${id}-tz`} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          <option value="">Choose a time zone</option>
          {country ? (
            <optgroup label={`In ${country.name}`}>
              {country.timezones.map((z) => (
                <option key={z.label} value={z.label}>
                  {z.label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={country ? 'Other time zones' : 'All time zones'}>
            {others.map((z) => (
              <option key={z.label} value={z.label}>
                {z.label}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-city`}>City (optional)</Label>
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
          Set Location
        </Button>
        {ready ? (
          <AppliedNote chosen={ready} applied={state.applied} />
        ) : (
          <Hint>Choose a country and a time zone to set this location.</Hint>
        )}
      </div>
    </div>
  )
}

function SymbolicPanel({ state }: { state: LocationState }) {
  const id = useId()
  const [choice, setChoice] = useState(
    state.applied.mode === 'symbolic' ? (state.applied.symbolicId ?? '') : '',
  )
  const place = SYMBOLIC_LOCATIONS.find((l) => l.id === choice)
  const ready = symbolicLocation(choice)
  return (
    <div className="grid gap-3">
      <div>
        <Label htmlFor={`${id}-place`}>Symbolic place</Label>
        <Select
          id={`${id}-place`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          aria-describedby={place ? `${id}-effect` : undefined}
        >
          <option value="">Choose a place</option>
          {SYMBOLIC_LOCATIONS.map((l) => (
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
          Set Location
        </Button>
        {ready ? (
          <AppliedNote chosen={ready} applied={state.applied} />
        ) : (
          <Hint>Choose a place to set it as your location.</Hint>
        )}
      </div>
    </div>
  )
}

/**
 * Whether the place in the fields is the one calculations use: until 'Set Location' is pressed,
 * say plainly that it is not applied yet and what is used instead.
 */
function AppliedNote({ chosen, applied }: { chosen: ChosenLocation; applied: ChosenLocation }) {
  const same = chosen.mode === applied.mode && chosen.label === applied.label
  return same ? (
    <p className="mt-2 text-sm text-green-300" role="status" data-testid="location-applied">
      <span aria-hidden="true">✓ </span>Set: calculations use {applied.label}.
    </p>
  ) : (
    <p
      className="mt-2 rounded-lg border border-yellow-200/40 bg-yellow-200/10 px-3 py-2 text-sm text-ink"
      role="status"
      data-testid="location-unapplied"
    >
      Not set yet: calculations still use {applied.label}. Press Set Location to use {chosen.label}.
    </p>
  )
}
