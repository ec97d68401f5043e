// HTML's escapes for text and attribute values, for the markup the Worker writes into a page
// (worker/edge.ts: the configuration's meta tag; domain/painted.ts: a painted page's configuration).

/** `&`, `"`, `<` and `>` escaped: safe as text and inside a double-quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
