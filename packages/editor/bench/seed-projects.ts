import { createHttpClient, type HttpClient } from '@folio/model';
import { photoJpeg } from '../../server/bench/photo';
import {
  DRAG_PAGE_WIDGETS,
  dragPageGrid,
  gridHeight,
  gridWidgets,
  OPEN_PAGE_WIDGETS,
  OPEN_PROJECT_PAGES,
  openProjectGrid,
  type BenchPicture,
} from './editor-bench-data';

// packages/server/src/app.ts SESSION_COOKIE (not imported: that would load the whole server into the bench).
export const SESSION_COOKIE = 'folio_session';
// The API's largest widget batch (docs/api.md "Drafts and revisions").
const BATCH = 500;
const PICTURE_SIZE = { width: 1600, height: 1200 };

export interface BenchAuthor {
  http: HttpClient;
  /** The session cookie's value, for the browser's context. */
  session: string;
  fetch: typeof fetch;
}

/** Signs a new author up; the session cookie is kept from reply to request, as a browser would. */
export async function signUp(base: string, email: string): Promise<BenchAuthor> {
  let session = '';
  const sessionFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (session) headers.set('cookie', `${SESSION_COOKIE}=${session}`);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) session = setCookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
    return response;
  };
  const http = createHttpClient({ baseUrl: base, fetch: sessionFetch });
  await http.post('/api/auth/signup', { email, password: 'benchmark password', name: 'Editor bench' });
  return {
    http,
    fetch: sessionFetch,
    get session() {
      return session;
    },
  };
}

async function uploadPicture(author: BenchAuthor, base: string): Promise<BenchPicture> {
  const form = new FormData();
  const bytes = await photoJpeg(PICTURE_SIZE.width, PICTURE_SIZE.height);
  form.append('name', 'photo.jpg');
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await author.fetch(`${base}/api/upload`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as BenchPicture;
}

interface Draft {
  _id: string;
  num_id: number;
  revision: number;
  pages: { _id: string }[];
}

export interface SeededProject {
  id: string;
  numId: number;
  pageIds: string[];
}

/** A project of `pages` pages, each with `perPage` widgets in `grid`, made through the API as the editor would. */
async function seedProject(author: BenchAuthor, picture: BenchPicture, title: string, pages: number, perPage: number, grid: typeof dragPageGrid): Promise<SeededProject> {
  const draft = await author.http.post<Draft>('/api/projects', { title });
  const height = gridHeight(grid, perPage);
  const pageIds = [draft.pages[0]!._id];
  let { revision } = await author.http.patch<{ revision: number }>(`/api/mag/${draft._id}/pages/${pageIds[0]}`, { revision: draft.revision, title: 'Page 1', height });
  for (let n = 2; n <= pages; n++) {
    const answer = await author.http.post<{ revision: number; page: { _id: string } }>(`/api/mag/${draft._id}/pages`, { revision, page: { title: `Page ${n}`, height } });
    revision = answer.revision;
    pageIds.push(answer.page._id);
  }
  const widgets = pageIds.flatMap((pid) => gridWidgets(pid, grid, perPage, picture));
  for (let start = 0; start < widgets.length; start += BATCH) {
    ({ revision } = await author.http.post<{ revision: number }>(`/api/mag/${draft._id}/widgets`, { revision, widgets: widgets.slice(start, start + BATCH) }));
  }
  return { id: draft._id, numId: draft.num_id, pageIds };
}

/**
 * The two projects of the benchmark: one page of 1,000 widgets; 50 pages of 100 widgets. A drag saves where the
 * widgets land (snapping decides, so a drag back does not always end where it began): `newDragProject` makes another
 * page of 1,000 widgets as it was seeded, for a round of drags that must start from the seeded places.
 */
export async function seedBenchProjects(base: string) {
  const author = await signUp(base, 'editor-bench@example.test');
  const picture = await uploadPicture(author, base);
  const newDragProject = () => seedProject(author, picture, 'A page of 1,000 widgets', 1, DRAG_PAGE_WIDGETS, dragPageGrid);
  const dragProject = await newDragProject();
  const openProject = await seedProject(author, picture, 'Fifty pages', OPEN_PROJECT_PAGES, OPEN_PAGE_WIDGETS, openProjectGrid);
  return { author, dragProject, openProject, newDragProject };
}
