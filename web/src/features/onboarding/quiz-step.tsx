// Step 3 of onboarding: the quiz, the reveal, and saving the result (loaded only when reached).

import { findArchetype } from '@domain/archetypes.ts'
import { QUIZ_QUESTIONS } from '@domain/content/quiz.ts'
import { type QuizAnswer, scoreQuiz } from '@domain/quiz.ts'
import { useState } from 'react'
import { ArchetypeReveal } from '@/components/quiz/archetype-reveal.tsx'
import { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
import { type QuizDraft, QuizRunner } from '@/components/quiz/quiz-runner.tsx'
import { Button } from '@/components/ui/button.tsx'
import { completeQuiz } from '@/lib/device-state/changes.ts'
import { updateDevice } from '@/lib/device-state/store.ts'
import {
  generateProfile,
  type Identity,
  saveArchetypeRemote,
  trackQuizCompleted,
} from '@/lib/queries/onboarding.ts'
import { toast } from '@/lib/toast.ts'

/** The answers of a draft in question order, or null while one is missing. */
export function completeDraft(draft: QuizDraft): QuizAnswer[] | null {
  const list = QUIZ_QUESTIONS.map((q) => ({ questionId: q.id, answer: draft[q.id] ?? 0 }))
  return list.every((a) => a.answer > 0) ? list : null
}

export default function QuizStep({
  identity,
  onDone,
  question,
  onQuestion,
  draft,
  onDraft,
  revealed,
  onReveal,
}: {
  identity: Identity
  onDone: () => void
  /** The question on screen (0-based) and how to move to another one (a history entry). */
  question: number
  onQuestion: (index: number) => void
  /** The answers so far, kept until the quiz completes. */
  draft: QuizDraft
  onDraft: (draft: QuizDraft) => void
  /** Whether the archetype is shown (after 'Complete Quiz'). */
  revealed: boolean
  onReveal: () => void
}) {
  const t = useOnboardingText()
  const [saving, setSaving] = useState(false)
  const answers = completeDraft(draft)
  const result = revealed && answers ? { answers, archetypeId: scoreQuiz(answers) } : null
  const archetype = result ? findArchetype(result.archetypeId) : undefined
  if (!result || !archetype)
    return (
      <QuizRunner
        index={question}
        onIndexChange={onQuestion}
        answers={draft}
        onAnswersChange={onDraft}
        onComplete={() => onReveal()}
        focusOnMount
      />
    )
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
      // Announced here, in the language spoken (the record's own toast is English's).
      void saveArchetypeRemote(data, result.answers, 'quiz', true).then((saved) => {
        if (saved)
          toast({ title: t('reveal.saved.title'), description: t('reveal.saved.body'), variant: 'success' })
      })
    }
    onDone()
  }
  return (
    <ArchetypeReveal archetype={archetype} takeFocus>
      <Button size="lg" onClick={() => void begin()} disabled={saving}>
        {saving ? t('reveal.saving') : t('reveal.begin')}
      </Button>
    </ArchetypeReveal>
  )
}
