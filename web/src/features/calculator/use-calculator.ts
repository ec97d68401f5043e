// The Scalar Time Calculator's state (docs/rules/time-engine.md): the form kept across reloads, the
// location and elevation, the time window's request, Luna's flags for the window on screen (only the
// newest request's answer is shown) and the Schumann frequency for her insight. The calculator
// (calculator.tsx) only renders it.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  requestLunaFlags,
  requestTimeWindow,
  type TimeWindow,
} from '@/features/calculator/api/time-window.ts'
import {
  checkForm,
  type FieldName,
  type FormErrors,
  type FormValues,
  initialValues,
  saveBaseline,
} from '@/features/calculator/calculate.ts'
import { FIELD_IDS } from '@/features/calculator/calculator-form.tsx'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import {
  type LastCalculation,
  readLastCalculation,
  writeLastCalculation,
} from '@/features/calculator/last-calculation.ts'
import type { FlagsState } from '@/features/calculator/luna-flags-panel.tsx'
import { elevationToSend, useElevationState, useLocationState } from '@/features/calculator/use-location.ts'
import { schumannHz, useSchumann } from '@/lib/queries/schumann.ts'
import { toast } from '@/lib/toast.ts'

const FIELD_ORDER: readonly FieldName[] = ['date', 'time', 'archetype', 'elevation', 'baseline']

type Shown = NonNullable<LastCalculation['shown']>

const flagsKey = (data: TimeWindow) => `${data.computed_ξ}|${data.window_phase}`

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export function useCalculator() {
  // The last inputs and result come back after a reload (features/calculator/last-calculation.ts).
  const [last] = useState(readLastCalculation)
  const [values, setValues] = useState<FormValues>(() => last?.values ?? initialValues())
  const [errors, setErrors] = useState<FormErrors>({})
  const location = useLocationState(last?.location)
  const elevation = useElevationState(location.coords, last?.elevation)
  const [luna, setLuna] = useState(last?.luna ?? false)
  const [shown, setShown] = useState<Shown | null>(last?.shown ?? null)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [flags, setFlags] = useState<{ key: string; state: FlagsState } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusResult = useRef(false)
  const pending = useRef(false)
  const flagsRequest = useRef(0)

  const schumann = useSchumann(luna)

  useEffect(() => {
    writeLastCalculation({
      values,
      luna,
      location: { mode: location.mode, applied: location.mode === 'auto' ? null : location.applied },
      elevation: { mode: elevation.mode, manualText: elevation.manualText },
      shown,
    })
  }, [values, luna, location.mode, location.applied, elevation.mode, elevation.manualText, shown])

  // A kept result with Luna on: her flags again (they are not stored).
  const restoredFlags = useRef(false)

  useEffect(() => {
    if (!shown || !focusResult.current) return
    focusResult.current = false
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' })
  }, [shown])

  const onChange = useCallback((patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => {
      const next = { ...e }
      for (const k of Object.keys(patch)) delete next[k as FieldName]
      return next
    })
  }, [])

  const loadFlags = useCallback(async (data: TimeWindow) => {
    const id = ++flagsRequest.current
    const key = flagsKey(data)
    setFlags({ key, state: { status: 'loading' } })
    try {
      const answer = await requestLunaFlags(data.computed_ξ, data.window_phase)
      if (id === flagsRequest.current) setFlags({ key, state: { status: 'done', data: answer } })
    } catch (err) {
      if (id !== flagsRequest.current) return
      console.warn('Luna flags failed.', err)
      setFlags({ key, state: { status: 'error' } })
      toast({
        title: useCalculatorText.now('calc.toast.flags.title'),
        description: useCalculatorText.now('calc.toast.flags.body'),
      })
    }
  }, [])

  const calculate = async () => {
    if (pending.current) return
    const checked = checkForm(values, elevationToSend(elevation), location.applied)
    setErrors(checked.errors)
    if (!checked.request) {
      // The result on screen was made from other values: it goes, so it is not read as this one's.
      setShown(null)
      if (checked.errors.archetype)
        toast({ title: useCalculatorText.now('calc.error.archetype'), variant: 'destructive' })
      const first = FIELD_ORDER.find((f) => checked.errors[f])
      if (first) document.getElementById(FIELD_IDS[first])?.focus()
      return
    }
    const request = checked.request
    pending.current = true
    setStatus('loading')
    try {
      const data = await requestTimeWindow(request)
      if (request.baseline_xi !== null) saveBaseline(request.baseline_xi)
      focusResult.current = true
      setShown({ data, locationMode: request.location.mode, location: request.location })
      setStatus('idle')
      if (luna && flags?.key !== flagsKey(data)) void loadFlags(data)
      else if (luna && flags?.state.status === 'error') void loadFlags(data)
    } catch (err) {
      console.warn('Failed to calculate time window', err)
      setStatus('error')
      toast({
        title: useCalculatorText.now('calc.toast.failed.title'),
        description: useCalculatorText.now('calc.toast.failed.body'),
        variant: 'destructive',
      })
    } finally {
      pending.current = false
    }
  }

  useEffect(() => {
    if (restoredFlags.current) return
    restoredFlags.current = true
    if (luna && shown) void loadFlags(shown.data)
  }, [luna, shown, loadFlags])

  const onLunaChange = (on: boolean) => {
    setLuna(on)
    if (on && shown && (flags?.key !== flagsKey(shown.data) || flags.state.status === 'error'))
      void loadFlags(shown.data)
  }

  const showFlags = luna && shown && flags?.key === flagsKey(shown.data)
  const schumannReady = schumann.isSuccess || schumann.isError
  const hz = schumannHz(schumann.data)

  return {
    values,
    onChange,
    errors,
    location,
    elevation,
    luna,
    onLunaChange,
    status,
    calculate,
    shown,
    heading,
    flags: showFlags && flags ? flags : null,
    loadFlags,
    schumannReady,
    hz,
  }
}
