// The install card's body (install-card.tsx): loaded only when the browser offers an install, so a
// screen where none is offered does not carry its code and words (docs/performance.md, budgets).
import { useSetAtom } from 'jotai'
import { useId } from 'react'
import { useInstallText } from '@/components/install/install-text.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { type InstallOffer, installDismissedAtom, promptInstall } from '@/lib/install.ts'
import { richText } from '@/lib/rich-text.tsx'

export function InstallCardBody({
  offer,
  dismissible,
}: {
  offer: Exclude<InstallOffer, 'none'>
  dismissible: boolean
}) {
  const titleId = useId()
  const setDismissed = useSetAtom(installDismissedAtom)
  const t = useInstallText()
  const dismiss = () => setDismissed('1')
  return (
    <Card aria-labelledby={titleId} data-testid="install-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('install.title')}
      </h2>
      {offer === 'prompt' ? (
        <p className="mt-1 text-sm text-muted">{t('install.body')}</p>
      ) : (
        <p className="mt-1 text-sm text-muted" data-testid="ios-install-hint">
          {richText(t('install.ios'), {
            b: (words) => <span className="font-semibold text-ink">{words}</span>,
            hint: (words) => <span aria-hidden="true">{words}</span>,
          })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {offer === 'prompt' ? (
          <Button onClick={() => void promptInstall()}>{t('install.install')}</Button>
        ) : null}
        {dismissible ? (
          <Button variant="ghost" onClick={dismiss}>
            {t('install.notNow')}
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
