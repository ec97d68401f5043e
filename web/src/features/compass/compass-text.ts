// The compass screen's messages (domain/messages/<locale>/compass.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/compass.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useCompassText = catalogue(messages, 'compass')

/** The compass catalogue's formatter, as the hook returns it. */
export type CompassText = Text<keyof typeof messages & string>
