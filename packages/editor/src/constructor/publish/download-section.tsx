import { useEffect, useRef, useState } from 'react';
import { createHttpClient, finishedJobStates, publishPanelConstants, publishTexts, type JobView } from '@folio/model';
import { errorText } from '../../app/api';

type PdfState =
  | { kind: 'idle' }
  | { kind: 'making'; job: JobView | null }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

const http = createHttpClient();
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The file name the server gives (Content-Disposition), else the project's. */
const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'project.pdf';

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? response.statusText;
}

/**
 * The publish panel's PDF (docs/distribution.md "PDF"): Download PDF asks the server to make it (a job), shows the
 * job's progress with a Cancel, and downloads the file once it is made. A PDF made before is downloaded at once.
 */
export function PdfSection({ magId }: { magId: string }) {
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const running = useRef<{ controller: AbortController; jobId: string | null } | null>(null);
  useEffect(() => () => running.current?.controller.abort(), []);
  const address = (query: string) => `/api/makepdf/${encodeURIComponent(magId)}${query}`;

  const download = async () => {
    const controller = new AbortController();
    const run = { controller, jobId: null as string | null };
    running.current = run;
    const { signal } = controller;
    setState({ kind: 'making', job: null });
    try {
      let response = await fetch(address('?wait=0'), { credentials: 'include', signal });
      if (response.status === 202) {
        let { job } = (await response.json()) as { job: JobView };
        run.jobId = job.id;
        while (!finishedJobStates.includes(job.state)) {
          setState({ kind: 'making', job });
          await sleep(publishPanelConstants.pdfPollMs, signal);
          job = await http.get<JobView>(`/api/jobs/${encodeURIComponent(job.id)}`, undefined, { signal });
        }
        if (job.state === 'cancelled') return setState({ kind: 'cancelled' });
        if (job.state === 'failed') return setState({ kind: 'failed', message: publishTexts.pdfFailed(job.error ?? '') });
        setState({ kind: 'making', job });
        response = await fetch(address(''), { credentials: 'include', signal });
      }
      if (!response.ok) return setState({ kind: 'failed', message: await messageOf(response) });
      const name = fileNameOf(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), publishPanelConstants.pdfPollMs);
      setState({ kind: 'done', name });
    } catch (error) {
      if (!signal.aborted) setState({ kind: 'failed', message: publishTexts.pdfFailed(errorText(error)) });
    } finally {
      if (running.current === run) running.current = null;
    }
  };

  const cancel = async () => {
    const run = running.current;
    if (!run) return;
    run.controller.abort();
    running.current = null;
    setState({ kind: 'cancelled' });
    if (run.jobId) await http.post(`/api/jobs/${encodeURIComponent(run.jobId)}/cancel`).catch(() => undefined);
  };

  const making = state.kind === 'making';
  return (
    <section className="fo-publish__section" aria-labelledby="fo-publish-pdf">
      <h3 id="fo-publish-pdf" className="fo-publish__heading">
        {publishTexts.pdf}
      </h3>
      <p className="fo-publish__note">{publishTexts.pdfNote}</p>
      <div className="fo-publish__pdf">
        <button type="button" className="fo-button fo-button--small" onClick={() => void download()} disabled={making} aria-busy={making || undefined}>
          {making ? publishTexts.pdfMaking : publishTexts.pdfDownload}
        </button>
        {making && (
          <>
            <progress className="fo-publish__progress" max={100} value={state.job?.progress ?? undefined} aria-label={publishTexts.pdfProgress} />
            <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => void cancel()}>
              {publishTexts.pdfCancel}
            </button>
          </>
        )}
      </div>
      <p className="fo-publish__note" role="status">
        {state.kind === 'making' ? (state.job?.progress_label ?? '') : state.kind === 'done' ? publishTexts.pdfReady(state.name) : state.kind === 'cancelled' ? publishTexts.pdfCancelled : ''}
      </p>
      <div role="alert">{state.kind === 'failed' && <p className="fo-form-error">{state.message}</p>}</div>
    </section>
  );
}
