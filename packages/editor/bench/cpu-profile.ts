import type { Page } from 'playwright-core';
import type { SourceMap } from './source-maps';

/** The sampling profiler's interval (µs): fine enough to name short frames' work. */
const PROFILE_INTERVAL_US = 250;

/** The CPU profile Chromium's DevTools protocol gives (Profiler.stop). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  /** `function (file:line)`, in the original sources where a source map says. */
  where: string;
  /** Time in the function itself (ms). */
  self: number;
  /** Time in the function and what it called (ms), counted once per sample however deep the recursion. */
  total: number;
}

/**
 * Self and total time per function of a sampled profile, biggest first. `mapOf(url)` gives the source map of a
 * script the page loaded (the editor's build), so minified frames are named by their original file and line.
 */
export function hotSpots(profile: CpuProfile, mapOf: (url: string) => SourceMap | undefined): HotSpot[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const keyCache = new Map<number, string>();
  const keyOf = (id: number): string => {
    const cached = keyCache.get(id);
    if (cached) return cached;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    let key: string;
    const place = url ? mapOf(url)?.lookup(lineNumber, columnNumber) : undefined;
    if (place) key = `${place.name ?? (functionName || '(anonymous)')} (${place.source}:${place.line})`;
    else if (url) key = `${functionName || '(anonymous)'} (${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1})`;
    else key = functionName || '(anonymous)';
    keyCache.set(id, key);
    return key;
  };

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    const leaf = keyOf(id);
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const key = keyOf(at);
      if (key === '(root)' || seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  return [...total].map(([where, ms]) => ({ where, self: self.get(where) ?? 0, total: ms }));
}

/** The profile's sampled time (ms), idle excluded. */
export function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  return profile.samples.reduce((sum, id, index) => sum + (idle.has(id) ? 0 : (profile.timeDeltas[index + 1] ?? 0) / 1000), 0);
}

/** Starts Chromium's sampling profiler on the page; the function returned stops it and gives the profile. */
export async function startProfile(page: Page): Promise<() => Promise<CpuProfile>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
}
