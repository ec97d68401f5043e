// Self-service privacy's state (docs/decisions/002-sessions-privacy-and-recovery.md): downloading every
// row the server keeps for this session as JSON, and erasing it all after a confirmation, each with the
// sentence to show when it fails. The controls (my-data-controls.tsx) only render it.
import { localDateOf } from '@domain/dates.ts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '@/lib/api.ts'
import { describeErased } from '@/lib/erase-summary.ts'
import { eraseMyData, fetchMyData, forgetThisDevice } from '@/lib/queries/my-data.ts'
import { toast } from '@/lib/toast.ts'

export function reason(err: unknown): string {
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

export function useMyData() {
  const navigate = useNavigate()
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [erasing, setErasing] = useState(false)
  const [eraseError, setEraseError] = useState<string | null>(null)

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

  return {
    downloading,
    downloadError,
    download,
    confirming,
    confirm() {
      setEraseError(null)
      setConfirming(true)
    },
    cancel() {
      if (!erasing) setConfirming(false)
    },
    erasing,
    eraseError,
    erase,
  }
}
