// The compass answers exactly what it answered before its speed work (issue 13: "nothing the compass
// answers changes"). 400 fixed inputs, drawn by a seeded generator across every baseline shape,
// check-in, date, hour, field and history; the answers' digests were recorded before the change,
// with 8 answers kept whole so that a difference can be read. `vitest -u` rewrites the record: only
// do that for a deliberate change of the rules, and say so in its commit.
import { describe, expect, it } from 'vitest'
import { compassAnswer } from '../../domain/compass-answer.ts'
import { compassInputs } from '../support/compass-inputs.ts'

async function digest(value: unknown): Promise<string> {
  const hash = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(value))),
  )
  return [...hash.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

describe('the compass answer, before and after its speed work', () => {
  it('is the same for 400 fixed inputs', async () => {
    const answers = compassInputs('compass-golden-v1', 400).map((input) => compassAnswer(input))
    const record = {
      whole: answers.slice(0, 8),
      digests: await Promise.all(answers.map(digest)),
    }
    await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot(
      './__golden__/compass-answers.json',
    )
  })
})
