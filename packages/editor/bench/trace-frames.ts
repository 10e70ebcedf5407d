/** What the frame measures read from Chromium's trace: tasks, frames, input events and the user-timing marks. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink.user_timing', 'toplevel'];

/** One event of Chromium's trace (the Trace Event Format, as Tracing.start writes it). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread time (µs): what the thread ran on a CPU, without the time it waited for one. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

export interface TraceFrame {
  /** When the renderer's main thread began the frame (trace µs). */
  start: number;
  /** Main-thread time in the frame (ms): the union of its tasks between this frame's start and the next one's. */
  busy: number;
  /** Main-thread CPU time in the frame (ms): busy time less the thread's waits for a CPU. */
  cpu: number;
  /** Whether a pointermove was dispatched in it. */
  pointermove: boolean;
}

/**
 * The frames of the renderer's main thread between two user-timing marks (performance.mark), and how long that
 * thread was busy in each. The thread is the one that wrote the marks; frames start at its BeginMainThreadFrame;
 * busy time is its top-level tasks (RunTask), clipped to the frame. A frame the thread was too busy to begin on time
 * is not there: its work counts in the frame before it. Tasks run inside another task count with it.
 */
export function framesOfTrace(events: TraceEvent[], startMark: string, endMark: string): TraceFrame[] {
  const start = events.find((event) => event.name === startMark);
  const end = events.find((event) => event.name === endMark);
  if (!start || !end) throw new Error(`the trace holds no ${start ? endMark : startMark} mark`);
  const onThread = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts && event.ts <= end.ts);
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined)
    .map((event) => ({ from: event.ts, to: event.ts + event.dur!, cpu: event.tdur ?? event.dur! }))
    .sort((a, b) => a.from - b.from);
  // A task run inside another (a nested loop) is part of it.
  let outerEnd = -Infinity;
  const topLevel = tasks.filter((task) => {
    if (task.from < outerEnd) return false;
    outerEnd = task.to;
    return true;
  });
  const frameStarts = onThread.filter((event) => event.name === 'BeginMainThreadFrame').map((event) => event.ts);
  const moves = onThread.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointermove').map((event) => event.ts);

  return frameStarts.map((from, index) => {
    const to = frameStarts[index + 1] ?? end.ts;
    let busy = 0;
    let cpu = 0;
    for (const task of topLevel) {
      if (task.to <= from) continue;
      if (task.from >= to) break;
      // A task is cut at the frame's edges (a frame's own task begins a moment before its BeginMainThreadFrame);
      // its CPU time is shared out in proportion.
      const overlap = Math.min(task.to, to) - Math.max(task.from, from);
      busy += overlap;
      cpu += task.to > task.from ? (task.cpu * overlap) / (task.to - task.from) : 0;
    }
    return { start: from, busy: busy / 1000, cpu: cpu / 1000, pointermove: moves.some((ts) => ts >= from && ts < to) };
  });
}

// The main thread's activities DevTools' performance panel names (scripting, style, layout, paint, GC…).
const ACTIVITIES = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'RunMicrotasks',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_INCREMENTAL',
]);

/**
 * Where the main thread's CPU time went between two marks (or from the thread's first event to the end mark):
 * thread time per activity, less the activities inside it (a layout forced by a script counts as layout), and the
 * rest of its tasks' thread time as `other`; and the tasks' wall-clock time (`busy`) beside their CPU time (`cpu`).
 * Milliseconds, biggest first.
 */
export function activitiesOfTrace(events: TraceEvent[], endMark: string, startMark?: string): { activities: { name: string; ms: number }[]; busy: number; cpu: number } {
  const end = events.find((event) => event.name === endMark);
  if (!end) throw new Error(`the trace holds no ${endMark} mark`);
  const start = startMark ? events.find((event) => event.name === startMark) : undefined;
  const from = start?.ts ?? -Infinity;
  const onThread = events
    .filter((event) => event.pid === end.pid && event.tid === end.tid && event.ph === 'X' && event.dur !== undefined && event.ts >= from && event.ts <= end.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { name: string; to: number }[] = [];
  let busy = 0;
  let cpu = 0;
  let taskEnd = -Infinity;
  for (const event of onThread) {
    const to = event.ts + event.dur!;
    const time = event.tdur ?? event.dur!;
    if (event.name === 'RunTask') {
      // Top-level tasks only (one run inside another is counted with it).
      if (event.ts >= taskEnd) {
        busy += event.dur!;
        cpu += time;
        taskEnd = to;
      }
      continue;
    }
    if (!ACTIVITIES.has(event.name)) continue;
    while (stack.length && stack.at(-1)!.to <= event.ts) stack.pop();
    // The innermost activity around this one loses this one's time.
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - time);
    self.set(event.name, (self.get(event.name) ?? 0) + time);
    stack.push({ name: event.name, to });
  }
  const named = [...self].reduce((sum, [, us]) => sum + us, 0);
  const activities = [...self, ['other', cpu - named] as const].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { activities, busy: busy / 1000, cpu: cpu / 1000 };
}
