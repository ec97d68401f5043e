// The day's reading this device kept from the compass's last answer, as the first frame of a
// returning visit paints it before the app's code runs (docs/decisions/023-first-frame-on-return.md).
// Pure: it reads through the function it is given, so the inline first-frame script (built from
// web/src/first-frame.ts) and the tests in Node use the same rules and the same key names.
import { KEYS } from '@/lib/storage.ts'

/** What the compass's Today card shows (a subset of the answer's `dailyReading`). */
export interface KeptDay {
  headline: string
  note: string | null
  leanInto: string[]
  goEasyOn: string[]
  focus: string
  energyLabel: string
}

export interface KeptReading {
  /** The visitor's name as the compass greets them (luna_archetype_data's userName), or null. */
  name: string | null
  day: KeptDay
  /** The visitor chose the full view (luna_view_mode): the bar shows its switch on. */
  advanced: boolean
  /** The theme the visitor chose (luna_theme), or null to follow the system: the bar's button. */
  theme: 'light' | 'dark' | null
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText)

function parse(raw: string | null): unknown {
  if (raw === null) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

const field = (v: unknown, key: string): unknown =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined

/**
 * Today's kept reading, or null: none is kept, it is from another local day (`today`, the device's
 * own calendar day, 'YYYY-MM-DD'), it is malformed, or the visitor has none of the profile keys
 * that lead `/` to the compass (profile.ts, hasAnyProfile).
 */
export function keptReadingOf(read: (key: string) => string | null, today: string): KeptReading | null {
  const hasProfile = [
    KEYS.archetypeData,
    KEYS.onboardingComplete,
    KEYS.userProfile,
    KEYS.personalProfile,
  ].some((key) => {
    const v = parse(read(key))
    return v !== null && typeof v === 'object'
  })
  if (!hasProfile) return null
  const stored = parse(read(KEYS.compassLast))
  if (field(stored, 'date') !== today) return null
  const answer = field(stored, 'answer')
  // The app shows a kept answer only when it has its alignment (features/compass/api/compass.ts).
  if (!field(answer, 'scalarAlignment')) return null
  const d = field(answer, 'dailyReading')
  const headline = field(d, 'headline')
  const leanInto = field(d, 'leanInto')
  const goEasyOn = field(d, 'goEasyOn')
  const focus = field(d, 'focus')
  const energyLabel = field(d, 'energyLabel')
  const note = field(field(d, 'now'), 'note')
  if (
    !isText(headline) ||
    !isTextList(leanInto) ||
    !isTextList(goEasyOn) ||
    !isText(focus) ||
    !isText(energyLabel)
  )
    return null
  const name = field(parse(read(KEYS.archetypeData)), 'userName')
  const theme = read(KEYS.theme)
  return {
    name: isText(name) ? name : null,
    day: { headline, note: isText(note) ? note : null, leanInto, goEasyOn, focus, energyLabel },
    advanced: read(KEYS.viewMode) === 'advanced',
    theme: theme === 'light' || theme === 'dark' ? theme : null,
  }
}
