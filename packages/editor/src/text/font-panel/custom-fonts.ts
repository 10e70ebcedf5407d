import { createHttpClient, fontPanelConstants, fontPanelTexts, HttpError, type CustomFontRecord, type Font, type HttpClient } from '@folio/model';

// The author's own fonts (widgets-and-authoring.md §2, §7): the list (GET /api/custom-font), an upload (POST multipart
// /api/upload/font, field upload) and the project font record a custom font becomes (§3 "Font", provider custom).

/** What the panel reads of a custom font (GET /api/custom-font): its names and its stylesheet. */
export type CustomFont = Pick<CustomFontRecord, '_id' | 'name' | 'css_name' | 'css_url'>;

const LIST_PATH = '/api/custom-font';
const UPLOAD_PATH = '/api/upload/font';
const CREATED = 201;
const OK = 200;
const CUSTOM_CSS = /\/api\/fonts\/custom\/([^/?#]+)\.css(?:[?#]|$)/;

/** The custom font id in a stylesheet address /api/fonts/custom/{id}.css, else undefined. */
export function customFontIdOf(cssUrl: string): string | undefined {
  const id = CUSTOM_CSS.exec(cssUrl)?.[1];
  return id ? decodeURIComponent(id) : undefined;
}

/** The usable custom fonts of a reply: records with an id, names and a stylesheet; anything else is left out. */
export function customFontsOf(reply: unknown): CustomFont[] {
  const list = Array.isArray(reply) ? reply : Array.isArray((reply as { fonts?: unknown } | null)?.fonts) ? (reply as { fonts: unknown[] }).fonts : [];
  return list.flatMap((item: unknown) => (isCustomFont(item) ? [{ _id: item._id, name: item.name, css_name: item.css_name, css_url: item.css_url }] : []));
}

function isCustomFont(value: unknown): value is CustomFont {
  const font = value as Partial<CustomFont> | null | undefined;
  return typeof font?._id === 'string' && typeof font.name === 'string' && typeof font.css_name === 'string' && !!font.css_name && typeof font.css_url === 'string';
}

/** The project's record of a custom font (edit_params.fonts): provider custom, its stylesheet. */
export function projectFontOf(font: CustomFont): Font {
  return { provider: 'custom', css_name: font.css_name, name: font.name, css_url: font.css_url };
}

/** Whether a file's name ends as a font file the server takes (TTF, OTF, WOFF, WOFF2); the server checks the bytes. */
export function isFontFileName(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (fontPanelConstants.fontFileExtensions as readonly string[]).includes(extension);
}

export async function listCustomFonts(http: HttpClient = createHttpClient()): Promise<CustomFont[]> {
  return customFontsOf(await http.get<unknown>(LIST_PATH));
}

export interface FontUploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the author cancels an upload: nothing to tell them. */
export class FontUploadCancelled extends Error {
  override readonly name = 'FontUploadCancelled';
}

/**
 * Sends one font file to POST /api/upload/font (field upload) with XMLHttpRequest, which reports progress (fetch
 * cannot). Resolves with the server's record; rejects with an HttpError carrying the server's {message} (status 0
 * when no answer came), or FontUploadCancelled when the signal aborts it.
 */
export function uploadFont(file: Blob & { name: string }, options: FontUploadOptions = {}): Promise<CustomFont> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FontUploadCancelled());
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', UPLOAD_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      settle();
      const body = parseJson(request.responseText);
      const font = customFontsOf([body])[0];
      if ((request.status === CREATED || request.status === OK) && font) {
        onProgress?.(1);
        resolve(font);
      } else if (request.status === CREATED || request.status === OK) {
        reject(new HttpError(fontPanelTexts.uploadUnreadableAnswer, request.status, body));
      } else {
        reject(new HttpError(messageOf(body, request.status, request.statusText), request.status, body));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new HttpError(fontPanelTexts.uploadNoAnswer, 0));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new FontUploadCancelled());
    });
    signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    form.append('upload', file, file.name);
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

/** The server's {message} ({message, statusCode} on every API error), else the status line. */
function messageOf(body: unknown, status: number, statusText: string): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : `${status} ${statusText}`.trim();
}
