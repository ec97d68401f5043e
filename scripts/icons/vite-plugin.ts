// The app's icons, made at build time from its own artwork (web/public/favicon.svg) by
// @vite-pwa/assets-generator (docs/decisions/018-installable-app.md): PNG icons at 64, 192 and
// 512 px, a maskable 512 px icon and the 180 px Apple touch icon, on the night sky's colour. Emitted
// at the output root by `vite build` and served by a middleware in `vite dev`, like the PDFs.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { instructions } from '@vite-pwa/assets-generator/api/instructions'
import { minimal2023Preset } from '@vite-pwa/assets-generator/presets/minimal-2023'
import type { Plugin } from 'vite'

const ARTWORK = resolve(import.meta.dirname, '../../web/public/favicon.svg')
const NIGHT = '#0b1020'

/** File name → PNG bytes of every icon (the favicon stays the SVG itself). */
export async function buildIcons(): Promise<Map<string, Uint8Array>> {
  const svg = await readFile(ARTWORK)
  const made = await instructions({
    imageResolver: () => svg,
    imageName: 'favicon.svg',
    preset: {
      ...minimal2023Preset,
      maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: NIGHT } },
      apple: { ...minimal2023Preset.apple, resizeOptions: { background: NIGHT } },
    },
    htmlLinks: { xhtml: false, includeId: false },
    basePath: '/',
    resolveSvgName: (name) => name,
  })
  const icons = new Map<string, Uint8Array>()
  for (const group of [made.transparent, made.maskable, made.apple]) {
    for (const [url, asset] of Object.entries(group)) icons.set(url.replace(/^\//, ''), await asset.buffer())
  }
  return icons
}

export function lunaIcons(): Plugin {
  let built: Promise<Map<string, Uint8Array>> | null = null
  const build = () => {
    built ??= buildIcons()
    return built
  }
  return {
    name: 'luna-icons',
    async generateBundle() {
      for (const [fileName, source] of await build()) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        if (!name.endsWith('.png')) return next()
        build()
          .then((icons) => {
            const bytes = icons.get(name)
            if (!bytes) return next()
            res.setHeader('Content-Type', 'image/png')
            res.end(bytes)
          })
          .catch(next)
      })
    },
  }
}
