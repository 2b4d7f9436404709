/**
 * The shop keeps Indian time for its calendar: days, months, cut-off times, delivery and invoice dates.
 * Every conversion between a moment and an Indian day goes through here, so no module adds 5:30 by hand.
 */
export const INDIAN_TIME_ZONE = 'Asia/Kolkata';
/** India has kept UTC+05:30 all year since 1945, with no daylight saving. */
const INDIAN_UTC_OFFSET = '+05:30';

const INDIA = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const INDIAN_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: INDIAN_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** The calendar day (YYYY-MM-DD) and the minutes since midnight that a moment is in India. */
export function indianClock(at: Date): { day: string; minutes: number } {
  const p = Object.fromEntries(INDIA.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The calendar day (YYYY-MM-DD) a moment falls on in India. */
export function indianDay(at: Date): string {
  return indianClock(at).day;
}

/** The moment an Indian calendar day (YYYY-MM-DD) begins: midnight in India. */
export function startOfIndianDay(day: string): Date {
  return new Date(`${day}T00:00:00${INDIAN_UTC_OFFSET}`);
}

/** A calendar day `n` days after (or before) another. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The first day of the month `n` months after (or before) the month of `day`. */
export function firstOfMonth(day: string, n = 0): string {
  const [y, m] = parts(day);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Indian day and month a moment falls in, each as the moments it starts and ends (the next one's start). */
export function indianPeriods(at: Date): { dayStart: Date; dayEnd: Date; monthStart: Date; monthEnd: Date } {
  const day = indianDay(at);
  return {
    dayStart: startOfIndianDay(day),
    dayEnd: startOfIndianDay(addDays(day, 1)),
    monthStart: startOfIndianDay(firstOfMonth(day)),
    monthEnd: startOfIndianDay(firstOfMonth(day, 1)),
  };
}

/** A moment's Indian date as Indians write it: '25/11/2026'. */
export function formatIndianDate(at: Date): string {
  return INDIAN_DATE.format(at);
}

function parts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}
