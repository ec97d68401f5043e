// Greedy word wrapping for the build-time PDFs: pure, given a function that measures a string.

export type Measure = (text: string) => number

/** Splits a word that is wider than the line into pieces that fit (rare: long URLs). */
function splitLongWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = []
  let current = ''
  for (const ch of word) {
    if (current && measure(current + ch) > width) {
      pieces.push(current)
      current = ch
    } else {
      current += ch
    }
  }
  if (current) pieces.push(current)
  return pieces
}

/** Breaks a paragraph into lines no wider than `width`; whitespace runs collapse to one space. */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (measure(candidate) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    if (measure(word) <= width) {
      line = word
    } else {
      const pieces = splitLongWord(word, width, measure)
      line = pieces.pop() ?? ''
      lines.push(...pieces)
    }
  }
  if (line) lines.push(line)
  return lines
}
