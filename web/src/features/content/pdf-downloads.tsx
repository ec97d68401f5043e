// The two downloadable PDFs in the language spoken, with their format and size (sizes come from the
// build, scripts/pdf/; names from domain/content/documents.ts).

import sizes from 'virtual:luna-pdfs'
import { type PdfBase, pdfFileName } from '@domain/content/documents.ts'
import { useDocumentsText } from '@/features/content/documents-text.ts'
import { formatFileSize } from '@/lib/format.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'

export function PdfLink({ which }: { which: PdfBase }) {
  const t = useDocumentsText()
  const file = pdfFileName(which, useSpokenLocale())
  const size = formatFileSize(sizes[file])
  return (
    <a
      href={`/${file}`}
      download={file}
      className="flex min-h-12 min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2 text-ink no-underline hover:border-moon narrow:px-2"
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-lg bg-moon/15 text-xs font-bold text-moon narrow:hidden"
      >
        PDF
      </span>
      <span className="min-w-0">
        <span className="block font-medium">
          {t('documents.pdf.download', { title: t(`documents.pdf.${which}`) })}
        </span>
        <span className="block text-sm tabular-nums text-muted">
          {t('documents.pdf.kind', { size: size ?? 'none' })}
        </span>
      </span>
    </a>
  )
}
