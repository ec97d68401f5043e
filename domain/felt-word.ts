// A feeling's word after "feel" and "felt" (docs/rules/emotional-check-in.md): "You said you feel
// steadier", "Yesterday you felt at one". Most descriptors are adjectives as they stand; a few are not.
// Apart from the descriptors' content, so the first frame's greeting carries only this.

const FELT_WORDS: Readonly<Record<string, string>> = {
  Steadying: 'steadier',
  Resting: 'at rest',
  Flourishing: 'like you are flourishing',
  'At One': 'at one',
  'Fully Present': 'fully present',
}

/** The descriptor as the word after "you feel" or "you felt". */
export function feltWord(descriptor: string): string {
  return FELT_WORDS[descriptor] ?? descriptor.toLowerCase()
}
