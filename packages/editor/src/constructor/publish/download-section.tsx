import { useEffect, useRef, useState } from 'react';
import { publishPanelConstants, type DownloadTexts, type JobView } from '@folio/model';
import { errorText } from '../../app/api';
import { cancelJob, followJob } from '../jobs/follow-job';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'making'; job: JobView | null }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** The file name the server gives (Content-Disposition). */
const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'project';

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? response.statusText;
}

interface DownloadSectionProps {
  /** Names the section's heading element. */
  id: string;
  /** The route that makes the file by a job and sends it, with `query` (`?wait=0` answers 202 with the job). */
  address: (query: string) => string;
  texts: DownloadTexts;
  /** A choice the author may tick (the draft's PDF): its label, and the query parameter it adds. */
  option?: { label: string; param: string };
}

/**
 * A download of the publish panel (docs/distribution.md: the PDF, the static site): its button asks the server to
 * make the file (a job), shows the job's progress with a Cancel, and downloads the file once it is made. A file made
 * before is downloaded at once.
 */
export function DownloadSection({ id, address, texts, option }: DownloadSectionProps) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const [optionOn, setOptionOn] = useState(false);
  const addressOf = (query: string) => {
    const url = address(query);
    return option && optionOn ? `${url}${url.includes('?') ? '&' : '?'}${option.param}` : url;
  };
  const running = useRef<{ controller: AbortController; jobId: string | null } | null>(null);
  useEffect(() => () => running.current?.controller.abort(), []);

  const download = async () => {
    const controller = new AbortController();
    const run = { controller, jobId: null as string | null };
    running.current = run;
    const { signal } = controller;
    setState({ kind: 'making', job: null });
    try {
      let response = await fetch(addressOf('?wait=0'), { credentials: 'include', signal });
      if (response.status === 202) {
        const queued = ((await response.json()) as { job: JobView }).job;
        run.jobId = queued.id;
        const job = await followJob(queued, { pollMs: publishPanelConstants.downloadPollMs, signal, onUpdate: (update) => setState({ kind: 'making', job: update }) });
        if (job.state === 'cancelled') return setState({ kind: 'cancelled' });
        if (job.state === 'failed') return setState({ kind: 'failed', message: texts.failed(job.error ?? '') });
        setState({ kind: 'making', job });
        response = await fetch(addressOf(''), { credentials: 'include', signal });
      }
      if (!response.ok) return setState({ kind: 'failed', message: await messageOf(response) });
      const name = fileNameOf(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), publishPanelConstants.downloadPollMs);
      setState({ kind: 'done', name });
    } catch (error) {
      if (!signal.aborted) setState({ kind: 'failed', message: texts.failed(errorText(error)) });
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
    if (run.jobId) await cancelJob(run.jobId);
  };

  const making = state.kind === 'making';
  return (
    <section className="fo-publish__section" aria-labelledby={`fo-publish-${id}`}>
      <h3 id={`fo-publish-${id}`} className="fo-publish__heading">
        {texts.heading}
      </h3>
      <p className="fo-publish__note">{texts.note}</p>
      {option && (
        <label className="fo-publish__option">
          <input type="checkbox" checked={optionOn} disabled={making} onChange={(event) => setOptionOn(event.target.checked)} />
          {option.label}
        </label>
      )}
      <div className="fo-publish__download">
        <button type="button" className="fo-button fo-button--small" onClick={() => void download()} disabled={making} aria-busy={making || undefined}>
          {making ? texts.making : texts.download}
        </button>
        {making && (
          <>
            <progress className="fo-publish__progress" max={100} value={state.job?.progress ?? undefined} aria-label={texts.progress} />
            <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => void cancel()}>
              {texts.cancel}
            </button>
          </>
        )}
      </div>
      <p className="fo-publish__note" role="status">
        {state.kind === 'making' ? (state.job?.progress_label ?? '') : state.kind === 'done' ? texts.ready(state.name) : state.kind === 'cancelled' ? texts.cancelled : ''}
      </p>
      <div role="alert">{state.kind === 'failed' && <p className="fo-form-error">{state.message}</p>}</div>
    </section>
  );
}
