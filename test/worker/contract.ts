// The contract checks (test/support/contract-check.ts) against the document the Worker builds.
import { openApiDocument } from '../../worker/openapi.ts'
import { contractChecker } from '../support/contract-check.ts'

export const { standalone, contractProblems, requestProblems, assertContract } = contractChecker(
  openApiDocument(),
)
