import { describe, expect, it } from 'vitest';
import { HttpError } from '@folio/model';
import { shouldRetry } from './queries';

describe('shouldRetry', () => {
  it('tries a read again when no answer came or the server failed, at most twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new HttpError('Internal server error', 500))).toBe(true);
    expect(shouldRetry(2, new HttpError('Internal server error', 500))).toBe(false);
  });

  it('never repeats a refused request: 401, 404 and other 4xx answers are final', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new HttpError('no', status)), String(status)).toBe(false);
  });
});
