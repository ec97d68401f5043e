// A kind note for the lowest tier of the check-in: what kind of help to seek, never clinical advice.
import { Notice } from '@/components/ui/notice.tsx'

/** A free directory of helplines by country. */
export const HELPLINE_DIRECTORY = 'https://findahelpline.com'

export function SupportNote() {
  return (
    <div className="mt-4" data-testid="checkin-support">
      <Notice title="You don’t have to carry this alone">
        <p>
          Luna is a reflective tool, not medical or mental-health care. If you are in danger or thinking of
          harming yourself, call your local emergency number now. To talk with someone today, a free,
          confidential helpline near you is listed at{' '}
          <a href={HELPLINE_DIRECTORY} target="_blank" rel="noopener noreferrer" className="underline">
            findahelpline.com
          </a>
          .
        </p>
      </Notice>
    </div>
  )
}
