// The server's time for rules that count it between requests: the version history's checkpoint interval and the
// times versions are stamped with (docs/api.md "Version history"). One seam, so a test can move time forward
// (vi.spyOn(serverClock, 'now')) instead of waiting ten minutes or rewriting rows.
export const serverClock = {
  /** ms since the epoch */
  now: (): number => Date.now(),
};
