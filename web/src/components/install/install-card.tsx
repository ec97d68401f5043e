// "Add Luna to your home screen" (docs/decisions/018-installable-app.md): the browser's own install
// dialog where it offers one, the iOS steps where it does not, nothing once installed. On the
// compass it can be put away for good; the profile always keeps it. The card's body is loaded only
// when an install is offered: most cold loads show none and carry none of it.
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { installDismissedAtom, useInstallOffer } from '@/lib/install.ts'

const InstallCardBody = lazy(() =>
  import('@/components/install/install-card-body.tsx').then((m) => ({ default: m.InstallCardBody })),
)

export function InstallCard({ dismissible = false }: { dismissible?: boolean }) {
  const offer = useInstallOffer()
  const dismissedHere = useAtomValue(installDismissedAtom)
  if (offer === 'none' || (dismissible && dismissedHere !== null)) return null
  return (
    <Suspense fallback={null}>
      <InstallCardBody offer={offer} dismissible={dismissible} />
    </Suspense>
  )
}
