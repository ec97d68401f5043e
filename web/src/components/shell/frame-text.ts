// The words the app and the compass's first frame both draw (domain/messages/<locale>/frame.json): the
// bar's pages, the mode, the menu, the compass's title and the Today card's labels. The first frame
// formats them itself (lib/frame-words.ts); the app through its catalogue hook, here.
import { messages } from '@domain/messages/compiled/en/frame.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useFrameText = catalogue(messages, 'frame')
