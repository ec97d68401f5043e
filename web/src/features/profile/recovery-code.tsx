// The recovery code card (docs/decisions/002-sessions-privacy-and-recovery.md): shows this browser's session id as a phrase and a
// QR code with a Copy button, and restores a code from another browser.
import { lazy, Suspense, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { parseRecoveryCode, restoreFromCode } from '@/features/profile/api/restore.ts'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { getSessionId } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'

const CodeReveal = lazy(() => import('@/features/profile/recovery-code-reveal.tsx'))

export function RecoveryCodeCard() {
  const t = useProfileText()
  const [shown, setShown] = useState(false)
  const [code] = useState(getSessionId)
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [restoring, setRestoring] = useState(false)
  const id = useId()

  const restore = async () => {
    const parsed = parseRecoveryCode(input)
    if (!parsed) {
      setError(t('profile.recovery.invalid'))
      document.getElementById(`${id}-restore`)?.focus()
      return
    }
    setError(null)
    setRestoring(true)
    const outcome = await restoreFromCode(parsed)
    if (!outcome.ok) {
      setRestoring(false)
      setError(outcome.message)
      document.getElementById(`${id}-restore`)?.focus()
      return
    }
    toast({
      title: t('profile.recovery.restored'),
      description: t('profile.recovery.restored.body', { name: outcome.name ? `, ${outcome.name}` : '' }),
      variant: 'success',
    })
    navigate('/compass')
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('profile.recovery.title')}</CardTitle>
      <CardDescription>{t('profile.recovery.body')}</CardDescription>
      <Button
        variant="secondary"
        className="mt-4"
        aria-expanded={shown}
        aria-controls={`${id}-reveal`}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('profile.recovery.hide') : t('profile.recovery.show')}
      </Button>
      <div id={`${id}-reveal`}>
        {shown ? (
          <Suspense fallback={<Spinner label={t('profile.recovery.preparing')} />}>
            <CodeReveal code={code} />
          </Suspense>
        ) : null}
      </div>

      <form
        className="mt-6 border-t border-line pt-4"
        noValidate
        aria-busy={restoring}
        onSubmit={(e) => {
          e.preventDefault()
          void restore()
        }}
      >
        <h3 className="font-semibold text-ink">{t('profile.recovery.restoreTitle')}</h3>
        <p className="mt-1 text-sm text-muted">{t('profile.recovery.restoreBody')}</p>
        <Label htmlFor={`${id}-restore`} className="mt-2">
          {t('profile.recovery.title')}
        </Label>
        <div className="flex flex-wrap gap-3">
          <Input
            id={`${id}-restore`}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="luna_…"
            className="min-w-0 flex-1 basis-56 font-mono"
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-restore-hint`}
          />
          <Button type="submit" disabled={restoring || !input.trim()}>
            {restoring ? t('profile.recovery.restoring') : t('profile.recovery.restore')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-restore-hint`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : (
          <Hint id={`${id}-restore-hint`}>{t('profile.recovery.restoreHint')}</Hint>
        )}
      </form>
    </Card>
  )
}
