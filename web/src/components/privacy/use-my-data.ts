// Self-service privacy's state (docs/decisions/002-sessions-privacy-and-recovery.md): downloading every
// row the server keeps for this session as JSON, or its check-ins and notes as CSV (docs/rules/patterns.md),
// and erasing it all after a confirmation, each with the sentence to show when it fails. The controls
// (my-data-controls.tsx) only render it.
import { localDateOf } from '@domain/dates.ts'
import type { CsvEntry } from '@domain/entries-csv.ts'
import type { MyDataExport } from '@schema/export.ts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { usePrivacyText } from '@/components/privacy/privacy-text.ts'
import { ApiError } from '@/lib/api.ts'
import { describeErased } from '@/lib/erase-summary.ts'
import { eraseMyData, fetchMyData, forgetThisDevice } from '@/lib/queries/my-data.ts'
import { toast } from '@/lib/toast.ts'

/** Why a request failed: the server's own sentence (English's only), else its status, in the language. */
export function reason(err: unknown): string {
  const t = usePrivacyText.now
  if (err instanceof ApiError)
    return err.serverMessage ?? t('data.reason.status', { status: String(err.status) })
  return t('data.reason.offline')
}

function saveFile(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The check-ins and mood notes of an export as CSV, each day's energy from the visitor's profile. The
 * CSV's rules and the day's (the energy each day drew) load when a CSV is asked for: the privacy page
 * and the profile do not carry them (docs/performance.md, "sixteenth").
 */
async function entriesCsvOf(data: MyDataExport): Promise<string> {
  const [{ entriesCsv }, { energyBeforeFeelings }] = await Promise.all([
    import('@domain/entries-csv.ts'),
    import('@domain/pattern-entries.ts'),
  ])
  const record = [...data.archetypeResults].sort((a, b) => b.createdAt - a.createdAt)[0]
  const entries: CsvEntry[] = [
    ...data.emotionalStates.map((e) => ({
      kind: 'check-in' as const,
      localDate: e.localDate,
      localTime: e.localTime,
      value: e.emotionalValue,
      descriptor: e.descriptor,
      words: null,
      createdAt: e.createdAt,
    })),
    ...(data.moodNotes ?? []).map((n) => ({
      kind: 'mood-note' as const,
      localDate: n.localDate,
      localTime: n.localTime,
      value: n.value,
      descriptor: n.descriptor,
      words: n.words,
      createdAt: n.createdAt,
    })),
  ]
  // The day's energy as the patterns read it: seeded by the readings' seed, kept through a restore.
  const seed = data.session?.seed ?? data.sessionId
  return entriesCsv(entries, (date) => energyBeforeFeelings(seed, record ?? {}, date))
}

export function useMyData() {
  const navigate = useNavigate()
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [erasing, setErasing] = useState(false)
  const [eraseError, setEraseError] = useState<string | null>(null)

  const download = async (format: 'json' | 'csv' = 'json') => {
    setDownloading(true)
    setDownloadError(null)
    try {
      const data = await fetchMyData()
      const day = localDateOf(new Date())
      const fileName = format === 'json' ? `luna-my-data-${day}.json` : `luna-my-entries-${day}.csv`
      if (format === 'json') saveFile(JSON.stringify(data, null, 2), 'application/json', fileName)
      // The contract types rows as records; schema/export.ts says what each row holds.
      else saveFile(await entriesCsvOf(data as unknown as MyDataExport), 'text/csv;charset=utf-8', fileName)
      toast({
        title: usePrivacyText.now('data.downloaded.title'),
        description: usePrivacyText.now('data.downloaded.body', { file: fileName }),
        variant: 'success',
      })
    } catch (err) {
      setDownloadError(usePrivacyText.now('data.downloadFailed.body', { reason: reason(err) }))
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
      toast({
        title: usePrivacyText.now('data.erased.title'),
        description: describeErased(result.erased),
        variant: 'success',
      })
      navigate('/onboarding')
    } catch (err) {
      setEraseError(usePrivacyText.now('data.eraseFailed.body', { reason: reason(err) }))
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
