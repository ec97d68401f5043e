// What Luna heard today (docs/rules/one-voice.md, "Luna hears what was written"): the day's entries
// (check-ins and mood notes, with the words of each note), the plain themes in the person's own words,
// whether they point to a crisis, and whether the person has said they are going to bed now (after a
// night shift, say): then the hour's advice is for rest, whatever the clock says.
import { BEDTIME_WORDS, THEME_WORDS } from './content/themes.ts'
import { valuePointsToCrisis } from './emotion.ts'
import {
  type Entry,
  HEAVY_THEMES,
  type Heard,
  NOTHING_HEARD,
  TENDER_THEMES,
  THEMES,
  type Theme,
} from './heard-model.ts'

export type { Entry, Heard, Theme }
export { NOTHING_HEARD }

/** How long words about going to bed hold: the hour's advice is for rest for this long after them. */
export const BEDTIME_HOLDS_MS = 4 * 60 * 60 * 1000

/** The words as they are matched: lower case, accents removed, ß as ss, curly apostrophes straightened. */
export function normalizeWords(words: string): string {
  return words
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, 'ss')
    .toLowerCase()
}

/** The themes in a person's words, heaviest first. */
export function themesIn(words: string | null | undefined): Theme[] {
  if (!words) return []
  const text = normalizeWords(words)
  return THEMES.filter((theme) => THEME_WORDS[theme].test(text))
}

/** Whether the words say the person is going to bed now. */
export const saysBedtime = (words: string | null | undefined): boolean =>
  Boolean(words) && BEDTIME_WORDS.test(normalizeWords(words as string))

/** Whether an entry points to a crisis: its slider word, or its words. */
export const entryPointsToCrisis = (entry: Pick<Entry, 'value' | 'words'>): boolean =>
  valuePointsToCrisis(entry.value) || themesIn(entry.words).includes('crisis')

/** What Luna heard of a day's entries at the instant `now` (ms). */
export function hearDay(entries: readonly Entry[], now: number): Heard {
  if (entries.length === 0) return NOTHING_HEARD
  const sorted = [...entries].sort((a, b) => a.at - b.at)
  const found = new Set(sorted.flatMap((e) => themesIn(e.words)))
  const themes = THEMES.filter((t) => found.has(t))
  const heavy = themes.some((t) => HEAVY_THEMES.includes(t))
  const crisis = sorted.some(entryPointsToCrisis)
  return {
    latest: sorted.at(-1) ?? null,
    themes,
    weight: heavy ? 'heavy' : themes.length > 0 ? 'light' : null,
    tender: crisis || themes.some((t) => TENDER_THEMES.includes(t)),
    crisis,
    restNow: sorted.some((e) => saysBedtime(e.words) && e.at <= now && now - e.at <= BEDTIME_HOLDS_MS),
  }
}
