// The calculator's two calls: POST /api/time-engine (the window of a moment) and POST
// /api/luna-flags (Luna's flags for its scalar and phase).
import type { WindowPhase } from '@domain/vocabulary.ts'
import type { TimeWindowRequest } from '@/features/calculator/calculate.ts'
import { api, ok, type SuccessBody } from '@/lib/api.ts'
import { spokenNow } from '@/lib/i18n.ts'

export type TimeWindow = SuccessBody<Awaited<ReturnType<(typeof api)['time-engine']['$post']>>>
export type LunaFlagsAnswer = SuccessBody<Awaited<ReturnType<(typeof api)['luna-flags']['$post']>>>

/** The window of a moment, its sentences in the language spoken (asked for by name). */
export async function requestTimeWindow(request: TimeWindowRequest): Promise<TimeWindow> {
  return ok(await api['time-engine'].$post({ json: request, query: { lang: spokenNow() } }))
}

/** Luna's flags for a window, the enhanced insight's words in the language spoken. */
export async function requestLunaFlags(
  scalarValue: number,
  windowPhase: WindowPhase,
): Promise<LunaFlagsAnswer> {
  return ok(
    await api['luna-flags'].$post({ json: { scalarValue, windowPhase }, query: { lang: spokenNow() } }),
  )
}
