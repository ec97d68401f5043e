// The spec's {email}: the legal contact address from the public configuration, as a mailto link;
// without one configured the text names the operator's contact address and links nowhere.
import { usableEmail } from '@domain/painted.ts'
import type { ReactNode } from 'react'
import { withSlashBreaks } from '@/components/ui/slash-breaks.tsx'
import { useDocumentsText } from '@/features/content/documents-text.ts'
import { getConfig } from '@/lib/config.ts'

export function legalEmail(): string | null {
  return usableEmail(getConfig().legalEmail)
}

export function EmailLink() {
  const t = useDocumentsText()
  const email = legalEmail()
  if (!email) return <>{t('documents.noEmail')}</>
  return (
    <a href={`mailto:${email}`} className="break-all underline">
      {email}
    </a>
  )
}

/** Replaces each `{email}` in a text with the contact address (and lets slashed words wrap). */
export function withEmail(text: string): ReactNode {
  if (!text.includes('{email}')) return withSlashBreaks(text)
  const parts = text.split('{email}')
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
    <span key={i}>
      {withSlashBreaks(part)}
      {i < parts.length - 1 ? <EmailLink /> : null}
    </span>
  ))
}
