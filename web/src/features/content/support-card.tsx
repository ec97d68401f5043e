// One support card: opens a configured external payment page in a new tab, with a toast; shown
// disabled with a note when its page is not configured.

import { usableUrl } from '@domain/painted.ts'
import { buttonClass } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { useSupportText } from '@/features/content/support-text.ts'
import { richText } from '@/lib/rich-text.tsx'
import { toast } from '@/lib/toast.ts'

export function SupportCard({
  id,
  title,
  description,
  url,
}: {
  id: string
  title: string
  description: string
  url: string | null
}) {
  const href = usableUrl(url)
  const t = useSupportText()
  const titleId = `${id}-title`
  const noteId = `${id}-note`
  return (
    <Card aria-labelledby={titleId} className="flex flex-col">
      <CardTitle id={titleId} as="h2">
        {title}
      </CardTitle>
      <CardDescription className="flex-1">{description}</CardDescription>
      <div className="mt-5">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'w-full no-underline')}
            onClick={() =>
              toast({
                title: t('support.opened.title'),
                description: t('support.opened.body'),
                variant: 'success',
              })
            }
          >
            {richText(t('support.open', { title }), {
              sr: (words) => <span className="sr-only">{words}</span>,
            })}
            <span aria-hidden="true">↗</span>
          </a>
        ) : (
          <>
            <button
              type="button"
              disabled
              aria-describedby={noteId}
              className={buttonClass('secondary', 'md', 'w-full')}
            >
              {t('support.unavailable')}
            </button>
            <p id={noteId} className="mt-2 text-sm text-muted">
              {t('support.unavailable.body')}
            </p>
          </>
        )}
      </div>
    </Card>
  )
}
