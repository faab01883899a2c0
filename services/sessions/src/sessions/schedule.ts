import rrule from 'rrule';
import { DateTime } from 'luxon';
import type { SessionSchedule } from '@hearth/contracts';

const { RRule } = rrule;

/** What `expandSchedule` needs of a session (local dates/times in `timeZone`). */
interface ScheduleSpec {
  schedule: SessionSchedule;
  /** First local date, YYYY-MM-DD. */
  startDate: string;
  /** Last local date (inclusive), YYYY-MM-DD; null for ONCE. */
  until: string | null;
  /** Local wall-clock start, HH:mm (seconds ignored). */
  startTime: string;
  /** Local wall-clock end, HH:mm, later than `startTime` on the same day. */
  endTime: string;
  /** IANA zone of the restaurant, e.g. America/Toronto. */
  timeZone: string;
  /** Order cutoff lead time in hours: ordering closes this long before each occurrence starts. */
  leadTimeHours: number;
}

/** One dated occurrence: instants in UTC, `localDate` in the restaurant's zone. */
export interface Occurrence {
  localDate: string;
  startsAt: Date;
  endsAt: Date;
  /** startsAt − leadTimeHours (absolute hours, so a DST change in between is accounted for). */
  orderCutoffAt: Date;
}

const FREQ: Record<Exclude<SessionSchedule, 'ONCE'>, { freq: number; interval: number }> = {
  DAILY: { freq: RRule.DAILY, interval: 1 },
  WEEKLY: { freq: RRule.WEEKLY, interval: 1 },
  BIWEEKLY: { freq: RRule.WEEKLY, interval: 2 },
};

/** `YYYY-MM-DD` as a "floating" UTC midnight Date (rrule works in floating time). */
const floating = (d: string) => new Date(`${d}T00:00:00Z`);

/** Local dates (YYYY-MM-DD) of a schedule: rrule over floating dates, no zone involved. */
export function occurrenceDates(
  spec: Pick<ScheduleSpec, 'schedule' | 'startDate' | 'until'>,
): string[] {
  if (spec.schedule === 'ONCE' || spec.until === null) return [spec.startDate];
  const { freq, interval } = FREQ[spec.schedule];
  const rule = new RRule({
    freq,
    interval,
    dtstart: floating(spec.startDate),
    until: floating(spec.until),
  });
  return rule.all().map((d) => d.toISOString().slice(0, 10));
}

/** The instant of local `date` + `time` (HH:mm[:ss]) in `zone`; a skipped DST hour moves forward. */
function localInstant(date: string, time: string, zone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const dt = DateTime.fromISO(date, { zone }).set({
    hour: h,
    minute: m,
    second: 0,
    millisecond: 0,
  });
  if (!dt.isValid) throw new Error(`Invalid local time ${date} ${time} in ${zone}`);
  return dt.toJSDate();
}

/**
 * Expands a session's schedule into dated occurrences in the restaurant's time zone
 * (docs/rules/orders-and-sessions.md#recurrence). Dates come from an rrule in floating (wall-clock)
 * time, then each local date + time is placed in `timeZone`, so 18:00 stays 18:00 local across DST
 * changes. ONCE → one occurrence; DAILY/WEEKLY/BIWEEKLY → every 1/7/14 days through `until`.
 */
export function expandSchedule(spec: ScheduleSpec): Occurrence[] {
  return occurrenceDates(spec).map((localDate) => {
    const startsAt = localInstant(localDate, spec.startTime, spec.timeZone);
    return {
      localDate,
      startsAt,
      endsAt: localInstant(localDate, spec.endTime, spec.timeZone),
      orderCutoffAt: new Date(startsAt.getTime() - spec.leadTimeHours * 3_600_000),
    };
  });
}
