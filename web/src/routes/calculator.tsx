// /calculator: the Scalar Time Calculator (docs/rules/time-engine.md). Reachable in Simple mode too; only its
// menu entry is Advanced.
import { PageHeader } from '@/components/ui/notice.tsx'
import { Calculator } from '@/features/calculator/calculator.tsx'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { QueryProvider } from '@/lib/query.tsx'

export default function CalculatorPage() {
  const t = useCalculatorText()
  return (
    <QueryProvider>
      <PageHeader title={t('calc.title')} description={t('calc.description')} />
      <Calculator />
    </QueryProvider>
  )
}
