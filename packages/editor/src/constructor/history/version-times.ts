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
