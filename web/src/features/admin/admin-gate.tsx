// The password gate (docs/decisions/008-admin-and-analytics.md, docs/decisions/008-admin-and-analytics.md): a labelled password field with a show/hide
// toggle; the server checks the password and answers with the admin cookie.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { login } from '@/features/admin/api/admin.ts'
import { toast } from '@/lib/toast.ts'

type Problem = { tone: 'warning' | 'error'; title: string; text: string } | null

export function AdminGate({
  notice,
  autoFocus,
  onUnlocked,
}: {
  notice: string | null
  autoFocus: boolean
  onUnlocked: () => void
}) {
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(false)
  const [pending, setPending] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [problem, setProblem] = useState<Problem>(null)
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const id = useId()
  const titleId = useId()
  const focusField = useCallback(() => document.getElementById(id)?.focus(), [id])

  useEffect(() => {
    if (autoFocus) focusField()
  }, [autoFocus, focusField])

  // After a 429, the button stays disabled until the wait is over.
  useEffect(() => {
    if (waitUntil === null) return
    const timer = setTimeout(
      () => {
        setWaitUntil(null)
        setProblem(null)
      },
      Math.max(0, waitUntil - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [waitUntil])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (pending || waitUntil !== null) return
    if (!password) {
      setFieldError('Please enter the admin password.')
      focusField()
      return
    }
    setPending(true)
    setProblem(null)
    const result = await login(password)
    setPending(false)
    if (result.kind === 'granted') {
      setFieldError(null)
      toast({ title: 'Access Granted', variant: 'success' })
      onUnlocked()
      return
    }
    if (result.kind === 'denied') {
      toast({
        title: 'Access Denied',
        description: 'Invalid password. Please try again.',
        variant: 'destructive',
      })
      setPassword('')
      setFieldError('Invalid password. Please try again.')
      focusField()
      return
    }
    if (result.kind === 'rate-limited') {
      const text = `Too many failed attempts. Please wait ${result.minutes} ${result.minutes === 1 ? 'minute' : 'minutes'} before trying again.`
      toast({ title: 'Too Many Attempts', description: text, variant: 'destructive' })
      setProblem({ tone: 'warning', title: 'Too many attempts', text })
      setWaitUntil(Date.now() + result.minutes * 60_000)
      setPassword('')
      return
    }
    if (result.kind === 'not-configured') {
      setProblem({
        tone: 'error',
        title: 'Admin login is not configured',
        text: 'This server has no admin password set, so nobody can log in. The operator sets it with the ADMIN_PASSWORD secret.',
      })
      return
    }
    toast({ title: 'Login Failed', description: result.message, variant: 'destructive' })
    setProblem({ tone: 'error', title: 'Login failed', text: result.message })
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <Card aria-labelledby={titleId} className="mx-auto max-w-md">
      <CardTitle id={titleId}>Admin access</CardTitle>
      <CardDescription>
        The analytics dashboard is for the team running Luna. Enter the shared admin password to open it.
      </CardDescription>
      {notice ? (
        <div className="mt-4">
          <Notice tone="warning">{notice}</Notice>
        </div>
      ) : null}
      <form className="mt-5" onSubmit={(e) => void submit(e)} noValidate>
        <Label htmlFor={id}>Admin password</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={200}
            required
            value={password}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
            onChange={(e) => {
              setPassword(e.target.value)
              setFieldError(null)
            }}
          />
          <Button
            variant="secondary"
            className="shrink-0"
            aria-controls={id}
            onClick={() => setVisible(!visible)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </Button>
        </div>
        {fieldError ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {fieldError}
          </p>
        ) : null}
        <Hint id={hintId}>
          Once unlocked, the dashboard stays open in this browser session until you log out.
        </Hint>
        {problem ? (
          <div className="mt-4">
            <Notice tone={problem.tone} title={problem.title}>
              {problem.text}
            </Notice>
          </div>
        ) : null}
        <Button type="submit" className="mt-5 w-full" disabled={pending || waitUntil !== null}>
          {pending ? 'Checking…' : 'Unlock dashboard'}
        </Button>
      </form>
    </Card>
  )
}
