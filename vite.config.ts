import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { lunaPdfs } from './scripts/pdf/vite-plugin.ts'
import { lunaPrerender } from './scripts/prerender/vite-plugin.ts'

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // lunaPdfs: /scalar-resonance-codex.pdf and /UBT.pdf, built from domain/content at build time.
  // lunaPrerender: inline CSS and prerendered /onboarding, so the first page paints without JS.
  plugins: [react(), tailwindcss(), lunaPdfs(), lunaPrerender()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
})
