// Onboarding's state (docs/rules/device-state.md, docs/rules/quiz.md): the step the address asks for,
// moving between steps as history entries, the name and birth date kept when the visitor continues,
// the quiz draft, the guest path, the tab's title and the focus. The page (routes/onboarding.tsx) only
// renders it.
import { checkBirthDate, localDateOf } from '@domain/dates.ts'
import { useAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
import { quizDraftAtom } from '@/features/onboarding/quiz-draft.ts'
import { QUIZ_IDS, STEP_PARAMS, stepOf, stepTitle, wantedStepOf } from '@/features/onboarding/steps.ts'
import { useBirthDateToast } from '@/lib/birth-date-toast.ts'
import { isOnboarded, setOnboardingIdentity } from '@/lib/device-state/profile.ts'
import { updateDevice, useDevice } from '@/lib/device-state/store.ts'
import { useProblemToast } from '@/lib/toast.ts'

/** The quiz's code, asked for while the visitor gives the birth date. */
export const loadQuiz = () => import('@/features/onboarding/quiz-step.tsx')

export function useOnboarding() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const retake = params.get('retake') === 'true'
  const navigate = useNavigate()
  const device = useDevice()
  const stored = device.onboardingProfile
  const [name, setName] = useState(stored?.name ?? '')
  const [birthDate, setBirthDate] = useState(stored?.birthDate ?? '')
  const [storedDraft, setDraft] = useAtom(quizDraftAtom)
  const draft = storedDraft ?? {}
  const [skipping, setSkipping] = useState(false)
  const [alreadyOnboarded] = useState(() => isOnboarded(device))
  const asked = stepOf(params, {
    name: Boolean(stored?.name),
    birthDate: Boolean(stored?.birthDate),
    answered: QUIZ_IDS.filter((id) => draft[id] !== undefined).length,
    onboarded: isOnboarded(device),
    retake,
  })
  // A retake opens at the name, with what the visitor gave before.
  const step = retake && stored && asked.step === 0 && !params.has('step') ? 1 : asked.step
  const heading = useRef<HTMLHeadingElement>(null)
  const today = localDateOf(new Date())
  const nameToast = useProblemToast(Boolean(name.trim()))
  const birthDateToastOf = useProblemToast(checkBirthDate(birthDate, today) === null)
  const birthDateToast = useBirthDateToast()
  const t = useOnboardingText()

  /** Moves to a step (and question): a new history entry, so the back button returns here. */
  const go = (next: number, extra: Record<string, string> = {}, replace = false) => {
    const value = STEP_PARAMS[next]
    const search: Record<string, string> = { ...(retake ? { retake: 'true' } : {}), ...extra }
    if (value) search.step = value
    setParams(search, { replace, state: { onboardingFrom: location.search } })
  }
  /** The in-app Back: the browser's back when the previous entry is the step before, else a replace. */
  const back = (previous: number, extra: Record<string, string> = {}) => {
    if ((location.state as { onboardingFrom?: string } | null)?.onboardingFrom !== undefined) navigate(-1)
    else go(previous, extra, true)
  }

  useEffect(() => {
    const [key, values] = stepTitle(step, retake, asked.reveal, asked.question)
    document.title = t('onboarding.pageTitle', { title: t(key as Parameters<typeof t>[0], values) })
  }, [step, retake, asked.reveal, asked.question, t])
  useEffect(() => {
    // The quiz moves focus to its first option itself (its heading is for screen readers only).
    if (step !== 3) heading.current?.focus()
    if (step === 2) void loadQuiz()
  }, [step])
  // The address asked for a step not yet possible (a reload after clearing storage, a typed URL):
  // show the right one in the address too.
  const wantedStep = wantedStepOf(params)
  useEffect(() => {
    if (wantedStep !== asked.step && !(retake && asked.step === 0)) go(asked.step, {}, true)
  })

  const saveIdentity = (next: { name: string; birthDate: string }) =>
    updateDevice((s) => setOnboardingIdentity(s, next))

  return {
    retake,
    step,
    asked,
    heading,
    today,
    name,
    setName,
    birthDate,
    setBirthDate,
    draft,
    setDraft,
    skipping,
    t,
    /** Finished before this page opened (the footer's link, or back from the compass). */
    alreadyOnboarded,
    go,
    back,
    continueFromName() {
      if (!name.trim()) {
        nameToast({
          title: t('onboarding.toast.name.title'),
          description: t('onboarding.toast.name.body'),
          variant: 'destructive',
        })
        return
      }
      saveIdentity({ name: name.trim(), birthDate })
      go(2)
    },
    continueFromBirthDate() {
      const problem = checkBirthDate(birthDate, today)
      if (problem) {
        birthDateToastOf({ ...birthDateToast(problem), variant: 'destructive' })
        return
      }
      saveIdentity({ name: name.trim(), birthDate })
      go(3, { q: '1' })
    },
    async skip() {
      setSkipping(true)
      const { createGuestProfile } = await import('@/lib/queries/onboarding.ts')
      await createGuestProfile()
      navigate('/')
    },
    enterCompass: () => navigate('/'),
  }
}
