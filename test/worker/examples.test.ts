// Every operation's examples (docs/decisions/039): each request example gets its documented 2xx
// from the Worker, an invalid variant of it a 400 with a sentence, and every response example in
// the document keeps its schema. (Each answer is also checked against the document by the helpers.)
import { describe, expect, it } from 'vitest'
import { exampleOrder, runExamples } from '../../scripts/examples/run.ts'
import { API_OPERATIONS, openApiDocument, openApiPath, operationKey } from '../../worker/openapi.ts'
import { contractProblems } from './contract.ts'
import { ORIGIN, request } from './helpers.ts'

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; example?: unknown }[]
        requestBody?: { required?: boolean; content: Record<string, { example?: unknown }> }
        responses: Record<string, { content?: Record<string, { example?: unknown }> }>
      }
    >
  >
}
const doc = JSON.parse(JSON.stringify(openApiDocument())) as Doc

describe('the examples of the document', () => {
  it('are sent in an order that reaches every operation once', () => {
    expect(exampleOrder().map(operationKey).sort()).toEqual(API_OPERATIONS.map(operationKey).sort())
  })

  it('every request example gets its documented 2xx, its invalid variant a 400 with a sentence, and each refusal variant its status', async () => {
    const answers = await runExamples(request, { password: 'test-admin-password', origin: ORIGIN })
    for (const op of API_OPERATIONS) {
      const key = operationKey(op)
      const answer = answers.find((a) => a.key === key && a.variant === 'example')
      const success = op.ok.map((o) => o.status).filter((s) => s < 300)
      expect(success, `${key}: ${JSON.stringify(answer?.body)}`).toContain(answer?.status)
      const invalid = answers.find((a) => a.key === key && a.variant === 'invalid')
      for (const refusal of answers.filter((a) => a.key === key && a.variant === 'refusal'))
        expect(refusal.status, `${key} → ${JSON.stringify(refusal.body)}`).toBe(refusal.expected)
      if (op.errors.includes(400)) {
        expect(invalid?.status, key).toBe(400)
        expect((invalid?.body as { error?: string } | undefined)?.error, key).toMatch(/^\S.*[.!?”]$/)
      }
    }
  })

  it('every operation shows its request: each parameter and body with an example', () => {
    for (const op of API_OPERATIONS) {
      const operation = doc.paths[openApiPath(op.path)]?.[op.method]
      for (const param of operation?.parameters ?? []) {
        if (param.required || param.in === 'path')
          expect(param.example, `${operationKey(op)} ${param.name}`).toBeDefined()
      }
      if (operation?.requestBody?.required)
        expect(operation?.requestBody?.content['application/json']?.example, operationKey(op)).toBeDefined()
    }
  })

  it('every documented answer has an example, and each keeps its schema', () => {
    for (const op of API_OPERATIONS) {
      const path = openApiPath(op.path)
      const operation = doc.paths[path]?.[op.method]
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const content = response.content?.['application/json'] ?? response.content?.['text/html']
        if (!content) continue
        const where = `${operationKey(op)} ${status}`
        expect(content.example, where).toBeDefined()
        const concrete = path.replace(/\{[^}]+\}/g, 'me')
        if (response.content?.['application/json'])
          expect(
            contractProblems(
              op.method.toUpperCase(),
              concrete,
              Number(status),
              'application/json',
              JSON.stringify(content.example),
            ),
            where,
          ).toEqual([])
      }
    }
  })
})
