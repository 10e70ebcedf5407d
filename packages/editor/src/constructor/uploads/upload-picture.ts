import { HttpError, libraryTexts } from '@folio/model';
import type { UploadedPicture } from './picture-picker';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The request to send with (tests give a fake); a browser XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

const UPLOAD_PATH = '/api/upload';
const CREATED = 201;

/** Thrown when the author cancels an upload: nothing to tell them. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/**
 * Sends one picture to POST /api/upload (multipart fields name and upload, docs/api.md "Pictures: uploads and
 * variants"). Resolves with the server's record; rejects as `sendForm` does, or with an HttpError when the answer is
 * not a picture's record.
 */
export async function uploadPicture(file: Blob & { name: string }, options: UploadOptions = {}): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('name', file.name);
  form.append('upload', file, file.name);
  const { status, body } = await sendForm(UPLOAD_PATH, form, file.size, options);
  if (status !== CREATED || !isUploadedPicture(body)) throw new HttpError(libraryTexts.uploadUnreadableAnswer, status, body);
  return body;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which reports the upload's progress (fetch cannot). Resolves with a
 * 2xx answer's status and JSON; rejects with an HttpError carrying the server's {message} and status, an HttpError
 * with status 0 when no answer came, or UploadCancelled when the signal aborts it. `size` is the progress reported
 * once the answer has come.
 */
export function sendForm(path: string, form: FormData, size: number, options: UploadOptions = {}): Promise<{ status: number; body: unknown }> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      settle();
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.({ loaded: size, total: size });
        resolve({ status: request.status, body });
      } else {
        reject(new HttpError(messageOf(body, request.responseText, request.status, request.statusText), request.status, body));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new HttpError(libraryTexts.uploadNoAnswer, 0));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelled());
    });
    signal?.addEventListener('abort', onAbort);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's {message}, else its text, else the status line. */
function messageOf(body: unknown, text: string, status: number, statusText: string): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  if (body === undefined && text.trim()) return text.trim();
  return `${status} ${statusText}`.trim();
}

function isUploadedPicture(value: unknown): value is UploadedPicture {
  const picture = value as Partial<UploadedPicture> | null | undefined;
  return typeof picture?.url === 'string' && typeof picture.width === 'number' && typeof picture.height === 'number' && typeof picture._id === 'string';
}
