// The location a calculation uses (docs/rules/time-engine.md): the shape sent to POST /api/time-engine
// (never coordinates, only what the visitor sees) and how each mode builds it.
import { COUNTRIES, TIMEZONES } from '@domain/content/countries.ts'
import { SYMBOLIC_LOCATIONS } from '@domain/content/places.ts'
import { coordinates } from '@/lib/format.ts'

export interface Coordinates {
  latitude: number
  longitude: number
}

/** The location sent to POST /api/time-engine: never coordinates, only what the visitor sees. */
export interface ChosenLocation {
  mode: 'auto' | 'manual' | 'symbolic' | 'global'
  utcOffsetMinutes: number | null
  symbolicId: string | null
  label: string
  country: string | null
  timezone: string | null
  city: string | null
}

export const GLOBAL_LOCATION: ChosenLocation = {
  mode: 'global',
  utcOffsetMinutes: null,
  symbolicId: null,
  label: 'Global',
  country: null,
  timezone: null,
  city: null,
}

/** 'UTC+2', 'UTC-3:30', 'UTC+0': the labels of the spec's time zone list. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  const hours = Math.floor(abs / 60)
  const rest = abs % 60
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** The browser's UTC offset in minutes east of UTC. */
export function browserUtcOffsetMinutes(now: Date = new Date()): number {
  // `|| 0` turns −0 into 0.
  return -now.getTimezoneOffset() || 0
}

export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return coordinates(latitude, longitude)
}

/** An auto location: the browser's offset, labelled by the place name or the coordinates. */
export function autoLocation(label: string, utcOffsetMinutes: number): ChosenLocation {
  return { ...GLOBAL_LOCATION, mode: 'auto', label, utcOffsetMinutes }
}

/** Auto mode before (or without) detection: the device's time zone alone. */
export function deviceLocation(utcOffsetMinutes: number): ChosenLocation {
  return autoLocation(`Your time zone (${formatUtcOffset(utcOffsetMinutes)})`, utcOffsetMinutes)
}

/** A manual location: null unless both a known country and a known time zone are chosen. */
export function manualLocation(countryCode: string, timezone: string, city: string): ChosenLocation | null {
  const country = COUNTRIES.find((c) => c.code === countryCode)
  const zone = TIMEZONES.find((z) => z.label === timezone)
  if (!country || !zone) return null
  const place = city.trim().slice(0, 80)
  return {
    mode: 'manual',
    utcOffsetMinutes: zone.offsetMinutes,
    symbolicId: null,
    label: `${place ? `${place}, ` : ''}${country.name} (${zone.label})`,
    country: country.name,
    timezone: zone.label,
    city: place || null,
  }
}

export function symbolicLocation(id: string): ChosenLocation | null {
  const place = SYMBOLIC_LOCATIONS.find((l) => l.id === id)
  return place ? { ...GLOBAL_LOCATION, mode: 'symbolic', symbolicId: place.id, label: place.name } : null
}
