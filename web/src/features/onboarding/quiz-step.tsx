// Step 3 of onboarding: the quiz, the reveal, and saving the result (loaded only when reached).

import { findArchetype } from '@domain/archetypes.ts'
import type { QuizAnswer } from '@domain/quiz.ts'
import { useState } from 'react'
import { ArchetypeReveal } from '@/components/quiz/archetype-reveal.tsx'
import { QuizRunner } from '@/components/quiz/quiz-runner.tsx'
import { Button } from '@/components/ui/button.tsx'
import { completeQuiz } from '@/lib/device-state/changes.ts'
import { updateDevice } from '@/lib/device-state/store.ts'
import {
  generateProfile,
  type Identity,
  saveArchetypeRemote,
  trackQuizCompleted,
} from '@/lib/queries/onboarding.ts'

export default function QuizStep({ identity, onDone }: { identity: Identity; onDone: () => void }) {
  const [result, setResult] = useState<{ answers: QuizAnswer[]; archetypeId: number } | null>(null)
  const [saving, setSaving] = useState(false)
  const archetype = result ? findArchetype(result.archetypeId) : undefined
  if (!result || !archetype)
    return <QuizRunner onComplete={(answers, archetypeId) => setResult({ answers, archetypeId })} />
  const begin = async () => {
    setSaving(true)
    const confirmed = await generateProfile(identity)
    if (!confirmed) {
      setSaving(false)
      return
    }
    const now = new Date()
    const { archetypeData: data } = updateDevice((s) =>
      completeQuiz(s, { archetype, identity: confirmed, answers: result.answers, now }),
    )
    if (data) {
      trackQuizCompleted(data)
      void saveArchetypeRemote(data, result.answers)
    }
    onDone()
  }
  return (
    <ArchetypeReveal archetype={archetype}>
      <Button size="lg" onClick={() => void begin()} disabled={saving}>
        {saving ? 'Saving your journey…' : 'Begin Your Journey'}
      </Button>
    </ArchetypeReveal>
  )
}
