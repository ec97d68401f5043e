// The import rules of the house (docs/ARCHITECTURE.md, code map), checked on resolved imports by
// dependency-cruiser over the whole tree (test/web/dependency-graph.test.ts). Each rule is one line,
// under the line that says why; type-only imports are allowed across every boundary.
const value = { dependencyTypesNot: ['type-only'] }

module.exports = {
  // biome-ignore format: one rule a line, under its reason
  forbidden: [
    // A value cycle makes load order matter and every module in it change together.
    { name: 'no-value-cycle', severity: 'error', from: {}, to: { circular: true, viaOnly: value } },
    // domain/ is pure and shared by the Worker and the device: it imports nothing of theirs.
    { name: 'domain-is-pure', severity: 'error', from: { path: '^domain/' }, to: { path: '^(worker|web|schema|scripts|bench|test)/' } },
    // The web app takes only types from the Worker (the RPC client's AppType), never its code.
    { name: 'web-takes-only-types-from-worker', severity: 'error', from: { path: '^web/' }, to: { path: '^worker/', ...value } },
    // The tables are the Worker's: the web app reads the API.
    { name: 'web-reads-no-tables', severity: 'error', from: { path: '^web/' }, to: { path: '^schema/tables[.]ts$' } },
    // A feature imports no other feature: routes join them.
    { name: 'features-stand-alone', severity: 'error', from: { path: '^web/src/features/([^/]+)/' }, to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/$1/', ...value } },
    // components/ and lib/ serve every feature: they import no feature and no route.
    { name: 'shared-code-imports-no-feature', severity: 'error', from: { path: '^web/src/(components|lib)/' }, to: { path: '^web/src/(features|routes)/', ...value } },
    // A feature imports no route: routes compose features, never the other way round.
    { name: 'features-import-no-route', severity: 'error', from: { path: '^web/src/features/' }, to: { path: '^web/src/routes/', ...value } },
    // Components (.tsx) only render: the client's calls live in api/ folders and lib/queries/ (the
    // entry, main.tsx, starts the client; a component may import its errors from lib/api-errors.ts).
    { name: 'components-call-no-api', severity: 'error', from: { path: '^web/src/.+[.]tsx$', pathNot: '^web/src/main[.]tsx$' }, to: { path: '^web/src/lib/api[.]ts$', ...value } },
    // A route's handler takes its queries from worker/data/: it builds none itself.
    { name: 'routes-build-no-queries', severity: 'error', from: { path: '^worker/routes/' }, to: { path: 'node_modules/drizzle-orm/', ...value } },
    // The schemas are shared by the Worker and the device: they take nothing from either.
    { name: 'schema-takes-nothing-from-either-side', severity: 'error', from: { path: '^schema/' }, to: { path: '^(worker|web)/', ...value } },
    // The scripts and the benches build and measure the app: they run none of the web app's code.
    { name: 'scripts-run-no-web-code', severity: 'error', from: { path: '^(scripts|bench)/' }, to: { path: '^web/', ...value } },
    // The Worker does not reach into the web app, nor into the scripts and tests.
    { name: 'worker-stands-alone', severity: 'error', from: { path: '^worker/' }, to: { path: '^(web|scripts|bench|test)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules are leaves (not followed), kept in the graph so a rule can name a package.
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
