// /support (docs/ARCHITECTURE.md, docs/ARCHITECTURE.md): two support cards that open external payment pages in a new
// tab with a toast, the note that support is not a tax-deductible donation, and a way back.
import { Link } from 'react-router'
import { PageHeader } from '@/components/ui/notice.tsx'
import { SupportCard } from '@/features/content/support-card.tsx'
import { getConfig } from '@/lib/config.ts'

const CARDS = [
  {
    id: 'support-creator',
    title: 'Support Luna’s creator',
    description:
      'For the writing, the symbols and the care that go into every reading, every archetype and every codon.',
  },
  {
    id: 'support-developer',
    title: 'Support Luna’s developer',
    description:
      'For the servers, the upkeep, and keeping Luna fast, private and usable for everyone, on every screen.',
  },
] as const

export default function SupportPage() {
  const urls = getConfig().supportUrls
  return (
    <div className="pb-8">
      <PageHeader
        title="Support Luna"
        description="Luna is made by two people. If it has given you a quiet moment or two, you can thank either of them with a contribution of your choosing."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {CARDS.map((card, i) => (
          <SupportCard
            key={card.id}
            id={card.id}
            title={card.title}
            description={card.description}
            url={urls[i] ?? null}
          />
        ))}
      </div>
      <div className="mt-6 max-w-prose space-y-2 text-sm text-muted">
        <p>
          <strong className="text-ink">Support is not a tax-deductible donation.</strong> It is a voluntary
          gift to the people who make Luna, not a charitable donation, and it unlocks nothing: Luna works the
          same for everyone.
        </p>
        <p>
          Payments are handled by the payment provider on its own page, under its own terms; Luna never sees
          your payment details.
        </p>
      </div>
      <p className="mt-6">
        <Link to="/" className="inline-flex min-h-10 items-center font-medium">
          <span aria-hidden="true">←&nbsp;</span>Back to Luna
        </Link>
      </p>
    </div>
  )
}
