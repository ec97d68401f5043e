// The compass's D1 statement, apart from the Workers runtime's types so that `npm run bench:statement`
// can time it in SQLite alone (docs/profiling-journal.md, "The statement in SQLite alone").
import { sql } from 'drizzle-orm'
import { NEUTRAL_SCALAR } from '../../domain/vocabulary.ts'
import { emotionalStates, moodNotes, sessions, trajectoryPoints } from '../../schema/tables.ts'

/** How many of the newest points the compass reads (its trend). */
export const COMPASS_RECENT = 10

export interface CompassQueryParams extends Record<string, unknown> {
  sessionId: string
  limit: number
  localDate: string
  /** The local day before `localDate`. */
  yesterday: string
}

/** The most entries of a day the compass reads: a day's check-in and its mood notes, newest first. */
export const COMPASS_ENTRIES = 24

/**
 * What a session said on a day, newest first, as one JSON array of [value, words, localTime, at]:
 * its check-ins and mood notes (docs/rules/one-voice.md, "Luna hears what was written").
 */
const entriesOf = (day: 'localDate') => sql`(
    select json_group_array(json_array(value, words, localTime, at)) from (
      select ${emotionalStates.emotionalValue} as value, null as words, ${emotionalStates.localTime} as localTime,
        ${emotionalStates.createdAt} as at from ${emotionalStates}
      where ${emotionalStates.sessionId} = ${sql.placeholder('sessionId')}
        and ${emotionalStates.localDate} = ${sql.placeholder(day)}
      union all
      select ${moodNotes.value} as value, ${moodNotes.words} as words, ${moodNotes.localTime} as localTime,
        ${moodNotes.createdAt} as at from ${moodNotes}
      where ${moodNotes.sessionId} = ${sql.placeholder('sessionId')}
        and ${moodNotes.localDate} = ${sql.placeholder(day)}
      order by at desc limit ${sql.raw(String(COMPASS_ENTRIES))}))`

/** The latest feeling a session said on a day: its check-ins' and mood notes' values, newest first. */
const latestFeeling = (day: 'yesterday') => sql`(
    select value from (
      select ${emotionalStates.emotionalValue} as value, ${emotionalStates.createdAt} as at from ${emotionalStates}
      where ${emotionalStates.sessionId} = ${sql.placeholder('sessionId')}
        and ${emotionalStates.localDate} = ${sql.placeholder(day)}
      union all
      select ${moodNotes.value} as value, ${moodNotes.createdAt} as at from ${moodNotes}
      where ${moodNotes.sessionId} = ${sql.placeholder('sessionId')}
        and ${moodNotes.localDate} = ${sql.placeholder(day)}
    ) order by at desc limit 1)`

/** A point's scalar around 81, the centre its moments are taken about. */
export const shifted = sql.raw(`(scalar_value - ${NEUTRAL_SCALAR})`)

/**
 * The compass's one statement: the latest `limit` scalars of a session with, over all of its
 * points, the count, the mean and the mean square around 81 (an aggregate always gives one row,
 * even for an empty journey), joined to the session's latest check-in (baseline and value) of the
 * given local day, found once, what the session said today (check-ins and mood notes with their
 * words), the latest feeling said yesterday (docs/rules/one-voice.md) and the session's kept
 * readings' seed (docs/decisions/013). Compiled once per isolate
 * (`compassHistory` in ./trajectory.ts).
 */
export const COMPASS_QUERY = sql`
  select checkin.emotional, checkin.emotionalValue, journey.total, journey.meanShift,
         journey.meanSquareShift, journey.recent,
         ${entriesOf('localDate')} as entriesToday, ${latestFeeling('yesterday')} as feelingYesterday,
         (select ${sessions.seed} from ${sessions} where ${sessions.id} = ${sql.placeholder('sessionId')}) as seed
  from (
    select count(*) as total,
      avg(${shifted}) as meanShift,
      avg(${shifted} * ${shifted}) as meanSquareShift,
      (select group_concat(v || ':' || at, ',' order by at desc, id desc) from (
        select scalar_value as v, created_at as at, id from ${trajectoryPoints}
        where session_id = ${sql.placeholder('sessionId')}
        order by created_at desc, id desc limit ${sql.placeholder('limit')})) as recent
    from ${trajectoryPoints} where session_id = ${sql.placeholder('sessionId')}
  ) as journey
  left join (
    select ${emotionalStates.newBaseline} as emotional, ${emotionalStates.emotionalValue} as emotionalValue
    from ${emotionalStates}
    where ${emotionalStates.sessionId} = ${sql.placeholder('sessionId')}
      and ${emotionalStates.localDate} = ${sql.placeholder('localDate')}
    order by ${emotionalStates.createdAt} desc limit 1
  ) as checkin on 1`
