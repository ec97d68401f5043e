// The help guide in the language spoken (docs/decisions/057-content-languages.md): its four tabs and
// the zones' sentences of domain/content/<locale>/help.ts, each language's a chunk of its own.
import { HELP_TABS, type HelpTabKey, type HelpTabWords, ZONE_HELP } from '@domain/content/help.ts'
import type { AlignmentZone } from '@domain/vocabulary.ts'
import { contentWords } from '@/lib/content-words.ts'

export interface HelpWords {
  tabs: Readonly<Record<HelpTabKey, HelpTabWords>>
  zones: Readonly<Record<AlignmentZone, string>>
}

const ENGLISH_HELP: HelpWords = { tabs: HELP_TABS, zones: ZONE_HELP }

const useHelpWords = contentWords<HelpWords>({
  es: () =>
    import('@domain/content/es/help.ts').then((m) => ({ tabs: m.HELP_TABS_ES, zones: m.ZONE_HELP_ES })),
  de: () =>
    import('@domain/content/de/help.ts').then((m) => ({ tabs: m.HELP_TABS_DE, zones: m.ZONE_HELP_DE })),
})

/** The help guide's words in the language spoken. */
export const useHelp = (): HelpWords => useHelpWords() ?? ENGLISH_HELP
