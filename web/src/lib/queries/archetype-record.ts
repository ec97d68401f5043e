// The archetype record in Luna's memory (POST /api/archetype), sent through the one outbox
// (docs/decisions/037-one-outbox.md): kept on the device first and sent with its Idempotency-Key, so
// a record made offline goes out when the network is back, before the journey points behind it that
// claim its baseline, and a retry stores it once. A record the server refuses is only logged: the
// device keeps the archetype either way.
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import {
  type Delivery,
  deliver,
  type FirstOutcome,
  type OutboxEntry,
  registerDelivery,
} from '@/lib/outbox.ts'
import type { ArchetypeData, QuizAnswerRecord } from '@/lib/storage.ts'

/** The request's body, as the outbox keeps it. */
export interface ArchetypeRecordBody {
  source: 'quiz' | 'guest' | 'direct'
  archetypeId: number
  archetypeName: string
  quizResponses: QuizAnswerRecord[]
  birthScalar: number | null
  archetypeScalar: number
  combinedBaseline: number
  entropyMod: number
  curvatureMod: number
  userName: string | null
  birthDate: string | null
}

async function send(entry: OutboxEntry<ArchetypeRecordBody>): Promise<unknown> {
  return ok(await api.archetype.$post({ json: entry.body }, { headers: { 'Idempotency-Key': entry.key } }))
}

/** A record that waited goes out quietly (it is no news); refused, it is logged. */
export const archetypeRecordDelivery: Delivery<ArchetypeRecordBody, unknown> = {
  send,
  refused(_entry, err) {
    console.warn(
      'The archetype record was refused; it is kept in this browser.',
      err instanceof ApiError ? err.serverMessage : err,
    )
  },
}

registerDelivery('archetype', archetypeRecordDelivery)

/** The record of an archetype chosen on this device, as the server takes it. */
export function archetypeRecordBody(
  data: ArchetypeData,
  answers: readonly QuizAnswerRecord[],
  source: ArchetypeRecordBody['source'],
): ArchetypeRecordBody {
  return {
    source,
    archetypeId: data.archetypeId,
    archetypeName: data.archetypeName,
    quizResponses: [...answers],
    birthScalar: data.birthScalar,
    archetypeScalar: data.archetypeScalar,
    combinedBaseline: data.combinedBaseline,
    entropyMod: data.modifiers.entropyMod,
    curvatureMod: data.modifiers.curvatureMod,
    userName: data.userName,
    birthDate: data.birthDate,
  }
}

/** Keeps the record and sends it; resolves with its first outcome (sent, kept, or refused). */
export const sendArchetypeRecord = (body: ArchetypeRecordBody): Promise<FirstOutcome<unknown>> =>
  deliver('archetype', idempotencyKey(), body, archetypeRecordDelivery)
