// The probe files test/web/dependency-graph.test.ts writes into the tree for a moment (evasions the
// import rules must catch): every test that reads the tree's files leaves them out, as they may come
// and go while it reads.
export const PROBE_PREFIX = '__probe-'

/** Whether a file's path (or name) is one of those probes. */
export const isProbe = (path: string): boolean => /(^|[/\\])__probe-/.test(path)
