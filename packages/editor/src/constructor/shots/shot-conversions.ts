import { formatFileSize, HttpError, shotsConstants, shotsPanelTexts as t, type JobView, type ShotConversion, type Widget } from '@folio/model';
import { changesFor } from '@folio/widgets/authoring';
import { errorText } from '../../app/api';
import type { Editor, WidgetChange } from '../../core';
import { cancelJob, followJob } from '../jobs/follow-job';
import { sendForm, UploadCancelled, type UploadOptions } from '../uploads/upload-picture';

// Shots' conversions in the constructor (docs/distribution.md "Shots"): a video uploaded, or an address given, is
// sent to the server, whose job converts it; the progress shows in the shot's panel. A conversion belongs to the
// editor, not to the panel: it goes on when another widget is selected, and its result is written into the shot
// (video_url, poster_url: one undo step) whenever it ends, as long as the shot still exists.

export type Conversion =
  | { phase: 'uploading'; percent: number }
  | { phase: 'converting'; job: JobView | null }
  | { phase: 'done'; result: ShotConversion }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

export type ConversionSource = { file: File } | { url: string };

const SOURCE_TYPES = /^video\//;
const SOURCE_EXTENSIONS = /\.(mp4|m4v|mov|webm|mkv|avi|mpe?g|ogv|ts|flv)$/i;

/** Why a file cannot be sent for conversion, before it is sent: not a video, or larger than the server takes. */
export function videoFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!SOURCE_TYPES.test(file.type) && !SOURCE_EXTENSIONS.test(file.name)) return t.notAVideoFile(file.name);
  if (file.size > shotsConstants.maxSourceBytes) return t.tooLarge(file.name, formatFileSize(file.size), formatFileSize(shotsConstants.maxSourceBytes));
  return null;
}

interface Running {
  state: Conversion;
  controller?: AbortController;
  jobId?: string;
}

export class ShotConversions {
  private readonly entries = new Map<string, Running>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly editor: Editor,
    /** Resolves once the draft (the new shot with it) is saved: the server converts only for a shot it has. */
    private readonly saveFirst: () => Promise<void>,
    private readonly uploadOptions: Pick<UploadOptions, 'createRequest'> = {},
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(widgetId: string): Conversion | undefined {
    return this.entries.get(widgetId)?.state;
  }

  /** Starts converting `source` for the shot, stopping the one it had under way. */
  async start(widgetId: string, source: ConversionSource): Promise<void> {
    this.stop(widgetId);
    const controller = new AbortController();
    const running: Running = { state: 'file' in source ? { phase: 'uploading', percent: 0 } : { phase: 'converting', job: null }, controller };
    this.entries.set(widgetId, running);
    this.changed();
    const set = (state: Conversion) => {
      if (this.entries.get(widgetId) !== running) return;
      running.state = state;
      this.changed();
    };
    const { signal } = controller;
    try {
      await this.saveFirst();
      const { job } = await this.send(widgetId, source, signal, (percent) => set({ phase: 'uploading', percent }));
      running.jobId = job.id;
      const ended = await followJob(job, { pollMs: shotsConstants.pollMs, signal, onUpdate: (update) => set({ phase: 'converting', job: update }) });
      if (ended.state === 'cancelled') return set({ phase: 'cancelled' });
      if (ended.state !== 'done') return set({ phase: 'failed', message: t.failed(ended.error ?? '') });
      const result = ended.result as unknown as ShotConversion;
      this.write(widgetId, result);
      set({ phase: 'done', result });
    } catch (error) {
      if (signal.aborted || error instanceof UploadCancelled) return;
      set({ phase: 'failed', message: t.failed(errorText(error)) });
    } finally {
      if (this.entries.get(widgetId) === running) delete running.controller;
    }
  }

  /** Stops the shot's conversion (the upload, or the server's job); the shot keeps the video it had. */
  cancel(widgetId: string): void {
    if (!this.stop(widgetId)) return;
    this.entries.set(widgetId, { state: { phase: 'cancelled' } });
    this.changed();
  }

  private stop(widgetId: string): boolean {
    const running = this.entries.get(widgetId);
    if (!running?.controller) return false;
    running.controller.abort();
    if (running.jobId) void cancelJob(running.jobId);
    return true;
  }

  private async send(widgetId: string, source: ConversionSource, signal: AbortSignal, onPercent: (percent: number) => void): Promise<{ job: JobView }> {
    if ('url' in source) {
      const response = await fetch('/api/shots/convert/fromurl', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ videoUrl: source.url, widgetId }),
        signal,
      });
      const body = (await response.json().catch(() => null)) as { job?: JobView; message?: string } | null;
      if (!response.ok || !body?.job) throw new HttpError(body?.message ?? response.statusText, response.status, body);
      return { job: body.job };
    }
    const form = new FormData();
    // The widget first: the server checks it before it takes the file.
    form.append('widgetId', widgetId);
    form.append('upload', source.file, source.file.name);
    const { body } = await sendForm('/api/shots/upload/video', form, source.file.size, {
      ...this.uploadOptions,
      signal,
      onProgress: ({ loaded, total }) => onPercent(total ? Math.round((loaded / total) * 100) : 0),
    });
    return body as { job: JobView };
  }

  /** The converted video and its poster, into the shot (one undo step), if it still exists. */
  private write(widgetId: string, result: ShotConversion) {
    const widget = this.editor.document.widgets[widgetId];
    if (!widget) return;
    const prepared = changesFor([widget as Widget & Record<string, unknown>], [
      [['video_url'], result.video_url],
      [['poster_url'], result.poster_url],
    ]);
    if (prepared.ok) this.editor.run('updateWidgets', { changes: prepared.changes as WidgetChange[] });
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}
