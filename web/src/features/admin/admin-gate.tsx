// The password gate (docs/decisions/008-admin-and-analytics.md, docs/decisions/008-admin-and-analytics.md): a labelled password field with a show/hide
// toggle; the server checks the password and answers with the admin cookie.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
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
  const t = useAdminText()
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
      setFieldError(t('admin.gate.empty'))
      focusField()
      return
    }
    setPending(true)
    setProblem(null)
    const result = await login(password)
    setPending(false)
    if (result.kind === 'granted') {
      setFieldError(null)
      toast({ title: t('admin.gate.granted'), variant: 'success' })
      onUnlocked()
      return
    }
    if (result.kind === 'denied') {
      toast({
        title: t('admin.gate.denied'),
        description: t('admin.gate.invalid'),
        variant: 'destructive',
      })
      setPassword('')
      setFieldError(t('admin.gate.invalid'))
      focusField()
      return
    }
    if (result.kind === 'rate-limited') {
      const text = t('admin.gate.tooMany.body', { minutes: result.minutes })
      toast({ title: t('admin.gate.tooMany.toast'), description: text, variant: 'destructive' })
      setProblem({ tone: 'warning', title: t('admin.gate.tooMany.title'), text })
      setWaitUntil(Date.now() + result.minutes * 60_000)
      setPassword('')
      return
    }
    if (result.kind === 'not-configured') {
      setProblem({
        tone: 'error',
        title: t('admin.gate.unset.title'),
        text: t('admin.gate.unset.body'),
      })
      return
    }
    toast({ title: t('admin.gate.failed.toast'), description: result.message, variant: 'destructive' })
    setProblem({ tone: 'error', title: t('admin.gate.failed.title'), text: result.message })
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <Card aria-labelledby={titleId} className="mx-auto max-w-md">
      <CardTitle id={titleId}>{t('admin.gate.title')}</CardTitle>
      <CardDescription>{t('admin.gate.body')}</CardDescription>
      {notice ? (
        <div className="mt-4">
          <Notice tone="warning">{notice}</Notice>
        </div>
      ) : null}
      <form className="mt-5" onSubmit={(e) => void submit(e)} noValidate>
        <Label htmlFor={id}>{t('admin.gate.password')}</Label>
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
            {visible ? t('admin.gate.hide') : t('admin.gate.show')}
            <span className="sr-only">{t('admin.gate.passwordWord')}</span>
          </Button>
        </div>
        {fieldError ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {fieldError}
          </p>
        ) : null}
        <Hint id={hintId}>{t('admin.gate.hint')}</Hint>
        {problem ? (
          <div className="mt-4">
            <Notice tone={problem.tone} title={problem.title}>
              {problem.text}
            </Notice>
          </div>
        ) : null}
        <Button type="submit" className="mt-5 w-full" disabled={pending || waitUntil !== null}>
          {pending ? t('admin.gate.checking') : t('admin.gate.unlock')}
        </Button>
      </form>
    </Card>
  )
}
