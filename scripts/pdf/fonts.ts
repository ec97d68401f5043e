// Reads the DejaVu Sans fonts from node_modules (build time only; Node).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { PdfFonts } from './render.ts'

const require = createRequire(import.meta.url)

export async function loadDejaVuFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ])
  return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) }
}
