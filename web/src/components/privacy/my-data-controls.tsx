// Self-service privacy (docs/decisions/002-sessions-privacy-and-recovery.md), on /privacy and on the profile screen:
// download every row the server keeps for this session as JSON, or erase it all at once after a
// confirmation (the state in use-my-data.ts).

import { useId } from 'react'
import { useMyData } from '@/components/privacy/use-my-data.ts'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Notice } from '@/components/ui/notice.tsx'

export function MyDataControls({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { downloading, downloadError, download, confirming, confirm, cancel, erasing, eraseError, erase } =
    useMyData()

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-moon/40 bg-night/40 p-4 sm:p-5">
      <Heading id={titleId} className="text-lg font-semibold text-ink">
        Your data controls
      </Heading>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Download everything the server keeps for this browser’s session as one JSON file, your check-ins and
        notes as a spreadsheet (CSV), or erase all of it at once. Erasing takes effect immediately.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void download('json')} disabled={downloading}>
          {downloading ? 'Preparing your file…' : 'Download my data'}
        </Button>
        <Button variant="secondary" onClick={() => void download('csv')} disabled={downloading}>
          Download my entries (CSV)
        </Button>
        <Button variant="destructive" onClick={confirm}>
          Erase my data
        </Button>
      </div>
      {downloadError ? (
        <div className="mt-3">
          <Notice tone="error" title="Download Failed">
            {downloadError}
          </Notice>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={cancel}
        title="Erase all your data?"
        description="This immediately and permanently deletes everything the server keeps for this session: your archetype, readings, check-ins, journey, visits and Luna’s memory. It cannot be undone."
      >
        <p className="text-sm text-muted">
          This browser forgets your profile and session too, and you will start again at onboarding. Download
          a copy first if you want to keep it.
        </p>
        {eraseError ? (
          <div className="mt-3">
            <Notice tone="error" title="Erase Failed">
              {eraseError}
            </Notice>
          </div>
        ) : null}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={erasing}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void erase()} disabled={erasing}>
            {erasing ? 'Erasing…' : 'Erase everything'}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
