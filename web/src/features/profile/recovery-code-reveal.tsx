// The revealed recovery code (docs/decisions/002-sessions-privacy-and-recovery.md): the phrase grouped for reading, a QR code of the
// code itself (drawn with uqr, loaded only when asked for; a phone's camera shows it as text to
// copy, never as a link that restores) and a Copy button.
import { useEffect, useMemo, useRef, useState } from 'react'
import { renderSVG } from 'uqr'
import { Button } from '@/components/ui/button.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { groupRecoveryCode } from '@/features/profile/api/restore.ts'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { toast } from '@/lib/toast.ts'

export default function CodeReveal({ code }: { code: string }) {
  const t = useProfileText()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(code, { pixelSize: 8 }))}`,
    [code],
  )
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      toast({
        title: t('profile.code.copied'),
        description: t('profile.code.copied.body'),
        variant: 'success',
      })
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), 2000)
    } catch {
      toast({
        title: t('profile.code.failed'),
        description: t('profile.code.failed.body'),
        variant: 'destructive',
      })
    }
  }
  return (
    <div className="mt-4 grid gap-4">
      <Notice tone="warning" title={t('profile.code.private')}>
        {t('profile.code.private.body')}
      </Notice>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={qr}
          alt={t('profile.code.qr')}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-xl bg-white p-2"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">{t('profile.code.yours')}</p>
          <p
            className="mt-1 wrap-anywhere rounded-xl border border-line bg-night/60 p-3 font-mono text-lg leading-relaxed text-ink select-all"
            data-testid="recovery-code"
          >
            {groupRecoveryCode(code).join(' ')}
          </p>
          <p className="mt-2 text-sm text-muted">{t('profile.code.hint')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void copy()}>
            {copied ? t('profile.code.copiedButton') : t('profile.code.copy')}
          </Button>
        </div>
      </div>
    </div>
  )
}
