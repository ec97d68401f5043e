// Every page carries the app's stylesheet inline, which Vite's preload helper cannot see: the build
// takes that stylesheet out of the dependencies its dynamic imports wait for, so a screen's code is
// never held back by a second download of rules the page already has (scripts/prerender/vite-plugin.ts).
import { describe, expect, it } from 'vitest'
import { withoutInlinedCss } from '../../scripts/prerender/vite-plugin.ts'

const chunk = (deps: string) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${deps})))=>i.map(i=>d[i]);\nimport{a}from"./x.js";const L=lazy(()=>N(()=>import("./y.js"),__vite__mapDeps([0,1])));`

/** The dependencies a call of the rewritten list gives Vite's helper for `indices`. */
function depsOf(code: string, indices: number[]): unknown {
  const list = /const __vite__mapDeps=[^;]*;/.exec(code)?.[0] ?? ''
  return new Function(`${list} return __vite__mapDeps(${JSON.stringify(indices)})`)()
}

describe('dynamic imports and the inlined stylesheet', () => {
  const inlined = new Set(['assets/main-AAAA.css'])

  it('leaves the inlined stylesheet out, and keeps every other dependency', () => {
    const code = withoutInlinedCss(chunk('["assets/main-AAAA.css","assets/other-BBBB.css"]'), inlined)
    expect(depsOf(code, [0, 1])).toEqual(['assets/other-BBBB.css'])
    expect(depsOf(code, [0])).toEqual([])
    // The rest of the chunk is untouched.
    expect(code).toContain(
      'import{a}from"./x.js";const L=lazy(()=>N(()=>import("./y.js"),__vite__mapDeps([0,1])));',
    )
  })

  it('changes nothing in a chunk without the list, or without the inlined stylesheet in it', () => {
    expect(withoutInlinedCss('import("./y.js")', inlined)).toBe('import("./y.js")')
    const other = chunk('["assets/other-BBBB.css"]')
    expect(withoutInlinedCss(other, inlined)).toBe(other)
  })

  it('fails on a list in a shape it does not know, rather than keep the request silently', () => {
    expect(() => withoutInlinedCss('const __vite__mapDeps=(i)=>i;', inlined)).toThrow(/unknown shape/)
  })
})
