// The Scalar Time Calculator (docs/rules/time-engine.md): the form, the time window, and with the
// Luna switch on, the consciousness flags and Luna's insight card.

import { useCallback, useEffect, useRef, useState } from 'react'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState, Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
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
  NO_ARCHETYPE_MESSAGE,
  saveBaseline,
} from '@/features/calculator/calculate.ts'
import { CalculatorForm, FIELD_IDS } from '@/features/calculator/calculator-form.tsx'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { readLastCalculation, writeLastCalculation } from '@/features/calculator/last-calculation.ts'
import { type FlagsState, LunaFlagsPanel } from '@/features/calculator/luna-flags-panel.tsx'
import { ResultPanel } from '@/features/calculator/result-panel.tsx'
import { elevationToSend, useElevationState, useLocationState } from '@/features/calculator/use-location.ts'
import { schumannHz, useSchumann } from '@/lib/queries/schumann.ts'
import { toast } from '@/lib/toast.ts'

const FIELD_ORDER: readonly FieldName[] = ['date', 'time', 'archetype', 'elevation', 'baseline']

interface Shown {
  data: TimeWindow
  locationMode: ChosenLocation['mode']
}

const flagsKey = (data: TimeWindow) => `${data.computed_ξ}|${data.window_phase}`

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export function Calculator() {
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
      toast({ title: 'Luna Analysis Failed', description: 'Unable to generate consciousness flags' })
    }
  }, [])

  const calculate = async () => {
    if (pending.current) return
    const checked = checkForm(values, elevationToSend(elevation), location.applied)
    setErrors(checked.errors)
    if (!checked.request) {
      // The result on screen was made from other values: it goes, so it is not read as this one's.
      setShown(null)
      if (checked.errors.archetype) toast({ title: NO_ARCHETYPE_MESSAGE, variant: 'destructive' })
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
      setShown({ data, locationMode: request.location.mode })
      setStatus('idle')
      if (luna && flags?.key !== flagsKey(data)) void loadFlags(data)
      else if (luna && flags?.state.status === 'error') void loadFlags(data)
    } catch (err) {
      console.warn('Time window calculation failed.', err)
      setStatus('error')
      toast({
        title: 'Calculation Failed',
        description: 'Unable to calculate time window resonance',
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

  return (
    <div className="grid gap-6 pb-8 lg:grid-cols-2 lg:items-start">
      <CalculatorForm
        values={values}
        onChange={onChange}
        errors={errors}
        location={location}
        elevation={elevation}
        luna={luna}
        onLunaChange={onLunaChange}
        pending={status === 'loading'}
        onSubmit={() => void calculate()}
      />
      <div className="grid min-w-0 gap-6">
        {status === 'error' && shown ? (
          <Notice tone="warning" title="That calculation did not go through">
            The window below is from your previous calculation. Check your connection and try again.
          </Notice>
        ) : null}
        {shown ? (
          <ResultPanel
            result={shown.data}
            locationMode={shown.locationMode}
            headingRef={heading}
            busy={status === 'loading'}
          />
        ) : status === 'loading' ? (
          <Card className="flex min-h-64 items-center justify-center">
            <Spinner label="Calculating your time window" />
          </Card>
        ) : status === 'error' ? (
          <Card>
            <LoadError
              tone="warning"
              title="We couldn't calculate this window"
              onRetry={() => void calculate()}
            >
              Check your connection, then try again. Your entries are kept.
            </LoadError>
          </Card>
        ) : (
          <EmptyState title="Your time window will appear here">
            Set your moment and press Calculate to see your computed ξ, its window phase and what shaped it.
          </EmptyState>
        )}
        {showFlags && flags ? (
          <LunaFlagsPanel state={flags.state} onRetry={() => void loadFlags(shown.data)} />
        ) : null}
        {luna && shown ? (
          schumannReady ? (
            <LunaInsightCard
              page="calculator"
              scalar={shown.data.computed_ξ}
              windowPhase={shown.data.window_phase}
              schumannHz={hz}
            />
          ) : (
            <Card className="flex min-h-40 items-center justify-center">
              <Spinner label="Preparing Luna's insight" />
            </Card>
          )
        ) : null}
      </div>
    </div>
  )
}
