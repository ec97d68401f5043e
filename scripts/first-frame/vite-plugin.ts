// A Vite plugin that builds web/src/first-frame.ts into one small classic script and inlines it in
// index.html right after the app's root element, so it runs while the page is parsed, before any
// module (docs/decisions/023-first-frame-on-return.md). The page's module entry and its preloads
// move from the head into that script's data attributes: the script starts them itself, at once,
// or right after the first frame when it painted one. The Worker allows the script by its SHA-256
// hash in the CSP, as it does every inline script of a page (worker/edge.ts).
// The plugin also writes first-frame-kept.js, the script of a page in another language (without the
// card's rules and English's words), which the Worker puts in the full one's place
// (docs/decisions/059-first-frame-per-language.md).
import { resolve } from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'
import { stageChunks } from '../preload/vite-plugin.ts'

const web = resolve(import.meta.dirname, '..', '..', 'web', 'src')
const domain = resolve(import.meta.dirname, '..', '..', 'domain')

/** The script of a page in another language, at the build's root (the Worker reads it). */
export const KEPT_FRAME_FILE = 'first-frame-kept.js'

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** The first-frame script, bundled (the app's aliases, its imports tree-shaken) and minified. */
export async function buildFirstFrame(entry = resolve(web, 'first-frame.ts')): Promise<string> {
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    plugins: [
      {
        name: 'luna-aliases',
        resolveId(source) {
          const m = /^@(domain)?\/(.*)$/.exec(source)
          return m ? resolve(m[1] ? domain : web, m[2] ?? '') : null
        },
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    const code = output[0].code.trim()
    if (code.includes('</')) throw new Error('first-frame: the script contains "</" and cannot be inlined')
    return code
  } finally {
    await bundle.close()
  }
}

/**
 * The files the entry chunk imports statically, transitively, and those of its start stages
 * (`/assets/…`; scripts/preload, START_STAGES): without the bundler's preload helper
 * (docs/decisions/054) the page names them itself, or a cold load asks for them only once the entry
 * has arrived and been parsed, a round trip after it (docs/performance.md, 2026-12-01), and each
 * stage a round trip after the one before (docs/decisions/064).
 */
export function entryImports(
  entry: { fileName?: string; imports: readonly string[]; dynamicImports?: readonly string[] },
  bundle: Readonly<
    Record<string, { type: string; imports?: readonly string[]; moduleIds?: readonly string[] }>
  >,
  base = '/',
): string[] {
  const byFile = new Map(Object.entries(bundle))
  // The entry itself is not among them (a stage imports what the entry shares with it from the entry).
  const seen = new Set<string>(entry.fileName ? [entry.fileName] : [])
  const stack = [
    ...entry.imports,
    ...stageChunks(entry, byFile, (message) => {
      throw new Error(`first-frame: ${message}`)
    }),
  ]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    stack.push(...(bundle[file]?.imports ?? []))
  }
  return [...seen]
    .filter((file) => file !== entry.fileName)
    .sort()
    .map((file) => `${base}${file}`)
}

/**
 * Moves the entry and its preloads into the first-frame script, inlined after the root, with the
 * entry's own imports (`imports`) among the preloads.
 */
export function withFirstFrame(html: string, code: string, imports: readonly string[] = []): string {
  const entry = ENTRY_TAG.exec(html)?.[1]
  if (!entry) throw new Error('first-frame: index.html has no module entry')
  if (!html.includes('<div id="root"></div>')) throw new Error('first-frame: index.html has no empty root')
  const tagged = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1] as string)
  const preloads = [...tagged, ...imports.filter((file) => !tagged.includes(file))]
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div><script id="first-frame" data-entry="${entry}" data-preload="${preloads.join(' ')}">${code}</script>`,
    )
}

export function lunaFirstFrame(): Plugin {
  return {
    name: 'luna-first-frame',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: KEPT_FRAME_FILE,
        source: await buildFirstFrame(resolve(web, 'first-frame-kept.ts')),
      })
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html
        if (!ctx.chunk || !ctx.bundle)
          throw new Error('first-frame: index.html built without its entry chunk')
        return withFirstFrame(html, await buildFirstFrame(), entryImports(ctx.chunk, ctx.bundle))
      },
    },
  }
}
