// Sizes of the build-time PDFs, provided by scripts/pdf/vite-plugin.ts: file name → bytes.
declare module 'virtual:luna-pdfs' {
  const sizes: Readonly<Record<string, number>>
  export default sizes
}
