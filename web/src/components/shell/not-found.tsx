import { Link } from 'react-router'
import { Card } from '@/components/ui/card.tsx'
import { useShellText } from '@/lib/i18n.ts'

export function NotFound() {
  const t = useShellText()
  return (
    <div className="mx-auto max-w-md pt-10">
      <Card>
        <h1 className="text-2xl font-semibold text-ink">{t('notFound.title')}</h1>
        <p className="mt-2 text-muted">{t('notFound.body')}</p>
        <p className="mt-4">
          <Link to="/">{t('notFound.back')}</Link>
        </p>
      </Card>
    </div>
  )
}
