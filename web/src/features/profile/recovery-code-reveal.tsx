// The revealed recovery code (docs/decisions/002-sessions-privacy-and-recovery.md): the phrase grouped for reading, a QR code of the
// code itself (drawn with uqr, loaded only when asked for; a phone's camera shows it as text to
// copy, never as a link that restores) and a Copy button.
import { useEffect, useMemo, useRef, useState } from 'react'
import { renderSVG } from 'uqr'
import { Button } from '@/components/ui/button.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { groupRecoveryCode } from '@/features/profile/api/restore.ts'
import { toast } from '@/lib/toast.ts'

export default function CodeReveal({ code }: { code: string }) {
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
        title: 'Recovery Code Copied',
        description: 'Keep it somewhere private, such as a password manager.',
        variant: 'success',
      })
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), 2000)
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Please try again or select the text manually',
        variant: 'destructive',
      })
    }
  }
  return (
    <div className="mt-4 grid gap-4">
      <Notice tone="warning" title="Keep this code private">
        Anyone with this code can read and erase your readings and journey. Never share it in public or with
        people you do not trust.
      </Notice>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={qr}
          alt="QR code of your recovery code, to scan and paste on another device"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-xl bg-white p-2"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">Your recovery code</p>
          <p
            className="mt-1 break-all rounded-xl border border-line bg-night/60 p-3 font-mono text-lg leading-relaxed text-ink select-all"
            data-testid="recovery-code"
          >
            {groupRecoveryCode(code).join(' ')}
          </p>
          <p className="mt-2 text-sm text-muted">
            Scan the QR code with your other device, or type the code there. Spaces do not matter.
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        </div>
      </div>
    </div>
  )
}
