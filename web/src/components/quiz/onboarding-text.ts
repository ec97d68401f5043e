// Onboarding's, the quiz's and the archetype reveal's own words (domain/messages/<locale>/onboarding.json;
// docs/decisions/056-languages.md). Apart from the content (quiz-text.ts), so that the welcome step
// loads no quiz and no archetypes.
import { messages } from '@domain/messages/compiled/en/onboarding.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useOnboardingText = catalogue(messages, 'onboarding')
