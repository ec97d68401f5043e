// One tone at a time across the page: whoever starts a tone announces it, and the others
// (the tuner, a codon's 3-second play button) reset their own "playing" state. lib/audio.ts has
// already faded the previous tone out by then.
const EVENT = 'luna:tone-start'

export function announceTone(owner: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: owner }))
}

/** Calls `listener` whenever a tone owned by someone else starts. */
export function onOtherTone(owner: string, listener: () => void): () => void {
  const handler = (e: Event) => {
    if ((e as CustomEvent<string>).detail !== owner) listener()
  }
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
