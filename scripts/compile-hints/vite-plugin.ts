// A Vite plugin that marks the code a screen runs as it starts with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` on a file's first line (Chromium 136+): the browser then compiles
// every function of the file on a background thread while the file streams in, instead of on the
// main thread the first time each is called, which was about half of a cold compass's blocking
// time after its first paint (docs/decisions/032-compile-hints-for-the-start.md). Other browsers
// read a comment.
//
// Marked: the entry chunk of the app's page and every chunk it imports statically, and each route's
// chunk with the chunks it imports statically, which are the files route-preloads.json names and
// which run when the route first renders. Not marked: code loaded later on demand (the charts,
// the full reading, the API reference, what a tap opens), whose functions mostly never run on load.
import type { Plugin } from 'vite'
import { type ChunkLike, startFiles } from '../preload/vite-plugin.ts'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

interface MapAsset {
  type: 'asset'
  source: string | Uint8Array
}

export function lunaCompileHints(): Plugin {
  return {
    name: 'luna-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's generateBundle, Vite's own included: it puts the table of the
    // entry's lazy imports on the entry's first line, and the hint must come before it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (o): o is typeof o & ChunkLike & { code: string } => o.type === 'chunk',
        )
        const { entry, routes } = startFiles(chunks, (message) => this.error(`compile-hints: ${message}`))
        const marked = new Set([...entry, ...[...routes.values()].flatMap((files) => [...files])])
        for (const chunk of chunks) {
          if (!marked.has(chunk.fileName)) continue
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`
          // A source map of the chunk (a --sourcemap build) starts one line later.
          const map = bundle[`${chunk.fileName}.map`] as MapAsset | undefined
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string }
            parsed.mappings = `;${parsed.mappings}`
            map.source = JSON.stringify(parsed)
          }
        }
      },
    },
  }
}
