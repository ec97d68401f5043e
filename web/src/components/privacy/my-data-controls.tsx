// Self-service privacy (docs/decisions/002-sessions-privacy-and-recovery.md), on /privacy and on the profile screen:
// download every row the server keeps for this session as JSON, or erase it all at once after a
// confirmation (the state in use-my-data.ts).

import { useId } from 'react'
import { usePrivacyText } from '@/components/privacy/privacy-text.ts'
import { useMyData } from '@/components/privacy/use-my-data.ts'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Notice } from '@/components/ui/notice.tsx'

export function MyDataControls({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = usePrivacyText()
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { downloading, downloadError, download, confirming, confirm, cancel, erasing, eraseError, erase } =
    useMyData()

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-moon/40 bg-night/40 p-4 sm:p-5">
      <Heading id={titleId} className="text-lg font-semibold text-ink">
        {t('data.title')}
      </Heading>
      <p className="mt-1 max-w-prose text-sm text-muted">{t('data.body')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void download('json')} disabled={downloading}>
          {downloading ? t('data.preparing') : t('data.download')}
        </Button>
        <Button variant="secondary" onClick={() => void download('csv')} disabled={downloading}>
          {t('data.csv')}
        </Button>
        <Button variant="destructive" onClick={confirm}>
          {t('data.erase')}
        </Button>
      </div>
      {downloadError ? (
        <div className="mt-3">
          <Notice tone="error" title={t('data.downloadFailed')}>
            {downloadError}
          </Notice>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={cancel}
        title={t('data.confirm.title')}
        description={t('data.confirm.body')}
      >
        <p className="text-sm text-muted">{t('data.confirm.device')}</p>
        {eraseError ? (
          <div className="mt-3">
            <Notice tone="error" title={t('data.eraseFailed')}>
              {eraseError}
            </Notice>
          </div>
        ) : null}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={erasing}>
            {t('data.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => void erase()} disabled={erasing}>
            {erasing ? t('data.erasing') : t('data.eraseAll')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
