import { Link } from 'react-router'
import { Card } from '@/components/ui/card.tsx'

export function NotFound() {
  return (
    <div className="mx-auto max-w-md pt-10">
      <Card>
        <h1 className="text-2xl font-semibold text-ink">Page Not Found</h1>
        <p className="mt-2 text-muted">Did you forget to add the page to the router?</p>
        <p className="mt-4">
          <Link to="/">Return to Luna</Link>
        </p>
      </Card>
    </div>
  )
}
