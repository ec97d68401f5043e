// "Add Luna to your home screen" (docs/decisions/018-installable-app.md): the browser's own install
// dialog where it offers one, the iOS steps where it does not, nothing once installed. On the
// compass it can be put away for good; the profile always keeps it.
import { useAtom } from 'jotai'
import { useId } from 'react'
import { useInstallText } from '@/components/install/install-text.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { installDismissedAtom, promptInstall, useInstallOffer } from '@/lib/install.ts'
import { richText } from '@/lib/rich-text.tsx'

export function InstallCard({ dismissible = false }: { dismissible?: boolean }) {
  const offer = useInstallOffer()
  const titleId = useId()
  const [dismissedHere, setDismissed] = useAtom(installDismissedAtom)
  const t = useInstallText()
  const dismissed = dismissible && dismissedHere !== null
  if (offer === 'none' || dismissed) return null
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
