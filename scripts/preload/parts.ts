// The compass's small modules gathered in one chunk (docs/decisions/067-the-compass-parts.md): the
// rule, apart from the build's config so that it can be tested without a build.

/** What the rule reads of the module graph (rolldown's ChunkingContext gives it). */
export interface PartsGraph {
  /** The modules a module imports statically. */
  importsOf(id: string): readonly string[]
  /** A module's code as transformed (before minifying), or null when unknown. */
  codeOf(id: string): string | null
}

export interface PartsRule {
  /** The modules the compass's route reaches statically, the route itself included. */
  reached: Iterable<string>
  /** Modules another chunk already holds (the route, the start stages, the day's groups, the first page's). */
  held: (id: string) => boolean
  /** Modules every screen has loaded before the compass's route (the entry and its start stages). */
  started: (id: string) => boolean
  /** The most code a part may have. */
  maxCode: number
}

/**
 * The parts: the reached modules that are not held, not a package's, of at most `maxCode`
 * characters, and whose own imports are all parts or started. A part that imported anything else
 * would bring that to every screen that needs any part, so such a module (and, in turn, a part that
 * imports it) stays out.
 */
export function compassParts(graph: PartsGraph, rule: PartsRule): Set<string> {
  const parts = new Set(
    [...rule.reached].filter(
      (id) =>
        !rule.held(id) &&
        !rule.started(id) &&
        !/[\\/]node_modules[\\/]/.test(id) &&
        (graph.codeOf(id)?.length ?? Number.POSITIVE_INFINITY) <= rule.maxCode,
    ),
  )
  for (let changed = true; changed; ) {
    changed = false
    for (const id of parts)
      if (!graph.importsOf(id).every((dep) => rule.started(dep) || parts.has(dep))) {
        parts.delete(id)
        changed = true
      }
  }
  return parts
}
