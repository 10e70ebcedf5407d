import { createHttpClient, finishedJobStates, type JobView } from '@folio/model';

// The constructor's side of the server's jobs (docs/jobs.md): a job is read every `pollMs` until it has ended, each
// state handed to the progress bar that shows it; Cancel asks the server to stop it.

const http = createHttpClient();

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Reads the job until it is done, failed or cancelled (each state to `onUpdate`), and answers its last state. */
export async function followJob(job: JobView, { pollMs, signal, onUpdate }: { pollMs: number; signal: AbortSignal; onUpdate: (job: JobView) => void }): Promise<JobView> {
  while (!finishedJobStates.includes(job.state)) {
    onUpdate(job);
    await sleep(pollMs, signal);
    job = await http.get<JobView>(`/api/jobs/${encodeURIComponent(job.id)}`, undefined, { signal });
  }
  onUpdate(job);
  return job;
}

/** Asks the server to stop the job; a job that has ended meanwhile is no error. */
export const cancelJob = (id: string) => http.post(`/api/jobs/${encodeURIComponent(id)}/cancel`).catch(() => undefined);
