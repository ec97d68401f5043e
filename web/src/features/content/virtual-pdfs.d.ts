// Sizes of the build-time PDFs, provided by scripts/pdf/vite-plugin.ts: file name → bytes.
declare module 'virtual:luna-pdfs' {
  const sizes: Readonly<Record<'scalar-resonance-codex.pdf' | 'UBT.pdf', number>>
  export default sizes
}
