// The alignment panel (docs/rules/compass.md): current alignment, personal baseline and where it came
// from, delta, delta %, zone, status, message and the marker on the bar. The numbers are the hour's;
// the message says what suits the hour and the intention is the day's (docs/rules/one-voice.md).

import { ALIGNMENT_MESSAGE_ROOM, INTENTION_ROOM } from '@domain/content/rooms.ts'
import { compassScalarColor } from '@domain/scalar.ts'
import {
  ALIGNMENT_STATUSES,
  ALIGNMENT_ZONES,
  type AlignmentStatus,
  type AlignmentZone,
} from '@domain/vocabulary.ts'
import { useId } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { SteadyText } from '@/components/ui/steady-text.tsx'
import { AlignmentBar } from '@/features/compass/alignment-bar.tsx'
import { ALIGNMENT_PANEL_MIN_HEIGHT } from '@/features/compass/compass-states.tsx'
import { type CompassText, useCompassText } from '@/features/compass/compass-text.ts'
import { baselineSourceLabel, SCALAR_BG, SCALAR_TEXT } from '@/features/compass/labels.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { fixed, signed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

const ZONE_TONE: Record<string, BadgeTone> = {
  aligned: 'green',
  elevated: 'orange',
  grounded: 'blue',
  opposed: 'purple',
}

/** On a narrow screen a badge's label and its value may sit one above the other ("Status" / "Gegenläufig"). */
const NARROW_BADGE = 'narrow:flex-wrap narrow:rounded-xl narrow:whitespace-normal'

// The panel's texts keep the room of their longest value, so that a new answer (the server's
// replacing the one kept from earlier today) changes them in place, with nothing below moving.
const MESSAGE_ROOM = ALIGNMENT_MESSAGE_ROOM
/** The widest numbers the explanation can show (8 is the widest digit), for its room. */
const WIDE = 88.888

/** The explanation for every status and side, with the widest numbers: its room. */
function explanationRoom(a: CompassReading['scalarAlignment'], t: CompassText): string[] {
  return ALIGNMENT_STATUSES.flatMap((status) =>
    [WIDE, -WIDE].map((delta) =>
      explain({ ...a, alignmentStatus: status, currentAlignment: WIDE, personalBaseline: WIDE, delta }, t),
    ),
  )
}

/** What the compass showed before the visitor's check-in, to say what the check-in changed. */
export interface BeforeCheckIn {
  baseline: number
  current: number
  delta: number
}

/** The numbers in plain words: where the hour places the visitor against their own centre. */
function explain(a: CompassReading['scalarAlignment'], t: CompassText): string {
  const gap =
    a.delta === 0
      ? t('compass.gap.at')
      : t(a.delta > 0 ? 'compass.gap.above' : 'compass.gap.below', { gap: fixed(Math.abs(a.delta)) })
  return t('compass.alignment.explained', {
    current: fixed(a.currentAlignment),
    baseline: fixed(a.personalBaseline),
    gap,
    meaning: t(`compass.meaning.${a.alignmentStatus as AlignmentStatus}`),
  })
}

export function AlignmentPanel({
  reading,
  before,
}: {
  reading: CompassReading
  before?: BeforeCheckIn | null
}) {
  const a = reading.scalarAlignment
  const titleId = useId()
  const color = compassScalarColor(a.currentAlignment)
  const source = reading.scalarBreakdown.baselineSource
  // A guest chose no archetype: their baseline is the guest default, and the quiz is one tap away.
  const guest = isGuest(useDevice())
  const t = useCompassText()
  const zone = (z: AlignmentZone) => t(`compass.zone.${z}`)
  const status = (s: AlignmentStatus) => t(`compass.status.${s}`)
  return (
    <Card aria-labelledby={titleId} data-testid="alignment-panel" className={ALIGNMENT_PANEL_MIN_HEIGHT}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('compass.alignment.label')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone={ZONE_TONE[a.alignmentZone] ?? 'neutral'} className={NARROW_BADGE}>
            <span className="mr-1 opacity-80">{t('compass.alignment.zone')}</span>
            {/* Each badge keeps its width whatever its value, so neither moves when the answer changes. */}
            <SteadyText
              text={zone(a.alignmentZone as AlignmentZone)}
              options={ALIGNMENT_ZONES.map(zone)}
              testId="alignment-zone"
            />
          </Badge>
          <Badge tone="neutral" className={NARROW_BADGE}>
            <span className="mr-1 opacity-80">{t('compass.alignment.status')}</span>
            <SteadyText
              text={status(a.alignmentStatus as AlignmentStatus)}
              options={ALIGNMENT_STATUSES.map(status)}
              testId="alignment-status"
            />
          </Badge>
        </div>
      </div>
      <dl className="mt-4 figures gap-x-4 gap-y-4">
        <div className="col-span-full sm:col-span-1">
          <dt className="text-sm text-muted">{t('compass.alignment.current')}</dt>
          <dd
            className={`text-4xl font-semibold tabular-nums ${SCALAR_TEXT[color]}`}
            data-testid="current-alignment"
          >
            {fixed(a.currentAlignment)}
          </dd>
        </div>
        <div className="col-span-full sm:col-span-1">
          <dt className="text-sm text-muted">{t('compass.alignment.baseline')}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-ink" data-testid="personal-baseline">
            {fixed(a.personalBaseline)}
          </dd>
          <dd className="text-xs text-muted" data-testid="baseline-source">
            {t('compass.alignment.from', { source: baselineSourceLabel(source, guest, t) })}
          </dd>
          {guest ? (
            <dd className="mt-1 text-xs text-muted" data-testid="guest-invitation">
              {richText(t('compass.alignment.guest'), {
                link: (words) => (
                  <Link to="/archetype-test" className="underline">
                    {words}
                  </Link>
                ),
              })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-sm text-muted">{t('compass.alignment.delta')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink" data-testid="alignment-delta">
            {signed(a.delta)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('compass.alignment.deltaPercent')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{signed(a.deltaPercent)}%</dd>
        </div>
      </dl>
      <SteadyText
        block
        className="mt-3 text-ink"
        text={explain(a, t)}
        options={explanationRoom(a, t)}
        testId="alignment-explained"
      />
      {before && before.baseline !== a.personalBaseline ? (
        <p
          className="mt-2 rounded-xl border border-moon/40 bg-moon/10 px-3 py-2 text-sm text-ink"
          data-testid="checkin-change"
          role="status"
        >
          {richText(
            t('compass.alignment.moved', {
              fromBaseline: fixed(before.baseline),
              baseline: fixed(a.personalBaseline),
              fromCurrent: fixed(before.current),
              current: fixed(a.currentAlignment),
              fromDelta: signed(before.delta),
              delta: signed(a.delta),
            }),
            { num: (words) => <Num>{words}</Num> },
          )}
        </p>
      ) : null}
      <SteadyText
        block
        className="mt-2 text-sm text-muted"
        text={t(`compass.zoneMeaning.${a.alignmentZone as AlignmentZone}`)}
        options={ALIGNMENT_ZONES.map((z) => t(`compass.zoneMeaning.${z}`))}
        testId="zone-meaning"
      />
      <AlignmentBar
        markerPosition={a.markerPosition}
        extreme={a.thresholds.extreme}
        delta={a.delta}
        zoneLabel={status(a.alignmentStatus as AlignmentStatus)}
        markerClass={SCALAR_BG[color]}
      />
      <SteadyText
        block
        className="mt-4 leading-relaxed text-ink"
        text={a.alignmentMessage}
        options={MESSAGE_ROOM}
        testId="alignment-message"
      />
      <SteadyText
        block
        className="mt-2 text-sm text-muted"
        text={reading.intention}
        options={INTENTION_ROOM}
      />
    </Card>
  )
}

function Num({ children }: { children: React.ReactNode }) {
  return <span className="font-semibold whitespace-nowrap tabular-nums">{children}</span>
}
