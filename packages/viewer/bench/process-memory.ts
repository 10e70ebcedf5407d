import { readFileSync } from 'node:fs';

// How often the server's memory is read while it works: short enough to catch a variant's decode (≥ 100 ms).
const SAMPLE_MS = 10;
const KIB = 1024;

/** Resident memory of a process now (VmRSS) and at its highest since it started (VmHWM, kept by the kernel). */
export function processMemory(pid: number): { rss: number; highWater: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * KIB;
    return { rss: field('VmRSS'), highWater: field('VmHWM') };
  } catch {
    // No /proc (not Linux) or the process is gone.
    return undefined;
  }
}

/** Samples a process's RSS every SAMPLE_MS until stopped; `stop` gives the highest sample in bytes (NaN: none). */
export function sampleRss(pid: number): { stop(): number } {
  let peak = NaN;
  const sample = () => {
    const rss = processMemory(pid)?.rss;
    if (rss !== undefined && !(rss <= peak)) peak = rss; // !(<=) also takes the first sample over NaN
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export const megabytes = (bytes: number) => (bytes / KIB / KIB).toFixed(0);
