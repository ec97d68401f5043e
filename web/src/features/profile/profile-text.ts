// The profile page's messages (domain/messages/<locale>/profile.json;
// docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/profile.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useProfileText = catalogue(messages, 'profile')

/** The profile catalogue's formatter, as the hook returns it. */
export type ProfileText = Text<keyof typeof messages & string>
