// What a narrow screen must never show (docs/rules/text.md): a page that scrolls sideways, text
// boxes that overlap, or a word broken inside. A word may wrap after its hyphen (a soft one too) or slash in running
// text and in a link, as print does; never inside a button, label or badge ("Save check- in"), and never
// between two letters ("Recover y"). Fixed and sticky layers (toasts, the bar) float over the page by
// design and are left out of the overlap check; an address (an e-mail or a link) may break anywhere, and so
// may a recovery code's first group ('luna_' and its number: wider than a 195 px screen), a code to copy.
import type { Page } from 'playwright-core'

export interface LayoutProblems {
  /** How far the page scrolls sideways, px. */
  sideways: number
  /** Words broken inside, with the element they are in. */
  broken: string[]
  /** Pairs of words of different elements whose boxes overlap. */
  overlaps: string[]
}

export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const hidden = (el: Element) =>
      Boolean(el.closest('[hidden], [aria-hidden="true"], .sr-only, script, style, svg, [inert]')) ||
      getComputedStyle(el).visibility === 'hidden' ||
      getComputedStyle(el).opacity === '0'
    const floats = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true
      return false
    }
    const out = {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      broken: [] as string[],
      overlaps: [] as string[],
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const boxes: { rect: DOMRect; el: Element; word: string }[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (!el || hidden(el)) continue
      const text = node.nodeValue ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const word = match[0]
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + word.length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5)
        for (const rect of rects) if (!floats(el)) boxes.push({ rect, el, word })
        const lines = rects.some((a) => rects.some((b) => b.top >= a.bottom - 1))
        if (!lines || word.length < 2 || /:\/\/|@|^luna_\d+_$/.test(word)) continue
        // Where it breaks: the first character on a lower line than the first character's.
        const topOf = (i: number) => {
          const r = document.createRange()
          r.setStart(node, match.index + i)
          r.setEnd(node, match.index + i + 1)
          // The character's own box: after a break at a soft hyphen a range over it also holds the
          // hyphen drawn at the end of the line above.
          const boxes = [...r.getClientRects()]
          return (boxes.at(-1) ?? r.getBoundingClientRect()).top
        }
        const first = topOf(0)
        let at = 1
        while (at < word.length && Math.abs(topOf(at) - first) < 2) at++
        // A soft hyphen (U+00AD) breaks as a hyphen does: the line shows one.
        const afterJoin = /[-/–—\u00ad]/.test(word[at - 1] ?? '')
        // A link's words may wrap after a hyphen as running text's do (a contents list's German
        // compounds); a button's, a label's or a tab's never.
        const control = el.closest('button, label, [role="tab"], dt')
        if (!afterJoin || control) out.broken.push(`${word} <${el.tagName.toLowerCase()}>`)
      }
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]
        const b = boxes[j]
        if (!a || !b || a.el === b.el) continue
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (x > 2 && y > 2) out.overlaps.push(`${a.word} × ${b.word}`)
      }
    out.broken = [...new Set(out.broken)]
    out.overlaps = [...new Set(out.overlaps)]
    return out
  })
}
