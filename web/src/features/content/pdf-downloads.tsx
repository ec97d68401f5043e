// The two downloadable PDFs, with their format and size (sizes come from the build).
import sizes from 'virtual:luna-pdfs'
import { formatFileSize } from '@/lib/format.ts'

export const PDF_FILES = {
  codex: {
    href: '/scalar-resonance-codex.pdf',
    file: 'scalar-resonance-codex.pdf',
    title: 'The Scalar Resonance Codex',
  },
  theory: { href: '/UBT.pdf', file: 'UBT.pdf', title: 'UBT: the Unified Baseline Theory' },
} as const

export function PdfLink({ which }: { which: keyof typeof PDF_FILES }) {
  const pdf = PDF_FILES[which]
  const size = formatFileSize(sizes[pdf.file])
  return (
    <a
      href={pdf.href}
      download={pdf.file}
      className="flex min-h-12 min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2 text-ink no-underline hover:border-moon"
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-lg bg-moon/15 text-xs font-bold text-moon"
      >
        PDF
      </span>
      <span className="min-w-0">
        <span className="block font-medium">Download {pdf.title}</span>
        <span className="block text-sm tabular-nums text-muted">PDF document{size ? `, ${size}` : ''}</span>
      </span>
    </a>
  )
}
