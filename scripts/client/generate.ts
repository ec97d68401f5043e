// The end of `npm run contract:update`: a stranger's typed client, made from the published document with
// openapi-typescript (docs/decisions/039). The types go to test/client/luna-api.d.ts, which the e2e
// test's client (openapi-fetch) uses; the contract test fails when they no longer match the document.
import { writeFileSync } from 'node:fs'
import { clientTypes } from './types.ts'

const file = 'test/client/luna-api.d.ts'
writeFileSync(file, await clientTypes())
console.log(`wrote ${file}`)
