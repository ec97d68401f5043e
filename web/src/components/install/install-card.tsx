// "Add Luna to your home screen" (docs/decisions/018-installable-app.md): the browser's own install
// dialog where it offers one, the iOS steps where it does not, nothing once installed. On the
// compass it can be put away for good; the profile always keeps it.
import { useAtom } from 'jotai'
import { useId } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { installDismissedAtom, promptInstall, useInstallOffer } from '@/lib/install.ts'

export function InstallCard({ dismissible = false }: { dismissible?: boolean }) {
  const offer = useInstallOffer()
  const titleId = useId()
  const [dismissedHere, setDismissed] = useAtom(installDismissedAtom)
  const dismissed = dismissible && dismissedHere !== null
  if (offer === 'none' || dismissed) return null
  const dismiss = () => setDismissed('1')
  return (
    <Card aria-labelledby={titleId} data-testid="install-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Keep Luna on your home screen
      </h2>
      {offer === 'prompt' ? (
        <p className="mt-1 text-sm text-muted">
          Open your daily compass in one tap, full screen, like any other app. It takes no space to speak of.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted" data-testid="ios-install-hint">
          On iPhone and iPad: tap <span className="font-semibold text-ink">Share</span>{' '}
          <span aria-hidden="true">(the square with an arrow)</span>, then{' '}
          <span className="font-semibold text-ink">Add to Home Screen</span>.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {offer === 'prompt' ? <Button onClick={() => void promptInstall()}>Install Luna</Button> : null}
        {dismissible ? (
          <Button variant="ghost" onClick={dismiss}>
            Not now
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
