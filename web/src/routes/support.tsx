// /support (docs/ARCHITECTURE.md, docs/ARCHITECTURE.md): two support cards that open external payment pages in a new
// tab with a toast, the note that support is not a tax-deductible donation, and a way back.
import { Link } from 'react-router'
import { PageHeader } from '@/components/ui/notice.tsx'
import { SupportCard } from '@/features/content/support-card.tsx'
import { useSupportText } from '@/features/content/support-text.ts'
import { getConfig } from '@/lib/config.ts'
import { richText } from '@/lib/rich-text.tsx'

/** The two cards, in the order of the configured payment pages: each one's words are `support.<card>.*`. */
const CARDS = ['creator', 'developer'] as const

export default function SupportPage() {
  const urls = getConfig().supportUrls
  const t = useSupportText()
  return (
    <div className="pb-8">
      <PageHeader title={t('support.title')} description={t('support.intro')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CARDS.map((card, i) => (
          <SupportCard
            key={card}
            id={`support-${card}`}
            title={t(`support.${card}.title`)}
            description={t(`support.${card}.body`)}
            url={urls[i] ?? null}
          />
        ))}
      </div>
      <div className="mt-6 max-w-prose space-y-2 text-sm text-muted">
        <p>
          {richText(t('support.notTaxDeductible'), {
            strong: (words) => <strong className="text-ink">{words}</strong>,
          })}
        </p>
        <p>{t('support.payments')}</p>
      </div>
      <p className="mt-6">
        <Link to="/" className="inline-flex min-h-10 items-center font-medium">
          <span aria-hidden="true">←&nbsp;</span>
          {t('support.back')}
        </Link>
      </p>
    </div>
  )
}
