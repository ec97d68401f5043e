// Share your reading (docs/rules/luna.md): native share when the browser has it, copying
// otherwise (or when sharing fails); 'Copied' shows on the button for 2 seconds.

import { computedInEnglish } from '@domain/locale.ts'
import { buildShareText, type ShareProps, type ShareWords, sharePreview } from '@domain/share.ts'
import { withoutSoftHyphens } from '@domain/soft-hyphens.ts'
import { useEffect, useId, useRef, useState } from 'react'
import { useLunaMoreText } from '@/components/luna/luna-more-text.ts'
import { phaseName, useLunaText } from '@/components/luna/luna-text.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { fixed, todayLong } from '@/lib/format.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
import { toast } from '@/lib/toast.ts'

export const COPIED_MS = 2000

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available')
  await navigator.clipboard.writeText(text)
}

export function ShareCard(props: ShareProps) {
  const t = useLunaMoreText()
  const luna = useLunaText()
  // English's text is the spec's (domain/share.ts); another language's lines are the catalogue's.
  const words: ShareWords | undefined = computedInEnglish(useSpokenLocale())
    ? undefined
    : {
        title: (date) => t('share.text.title', { date }),
        scalar: (scalar, phase) => t('share.text.scalar', { scalar, phase }),
        baseline: (baseline, alignment) => t('share.text.baseline', { baseline, alignment }),
        luna: (message) => t('share.text.luna', { message }),
        codons: (codons) => t('share.text.codons', { codons }),
        number: (n) => fixed(n, 2),
      }
  // The reading's words carry soft hyphens (the compass asks for them; docs/decisions/061): the
  // preview keeps them, and breaks the hashtags where their words join; what is shared and copied has
  // none.
  const shown = buildShareText(
    words ? { ...props, windowPhase: phaseName(luna, props.windowPhase) } : props,
    window.location.origin,
    todayLong(),
    words,
  )
  const text = withoutSoftHyphens(shown)
  const [copied, setCopied] = useState(false)
  const [manual, setManual] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const manualRef = useRef<HTMLTextAreaElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const copy = async () => {
    try {
      await writeClipboard(text)
      setManual(false)
      setCopied(true)
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
      toast({
        title: t('share.toast.copied'),
        description: t('share.toast.copied.body'),
        variant: 'success',
      })
    } catch {
      setManual(true)
      toast({
        title: t('share.toast.failed'),
        description: t('share.toast.failed.body'),
        variant: 'destructive',
      })
      requestAnimationFrame(() => manualRef.current?.select())
    }
  }

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text })
        return
      } catch (err) {
        // The visitor closed the share sheet: nothing to do.
        if (err instanceof DOMException && err.name === 'AbortError') return
      }
    }
    await copy()
  }

  return (
    <Card aria-labelledby={titleId} data-testid="share-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('share.title')}
        </h2>
        <Badge tone="green">{t('share.ready')}</Badge>
      </div>
      <p
        id={textId}
        className="mt-3 whitespace-pre-line wrap-anywhere rounded-xl border border-line bg-night/40 px-3 py-2 text-sm text-muted"
      >
        {sharePreview(shown)}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex">
        <Button onClick={() => void share()} aria-describedby={textId}>
          {t('share.share')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()} aria-describedby={textId}>
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      {manual ? (
        <div className="mt-4">
          <label htmlFor={`${textId}-manual`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('share.manual')}
          </label>
          <textarea
            ref={manualRef}
            id={`${textId}-manual`}
            readOnly
            value={text}
            rows={8}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-xl border border-line bg-night/60 px-3 py-2 text-sm text-ink"
          />
        </div>
      ) : null}
    </Card>
  )
}
