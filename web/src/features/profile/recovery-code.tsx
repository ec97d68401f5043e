// The recovery code card (docs/decisions/002-sessions-privacy-and-recovery.md): shows this browser's session id as a phrase and a
// QR code with a Copy button, and restores a code from another browser.
import { lazy, Suspense, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { parseRecoveryCode, restoreFromCode } from '@/features/profile/api/restore.ts'
import { getSessionId } from '@/lib/session.ts'
import { toast } from '@/lib/toast.ts'

const CodeReveal = lazy(() => import('@/features/profile/recovery-code-reveal.tsx'))

export function RecoveryCodeCard() {
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
      setError(
        'That does not look like a recovery code. It starts with luna_, then a long number, then 26 letters and digits.',
      )
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
      title: 'Profile Restored',
      description: `Welcome back${outcome.name ? `, ${outcome.name}` : ''}. Your readings and journey are here again.`,
      variant: 'success',
    })
    navigate('/compass')
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Recovery code</CardTitle>
      <CardDescription>
        Luna has no accounts: your readings and journey belong to a private code kept in this browser.
        Browsers sometimes forget it (private windows, cleared data, Safari after a week away). With the code
        you can bring everything back, here or on another device.
      </CardDescription>
      <Button
        variant="secondary"
        className="mt-4"
        aria-expanded={shown}
        aria-controls={`${id}-reveal`}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide recovery code' : 'Show recovery code'}
      </Button>
      <div id={`${id}-reveal`}>
        {shown ? (
          <Suspense fallback={<Spinner label="Preparing your recovery code" />}>
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
        <h3 className="font-semibold text-ink">Restore from another browser</h3>
        <p className="mt-1 text-sm text-muted">
          Type or paste the code yourself: Luna never fills it in from a link, so nobody can hand you their
          profile and read what you record next.
        </p>
        <Label htmlFor={`${id}-restore`} className="mt-2">
          Recovery code
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
            {restoring ? 'Restoring…' : 'Restore'}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-restore-hint`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : (
          <Hint id={`${id}-restore-hint`}>
            This replaces your readings in this browser with the ones of that code. They move here under a new
            code: the browser the code came from, and anyone else who knows it, can no longer open them. Copy
            this browser's own code first if you may want to come back to it.
          </Hint>
        )}
      </form>
    </Card>
  )
}
