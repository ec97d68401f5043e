import { PageHeader } from '@/components/ui/notice.tsx'

export function Placeholder({ title }: { title: string }) {
  return <PageHeader title={title} description="This screen is being built." />
}
