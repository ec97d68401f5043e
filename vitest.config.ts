import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fakeSiteverify } from './test/setup/siteverify.ts'
import { WEB_ALIASES } from './vite.config.ts'

// Eight projects, one command (`npm test`):
// - domain: pure rules and content, in Node, the files sharing one module graph;
// - web: the web app's modules (test/web), in Node, each file with modules of its own;
// - components: the web app's interactive pieces rendered by React in happy-dom, with React Testing
//   Library (test/components);
// - contract: the OpenAPI document, linted in Node, and the scripts' pure parts;
// - worker: the API inside workerd with real D1 and KV (storage isolated per test file);
// - shards: the same Worker over two shards and the aggregates database;
// - examples: the contract's response examples, answered by the Worker on a fixed clock;
// - e2e: the built app served by `wrangler dev`, driven in Debian's Chromium.
export default defineConfig({
  test: {
    // Three files at a time on this 2-core machine: the browser tests wait on pages and the server
    // as much as they compute, so with two the cores idled 28 % of the run. Measured on 2026-12-03,
    // `vitest run` took 690 s with two workers and 573 s with three (idle 7 %), and test:fast 28 s
    // with three (docs/performance.md, "twenty-ninth"). Every project uses the same count: vitest
    // runs projects with different counts one after another.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          alias: WEB_ALIASES,
          include: ['test/domain/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no module state: one worker runs file after file, without a fresh
          // module graph for each (docs/performance.md, "ninth").
          isolate: false,
        },
      },
      {
        test: {
          // The web app's modules hold state (the device's atoms, the outbox, fake storage): a fresh
          // module graph for each file.
          name: 'web',
          alias: WEB_ALIASES,
          include: ['test/web/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          alias: WEB_ALIASES,
          include: ['test/components/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:8787/' } },
          setupFiles: ['./test/components/setup.ts'],
        },
      },
      {
        test: {
          // The published contract, linted in Node (the worker tests check real answers against it).
          name: 'contract',
          // And the scripts' pure parts (what `npm run shards:add` writes), also in Node.
          include: ['test/contract/**/*.test.ts', 'test/scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      workerProject('worker', ['test/worker/**/*.test.ts'], {
        // One database: the suite reads and seeds `env.DB` directly (docs/decisions/041).
        SHARD_MAP: '',
      }),
      // The same Worker over two shards and the aggregates database (a third shard is bound for the
      // test that adds it): the daily loop, the shared figures, erase, export and restore.
      workerProject(
        'shards',
        ['test/shards/**/*.test.ts'],
        // Placed by the keyed hash (docs/decisions/048), as wrangler.toml's maps are.
        { SHARD_MAP: JSON.stringify([{ from: 0, shards: [0, 1], keyed: true }]) },
        ['DB', 'DB_SHARD_0', 'DB_SHARD_1', 'DB_SHARD_2'],
      ),
      // The document's response examples, answered by the Worker on a fixed clock:
      // `npm run contract:update` writes them (test/examples/record.test.ts).
      workerProject('examples', ['test/examples/**/*.test.ts'], { SHARD_MAP: '' }),
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Three files at a time (the run's maxWorkers): one server and one Chromium for all
          // (global-setup.ts), each session with a client address of its own (browser.ts).
          // What a visitor on a busy phone waits for: a page's takeover (hydration, the first render)
          // can take a few seconds when three files and the server share two cores.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
})

/** A project of tests inside workerd (the Worker's own runtime) with the given variables. */
function workerProject(
  name: string,
  include: string[],
  vars: Record<string, string>,
  d1Databases?: string[],
) {
  return {
    // Wrangler still reads the developer's .dev.vars (it says "Using secrets defined in .dev.vars"),
    // but every value the tests rely on is set below, and these win over it.
    envDir: './test/worker',
    plugins: [
      cloudflareTest(async () => ({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          ...(d1Databases ? { d1Databases } : {}),
          bindings: {
            ...vars,
            TEST_MIGRATIONS: await readD1Migrations('./migrations'),
            ADMIN_PASSWORD: 'test-admin-password',
            // The placement secret of the shard map's keyed generations (docs/decisions/048).
            SHARD_KEY: '000102030405060708090a0b0c0d0e0f',
            // Tests never reach the internet: point the feed at a closed local port.
            NOAA_KP_URL: 'http://127.0.0.1:9/noaa-planetary-k-index.json',
            // A VAPID pair made for the tests only (the reminders' push service checks its JWT).
            VAPID_PUBLIC_KEY:
              'BCB2RpcYxZrX7ZYEKC9mVFxQZCsdbfj3B6c5lbhc7f3Y1cjn61JtsYNEbyios5DAfDJ1qpdE4kARJdsfTbNdhMA',
            VAPID_PRIVATE_KEY: 'gbu1B8aio6jW-sPE0JTtn3C2Cci4lcxzTl2KNn2zedA',
          },
          // The Worker's network edge: Turnstile's Siteverify answered as Cloudflare answers its
          // published test secrets (test/setup/siteverify.ts); everything else goes out as is.
          outboundService: fakeSiteverify,
        },
      })),
    ],
    test: {
      name,
      include,
      setupFiles: ['./test/worker/apply-migrations.ts'],
      globalSetup: ['./test/setup/build-assets.ts'],
      // A busy 2-core machine (the browser tests share it) makes a 2-second test take 10: a
      // timeout says a test hangs, not that the machine is slow.
      testTimeout: 30_000,
    },
  }
}
