// 'expires in Xh Ym' (in the language spoken) until local midnight (docs/rules/emotional-check-in.md), updated each minute; calls onExpired
// once the day is over.

import { expiryParts, msUntilLocalMidnight } from '@domain/dates.ts'
import { useEffect, useRef, useState } from 'react'
import { useCheckInText } from '@/features/checkin/checkin-text.ts'

export function ExpiryCountdown({ onExpired }: { onExpired: () => void }) {
  const t = useCheckInText()
  const [now, setNow] = useState(() => new Date())
  const expired = useRef(onExpired)
  expired.current = onExpired
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const at = new Date()
      setNow(at)
      if (msUntilLocalMidnight(at) <= 60_000) {
        timer = setTimeout(() => expired.current(), msUntilLocalMidnight(at) + 1000)
        return
      }
      // Wake on the next minute boundary so the minutes change on time.
      timer = setTimeout(tick, 60_000 - (at.getTime() % 60_000) + 50)
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50)
    return () => clearTimeout(timer)
  }, [])
  return (
    <span className="tabular-nums" data-testid="checkin-expiry">
      {t('checkin.expires', expiryParts(msUntilLocalMidnight(now)))}
    </span>
  )
}
