// The clarity focus's words (domain/messages/<locale>/clarity.json; docs/rules/compass.md): its title,
// hint and each type's name and label; its lines are lib/clarity-lines.tsx's. The compass's selector
// and full reading and the resonance page's share card read them.
import { messages } from '@domain/messages/compiled/en/clarity.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useClarityText = catalogue(messages, 'clarity')
