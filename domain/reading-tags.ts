// Tags and notes of a saved reading (docs/spec-texts.md): tags are comma-separated, quick-tag buttons
// never add a duplicate, and on save tags and notes are trimmed with empty becoming null.

/** The tags of a comma-separated text: each trimmed, empties dropped, repeats (any case) once. */
export function splitTags(text: string | null | undefined): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const part of (text ?? '').split(',')) {
    const tag = part.trim()
    const key = tag.toLowerCase()
    if (tag && !seen.has(key)) {
      seen.add(key)
      tags.push(tag)
    }
  }
  return tags
}

/** Whether a comma-separated text already holds a tag (case-insensitive). */
export function hasTag(text: string | null | undefined, tag: string): boolean {
  const key = tag.trim().toLowerCase()
  return splitTags(text).some((t) => t.toLowerCase() === key)
}

/**
 * Adds a quick tag to the typed text. A tag that is already there leaves the text exactly as it
 * was; otherwise the tag follows the text's own tags after ', '.
 */
export function addTag(text: string, tag: string): string {
  const clean = tag.trim()
  if (!clean || hasTag(text, clean)) return text
  const head = text.replace(/[\s,]+$/, '')
  return head.trim() ? `${head}, ${clean}` : clean
}

/** The tags as saved: 'a, b, c' (trimmed, no empties or repeats), or null when there are none. */
export function normalizeTags(text: string | null | undefined): string | null {
  const tags = splitTags(text)
  return tags.length > 0 ? tags.join(', ') : null
}

/** A note as saved: trimmed, or null when empty. */
export function normalizeNote(text: string | null | undefined): string | null {
  const t = (text ?? '').trim()
  return t ? t : null
}
