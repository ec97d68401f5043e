// The words of Luna's panels that open later (domain/messages/<locale>/luna-more.json): the technical
// analysis, her memory and the share card; loaded with their code, never with the compass's first load.
import { messages } from '@domain/messages/compiled/en/luna-more.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useLunaMoreText = catalogue(messages, 'luna-more')
