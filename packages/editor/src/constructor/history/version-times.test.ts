import { describe, expect, it } from 'vitest';
import { clockTime, dayLabel, exactTime, relativeTime } from './version-times';

const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('when a version was made', () => {
  it('is said relative to now: just now, minutes, hours, then days', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(12 * 60_000), now)).toBe('12 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000 + 1), now)).toBe('3 hours ago');
    expect(relativeTime(ago(25 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(9 * 86_400_000), now)).toBe('9 days ago');
  });

  it('a time a little ahead (another clock) reads as just now', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('just now');
  });

  it('the exact time has the date and the minute', () => {
    expect(exactTime('2026-11-27T10:32:00Z', 'en-GB')).toMatch(/27 Nov 2026.*\d{2}:32/);
  });
});

describe('the list\'s day headings', () => {
  const local = (day: number, hour: number) => new Date(2026, 10, day, hour, 30).getTime();

  it('say Today, Yesterday, then the date, by the reader\'s calendar days', () => {
    const noon = local(27, 12);
    expect(dayLabel(new Date(local(27, 0)).toISOString(), noon)).toBe('Today');
    expect(dayLabel(new Date(local(26, 23)).toISOString(), noon)).toBe('Yesterday');
    expect(dayLabel(new Date(local(20, 9)).toISOString(), noon, 'en-GB')).toBe('20 Nov 2026');
  });

  it('the clock time has no date', () => {
    expect(clockTime(new Date(local(27, 9)).toISOString(), 'en-GB')).toBe('09:30');
  });
});
