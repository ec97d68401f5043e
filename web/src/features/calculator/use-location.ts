// The calculator's location and elevation state (docs/rules/time-engine.md): auto, manual or symbolic
// location with detection, and the elevation in auto (looked up) or manual mode.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import {
  browserUtcOffsetMinutes,
  type ChosenLocation,
  type Coordinates,
  deviceLocation,
  GLOBAL_LOCATION,
} from '@/features/calculator/chosen-location.ts'
import {
  detectLocation,
  isIosDevice,
  type LocateFailure,
  lookupElevation,
} from '@/features/calculator/location.ts'
import { getConfig } from '@/lib/config.ts'
import { formatLocale } from '@/lib/i18n.ts'
import { toast } from '@/lib/toast.ts'

export type LocationMode = 'auto' | 'manual' | 'symbolic'
export type DetectStatus = 'idle' | 'detecting' | 'detected' | 'failed'

export interface LocationState {
  mode: LocationMode
  setMode: (mode: LocationMode) => void
  /** What the next calculation uses. */
  applied: ChosenLocation
  apply: (location: ChosenLocation) => void
  status: DetectStatus
  failure: LocateFailure | 'cancelled' | null
  coords: Coordinates | null
  detect: () => void
  ios: boolean
}

const fetcher = (input: string, init?: RequestInit) => fetch(input, init)

export function useLocationState(
  initial: { mode: LocationMode; applied: ChosenLocation | null } | null = null,
): LocationState {
  const [offset] = useState(browserUtcOffsetMinutes)
  const [ios] = useState(() => isIosDevice(navigator))
  const [mode, setModeState] = useState<LocationMode>(() =>
    initial && (initial.mode === 'auto' || initial.applied) ? initial.mode : 'auto',
  )
  const [detected, setDetected] = useState<ChosenLocation | null>(null)
  const [applied, setApplied] = useState<ChosenLocation>(() =>
    initial?.applied && initial.mode !== 'auto' ? initial.applied : deviceLocation(offset),
  )
  const [status, setStatus] = useState<DetectStatus>('idle')
  const [failure, setFailure] = useState<LocationState['failure']>(null)
  const [coords, setCoords] = useState<Coordinates | null>(null)
  const running = useRef<AbortController | null>(null)

  const detect = useCallback(() => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setStatus('detecting')
    setFailure(null)
    void detectLocation({
      geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
      ios,
      geocodingUrl: getConfig().geocodingUrl,
      fetcher,
      utcOffsetMinutes: offset,
      language: formatLocale(),
      signal: controller.signal,
    }).then((outcome) => {
      if (controller.signal.aborted) return
      running.current = null
      if (outcome.ok) {
        setDetected(outcome.location)
        setCoords(outcome.coords)
        setApplied(outcome.location)
        setStatus('detected')
        return
      }
      // docs/spec-texts.md (calls and error catalogue): 'Global', manual mode, tips for iPhone users.
      setStatus('failed')
      setFailure(outcome.reason)
      setCoords(null)
      setApplied(GLOBAL_LOCATION)
      setModeState('manual')
    })
  }, [ios, offset])

  // Detect at once only when the visitor has already allowed it: no permission prompt on load.
  useEffect(() => {
    let live = true
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((p) => {
        if (live && p.state === 'granted') detect()
      })
      .catch(() => undefined)
    return () => {
      live = false
      running.current?.abort()
    }
  }, [detect])

  const setMode = useCallback(
    (next: LocationMode) => {
      setModeState(next)
      if (next === 'auto') setApplied(detected ?? deviceLocation(offset))
    },
    [detected, offset],
  )

  const apply = useCallback((location: ChosenLocation) => {
    setApplied(location)
    setFailure(null)
  }, [])

  return { mode, setMode, applied, apply, status, failure, coords, detect, ios }
}

export type ElevationMode = 'auto' | 'manual'
export type ElevationStatus = 'idle' | 'loading' | 'done' | 'defaulted'

export interface ElevationState {
  mode: ElevationMode
  setMode: (mode: ElevationMode) => void
  /** Looked up for the detected position; null before any lookup. */
  autoMetres: number | null
  status: ElevationStatus
  manualText: string
  setManualText: (text: string) => void
}

/** Looks the elevation up whenever a new position is detected while the mode is auto. */
export function useElevationState(
  coords: Coordinates | null,
  initial: { mode: ElevationMode; manualText: string } | null = null,
): ElevationState {
  const [mode, setModeState] = useState<ElevationMode>(initial?.mode ?? 'auto')
  const [autoMetres, setAutoMetres] = useState<number | null>(null)
  const [status, setStatus] = useState<ElevationStatus>('idle')
  const [manualText, setManualText] = useState(initial?.manualText ?? '')
  const lookedUp = useRef<Coordinates | null>(null)
  const running = useRef<AbortController | null>(null)

  useEffect(
    () => () => {
      running.current?.abort()
      lookedUp.current = null
    },
    [],
  )

  useEffect(() => {
    if (mode !== 'auto' || !coords || lookedUp.current === coords) return
    lookedUp.current = coords
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setStatus('loading')
    lookupElevation(getConfig().elevationUrl, coords, { fetcher, signal: controller.signal })
      .then((metres) => {
        if (controller.signal.aborted) return
        setAutoMetres(metres)
        setStatus('done')
      })
      .catch(() => {
        // Aborted: a newer position took over, or the visitor left the page.
        if (controller.signal.aborted) return
        setAutoMetres(0)
        setStatus('defaulted')
        toast({
          title: useCalculatorText.now('calc.toast.elevation.title'),
          description: useCalculatorText.now('calc.toast.elevation.body'),
        })
      })
  }, [coords, mode])

  useEffect(() => {
    if (!coords) {
      running.current?.abort()
      lookedUp.current = null
      setAutoMetres(null)
      setStatus('idle')
    }
  }, [coords])

  const setMode = useCallback(
    (next: ElevationMode) => {
      setModeState(next)
      // Start manual entry from the looked-up value, if there is one.
      if (next === 'manual' && manualText === '' && autoMetres !== null) setManualText(String(autoMetres))
    },
    [manualText, autoMetres],
  )

  return { mode, setMode, autoMetres, status, manualText, setManualText }
}

/** The metres to send: auto gives the looked-up value (0 before one); an empty manual entry is 0. */
export function elevationToSend(state: Pick<ElevationState, 'mode' | 'autoMetres' | 'manualText'>): number {
  if (state.mode === 'auto') return state.autoMetres ?? 0
  const t = state.manualText.trim()
  return t === '' ? 0 : Number(t)
}
