import { createHttpClient, type HttpClient } from '@folio/model';

// packages/server/src/app.ts SESSION_COOKIE (not imported: that would load the whole server into the bench).
const SESSION_COOKIE = 'folio_session';
const PASSWORD = 'benchmark password';

/** A signed-up author talking to a server over HTTP, as the editor does. */
export interface AuthorSession {
  /** The model's HTTP client: JSON bodies, errors with the server's message. */
  http: HttpClient;
  /** fetch with the session cookie, for the calls the JSON client does not make (multipart uploads). */
  fetch: typeof fetch;
  user: { uri: string };
}

/** Signs a new author up on the server at `base` and keeps its session cookie from reply to request. */
export async function signUpAuthor(base: string, email: string): Promise<AuthorSession> {
  let cookie = '';
  const sessionFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) cookie = setCookie.split(';')[0]!;
    return response;
  };
  const http = createHttpClient({ baseUrl: base, fetch: sessionFetch });
  const user = await http.post<{ uri: string }>('/api/auth/signup', { email, password: PASSWORD, name: 'Bench' });
  return { http, fetch: sessionFetch, user };
}

/** The reply of POST /api/upload (packages/server/src/routes/uploads.ts). */
export interface UploadReply {
  url: string;
  width: number;
  height: number;
  lqipUrl: string;
}

/** POST /api/upload (multipart fields name and upload), as the editor sends a picture. */
export async function uploadPicture(session: AuthorSession, base: string, bytes: Buffer, name: string): Promise<UploadReply> {
  const form = new FormData();
  form.append('name', name);
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await session.fetch(`${base}/api/upload`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as UploadReply;
}
