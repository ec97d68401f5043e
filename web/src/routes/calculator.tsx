// /calculator: the Scalar Time Calculator (docs/rules/time-engine.md). Reachable in Simple mode too; only its
// menu entry is Advanced.
import { PageHeader } from '@/components/ui/notice.tsx'
import { Calculator } from '@/features/calculator/calculator.tsx'
import { QueryProvider } from '@/lib/query.tsx'

export default function CalculatorPage() {
  return (
    <QueryProvider>
      <PageHeader
        title="Scalar Time Calculator"
        description="See how a moment, a place and your state of awareness shape your scalar ξ. A symbolic, experimental practice, not medical advice."
      />
      <Calculator />
    </QueryProvider>
  )
}
