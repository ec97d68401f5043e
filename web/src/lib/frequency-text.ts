// The healing frequencies' names and intentions, the tuner's presets and the audio safety line in the
// language spoken (domain/messages/<locale>/frequencies.json; English's the same as
// domain/content/frequencies.ts, test/domain/catalogue-copies.test.ts).
import { messages } from '@domain/messages/compiled/en/frequencies.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useFrequencyText = catalogue(messages, 'frequencies')

/** A message of the frequencies catalogue. */
export type FrequencyKey = keyof typeof messages & string
