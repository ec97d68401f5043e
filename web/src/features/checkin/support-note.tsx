// A kind note for the lowest tier of the check-in: what kind of help to seek, never clinical advice.
import { Notice } from '@/components/ui/notice.tsx'
import { useCheckInText } from '@/features/checkin/checkin-text.ts'
import { richText } from '@/lib/rich-text.tsx'

/** A free directory of helplines by country. */
export const HELPLINE_DIRECTORY = 'https://findahelpline.com'

export function SupportNote() {
  const t = useCheckInText()
  return (
    <div className="mt-4" data-testid="checkin-support">
      <Notice title={t('checkin.support.title')}>
        <p>
          {richText(t('checkin.support.body'), {
            link: (w) => (
              <a href={HELPLINE_DIRECTORY} target="_blank" rel="noopener noreferrer" className="underline">
                {w}
              </a>
            ),
          })}
        </p>
      </Notice>
    </div>
  )
}
