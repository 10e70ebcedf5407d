import { historyTexts } from '@folio/model';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** When a version was made, said relative to `now`: just now, minutes, hours, then days ago. */
export function relativeTime(iso: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE_MS) return historyTexts.justNow;
  if (elapsed < HOUR_MS) return historyTexts.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return historyTexts.hoursAgo(Math.floor(elapsed / HOUR_MS));
  return historyTexts.daysAgo(Math.floor(elapsed / DAY_MS));
}

/** The exact time, in the reader's own format: date and minute. */
export function exactTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The clock time alone (the day is the list's heading). */
export function clockTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short' });
}

const dayOf = (time: Date) => new Date(time.getFullYear(), time.getMonth(), time.getDate()).getTime();

/** The list's heading for the day a version was made, in the reader's time zone: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now: number, locale?: string): string {
  const made = new Date(iso);
  const days = Math.round((dayOf(new Date(now)) - dayOf(made)) / DAY_MS);
  if (days <= 0) return historyTexts.today;
  if (days === 1) return historyTexts.yesterday;
  return made.toLocaleDateString(locale, { dateStyle: 'medium' });
}
