// A small Vite plugin for the PDFs (docs/ARCHITECTURE.md; the codex and the theory in each language): built once per run from the project's
// texts, emitted at the output root by `vite build`, served by a middleware in `vite dev`, and
// their sizes offered to the web app as `virtual:luna-pdfs` (file name → bytes).
import type { Plugin } from 'vite'
import { buildAllPdfs } from './documents.ts'
import { loadDejaVuFonts } from './fonts.ts'

const VIRTUAL_ID = 'virtual:luna-pdfs'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
const SOURCES = /domain[\\/]content[\\/]((es|de)[\\/])?(codex|theory|legal|documents)\.ts$/

export function lunaPdfs(): Plugin {
  let built: Promise<Map<string, Uint8Array>> | null = null
  const build = () => {
    built ??= loadDejaVuFonts()
      .then(buildAllPdfs)
      .then((list) => new Map(list.map((pdf) => [pdf.fileName, pdf.bytes])))
    return built
  }
  return {
    name: 'luna-pdfs',
    resolveId: {
      filter: { id: /^virtual:luna-pdfs$/ },
      handler(id) {
        return id === VIRTUAL_ID ? RESOLVED_ID : null
      },
    },
    load: {
      filter: { id: /^\0virtual:luna-pdfs$/ },
      async handler(id) {
        if (id !== RESOLVED_ID) return null
        const sizes = Object.fromEntries(
          [...(await build())].map(([name, bytes]) => [name, bytes.byteLength]),
        )
        return `export default ${JSON.stringify(sizes)}`
      },
    },
    async generateBundle() {
      for (const [fileName, source] of await build()) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (SOURCES.test(file)) built = null
      })
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        if (!name.endsWith('.pdf')) return next()
        build()
          .then((pdfs) => {
            const bytes = pdfs.get(name)
            if (!bytes) return next()
            res.setHeader('Content-Type', 'application/pdf')
            res.setHeader('Content-Length', String(bytes.byteLength))
            res.end(bytes)
          })
          .catch(next)
      })
    },
  }
}
