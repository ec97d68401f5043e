// Self-service privacy (docs/decisions/002-sessions-privacy-and-recovery.md), on /privacy and on the profile screen: download every
// row the server keeps for this session as JSON, or erase it all at once after a confirmation.

import { localDateOf } from '@domain/dates.ts'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { ApiError } from '@/lib/api.ts'
import { describeErased } from '@/lib/erase-summary.ts'
import { eraseMyData, fetchMyData, forgetThisDevice } from '@/lib/queries/my-data.ts'
import { toast } from '@/lib/toast.ts'

function reason(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? `The server answered ${err.status}.`
  return 'The server could not be reached.'
}

function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function MyDataControls({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const navigate = useNavigate()
  const titleId = useId()
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [erasing, setErasing] = useState(false)
  const [eraseError, setEraseError] = useState<string | null>(null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const download = async () => {
    setDownloading(true)
    setDownloadError(null)
    try {
      const data = await fetchMyData()
      const fileName = `luna-my-data-${localDateOf(new Date())}.json`
      saveJson(data, fileName)
      toast({
        title: 'Download Ready',
        description: `Your data was saved as ${fileName}.`,
        variant: 'success',
      })
    } catch (err) {
      setDownloadError(`${reason(err)} Nothing was downloaded. Please check your connection and try again.`)
    } finally {
      setDownloading(false)
    }
  }

  const erase = async () => {
    setErasing(true)
    setEraseError(null)
    try {
      const result = await eraseMyData()
      forgetThisDevice()
      setConfirming(false)
      toast({ title: 'Your Data Is Erased', description: describeErased(result.erased), variant: 'success' })
      navigate('/onboarding')
    } catch (err) {
      setEraseError(
        `${reason(err)} Nothing was erased; your data is as it was. Please try again in a moment.`,
      )
    } finally {
      setErasing(false)
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-moon/40 bg-night/40 p-4 sm:p-5">
      <Heading id={titleId} className="text-lg font-semibold text-ink">
        Your data controls
      </Heading>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Download everything the server keeps for this browser’s session as one JSON file, or erase all of it
        at once. Erasing takes effect immediately.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing your file…' : 'Download my data'}
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            setEraseError(null)
            setConfirming(true)
          }}
        >
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
        onClose={() => {
          if (!erasing) setConfirming(false)
        }}
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
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={erasing}>
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
