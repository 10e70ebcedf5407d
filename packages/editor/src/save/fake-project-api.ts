import { apiMessages, createHttpClient, magPatchBodySchema, widgetSchema, type HttpClient, type MagEditable, type Widget } from '@folio/model';
import type { ProjectDraft } from './pending-changes';

// For tests: one project behind a fake fetch, answering the draft calls of docs/api.md "Drafts and revisions" as
// the server does (revision checked and bumped, 409 when stale, widget changes as a merge patch with null removing
// a field). It can be down (fetch rejects, as when the network is gone) or fail with 5xx, and another tab can change
// the project behind the queue's back.

export const FAKE_MAG_ID = 'a'.repeat(24);
export const FAKE_PAGE_IDS = ['b'.repeat(24), 'c'.repeat(24)] as const;

export function fakeWidget(n: number, fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({ _id: n.toString(16).padStart(24, '0'), pid: FAKE_PAGE_IDS[0], type: 'shape', x: 0, y: 0, w: 100, h: 100, ...fields });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

type Page = { _id: string; title?: string; [field: string]: unknown };

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class FakeProjectApi {
  revision = 0;
  pages: Page[] = FAKE_PAGE_IDS.map((id, index) => ({ _id: id, num_id: index + 1, title: `Page ${index + 1}` }));
  widgets = new Map<string, Widget>();
  /** The project's own fields (PATCH /api/mag/{id}). */
  project: MagEditable = { title: 'Fake project' };
  /** Addresses the author's other projects hold: a PATCH that takes one is refused (409), as the server does. */
  readonly takenUris = new Set<string>();
  /** Every call answered (not those made while down). */
  calls: RecordedCall[] = [];
  /** Tried while down or failing. */
  failedCalls = 0;
  mode: 'up' | 'down' | 'error500' = 'up';
  readonly http: HttpClient;

  constructor(widgets: readonly Widget[] = []) {
    for (const widget of widgets) this.widgets.set(widget._id, widget);
    this.http = createHttpClient({ fetch: this.fetch });
  }

  draft(): ProjectDraft {
    const widgets = [...this.widgets.values()];
    return JSON.parse(
      JSON.stringify({
        ...this.project,
        _id: FAKE_MAG_ID,
        revision: this.revision,
        pages: this.pages.map((page, index) => ({ ...page, num: index + 1, wids: widgets.filter((widget) => widget.pid === page._id) })),
      }),
    ) as ProjectDraft;
  }

  /** Another tab or device saves a change: the revision moves on. */
  changeElsewhere(change: (api: this) => void): void {
    change(this);
    this.revision += 1;
  }

  /** Wraps each call (to hold it, or to lose its answer); `answer` is the server at work. */
  around: ((answer: () => Promise<Response>) => Promise<Response>) | null = null;

  readonly fetch: typeof globalThis.fetch = (input, init) => (this.around ? this.around(() => this.answer(input, init)) : this.answer(input, init));

  private async answer(input: Parameters<typeof globalThis.fetch>[0], init: RequestInit | undefined): Promise<Response> {
    if (this.mode === 'down') {
      this.failedCalls += 1;
      throw new TypeError('Failed to fetch');
    }
    if (this.mode === 'error500') {
      this.failedCalls += 1;
      return json(500, { message: 'Internal Server Error', statusCode: 500 });
    }
    const path = String(input).replace(/\?.*$/, '');
    const method = init?.method ?? 'GET';
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    try {
      if (method === 'GET' && path === `/api/projects/${FAKE_MAG_ID}`) return json(200, this.draft());
      this.calls.push({ method, path, body });
      if (body.revision !== this.revision) throw new Refusal(409, apiMessages.staleRevision, { revision: this.revision });
      const answer = this.write(method, path.replace(`/api/mag/${FAKE_MAG_ID}`, ''), body);
      this.revision += 1;
      return json(200, { revision: this.revision, ...answer });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return json(error.status, { message: error.message, statusCode: error.status, ...error.extra });
    }
  }

  private write(method: string, path: string, body: Record<string, unknown>): Record<string, unknown> {
    if (path === '/widgets' && method === 'POST') {
      const widgets = (body.widgets as Widget[]).map((widget) => widgetSchema.parse(widget));
      if (widgets.some((widget) => this.widgets.has(widget._id))) throw new Refusal(409, 'A widget with this id exists');
      for (const widget of widgets) this.widgets.set(widget._id, widget);
      return { widgets };
    }
    if (path === '/widgets' && method === 'PATCH') {
      const changed = (body.widgets as Record<string, unknown>[]).map((change) => {
        const stored = this.widgets.get(String(change._id));
        if (!stored) throw new Refusal(404, 'Not found');
        const merged: Record<string, unknown> = { ...stored };
        for (const [field, value] of Object.entries(change)) {
          if (value === null) delete merged[field];
          else merged[field] = value;
        }
        const parsed = widgetSchema.safeParse(merged);
        if (!parsed.success) throw new Refusal(400, 'Invalid body');
        return parsed.data;
      });
      for (const widget of changed) this.widgets.set(widget._id, widget);
      return { widgets: changed };
    }
    if (path === '/widgets' && method === 'DELETE') {
      const ids = body.ids as string[];
      if (ids.some((id) => !this.widgets.has(id))) throw new Refusal(404, 'Not found');
      for (const id of ids) this.widgets.delete(id);
      return { ids };
    }
    if (path === '' && method === 'PATCH') {
      const { revision: _revision, ...fields } = body;
      const parsed = magPatchBodySchema.safeParse(body);
      if (!parsed.success) throw new Refusal(400, 'Invalid body');
      if (typeof fields.uri === 'string' && this.takenUris.has(fields.uri)) throw new Refusal(409, apiMessages.uriTaken);
      for (const [name, value] of Object.entries(fields)) {
        if (value === null) delete (this.project as Record<string, unknown>)[name];
        else (this.project as Record<string, unknown>)[name] = value;
      }
      return {};
    }
    if (path === '/pages/order' && method === 'PUT') {
      const pids = body.pids as string[];
      this.pages = pids.map((id) => this.pages.find((page) => page._id === id)!);
      return { pids };
    }
    const pageId = /^\/pages\/([0-9a-f]{24})$/.exec(path)?.[1];
    const page = this.pages.find((candidate) => candidate._id === pageId);
    if (page && method === 'PATCH') {
      const { revision: _revision, ...fields } = body;
      Object.assign(page, fields);
      return { page };
    }
    throw new Refusal(404, 'Not found');
  }

  /** The calls that wrote, as `METHOD path`. */
  get writes(): string[] {
    return this.calls.map((call) => `${call.method} ${call.path.replace(`/api/mag/${FAKE_MAG_ID}`, '')}`);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
