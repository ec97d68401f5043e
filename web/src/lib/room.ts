// The room a changing text keeps (components/ui/steady-text.tsx): the longest of its possible
// values, drawn invisible in the text's grid cell. A value's height at a width follows its length
// closely, so the few longest stand in for every value without putting each of them in the page.

/** The `count` longest texts of a list, longest first, without repeats. */
export function longestOf(texts: readonly string[], count = 6): string[] {
  return [...new Set(texts)].sort((a, b) => b.length - a.length).slice(0, count)
}
