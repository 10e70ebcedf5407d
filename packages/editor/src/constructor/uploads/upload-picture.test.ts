import { describe, expect, it } from 'vitest';
import { HttpError, libraryTexts } from '@folio/model';
import { UploadCancelled, uploadPicture } from './upload-picture';

/** A stand-in XMLHttpRequest: records what is sent, and lets the test play the server. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const png = () => new File([new Uint8Array(2000)], 'photo.png', { type: 'image/png' });
const reply = { _id: 'f'.repeat(24), url: '/api/images/abc.png', type: 'image/png', width: 640, height: 480, name: 'photo.png', lqipUrl: '/api/images/abc.png?lqip=1' };

function start(options: { signal?: AbortSignal; progress?: number[][] } = {}) {
  const request = new FakeRequest();
  const promise = uploadPicture(png(), {
    signal: options.signal,
    onProgress: ({ loaded, total }) => options.progress?.push([loaded, total]),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, promise };
}

describe('uploadPicture', () => {
  it('posts the file and its name as multipart to /api/upload, with the session cookie', async () => {
    const { request, promise } = start();
    expect([request.method, request.url, request.withCredentials]).toEqual(['POST', '/api/upload', true]);
    expect(request.body?.get('name')).toBe('photo.png');
    expect((request.body?.get('upload') as File).name).toBe('photo.png');
    request.answer(201, reply);
    await expect(promise).resolves.toEqual(reply);
  });

  it('reports the upload progress, and the whole file once answered', async () => {
    const progress: number[][] = [];
    const { request, promise } = start({ progress });
    request.progress(500, 2000);
    request.progress(1500, 2000);
    request.answer(201, reply);
    await promise;
    expect(progress).toEqual([
      [500, 2000],
      [1500, 2000],
      [2000, 2000],
    ]);
  });

  it("rejects with the server's message and status", async () => {
    const { request, promise } = start();
    request.answer(415, { message: 'Unsupported picture type: upload a JPEG, PNG, WebP, GIF or AVIF file', statusCode: 415 });
    const error = await promise.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Unsupported picture type: upload a JPEG, PNG, WebP, GIF or AVIF file', statusCode: 415 });
  });

  it('rejects with the text of a reply that is not JSON, or the status line', async () => {
    const first = start();
    first.request.answer(502, 'Bad gateway from the proxy');
    await expect(first.promise).rejects.toMatchObject({ message: 'Bad gateway from the proxy', statusCode: 502 });
    const second = start();
    second.request.answer(500, '', 'Internal Server Error');
    await expect(second.promise).rejects.toMatchObject({ message: '500 Internal Server Error' });
  });

  it('says the server could not be reached when no answer comes', async () => {
    const { request, promise } = start();
    request.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toMatchObject({ message: libraryTexts.uploadNoAnswer, statusCode: 0 });
  });

  it('is cancelled by its signal, aborting the request', async () => {
    const controller = new AbortController();
    const { request, promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(UploadCancelled);
    expect(request.aborted).toBe(true);
  });

  it('sends nothing when the signal was aborted before', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request, promise } = start({ signal: controller.signal });
    await expect(promise).rejects.toBeInstanceOf(UploadCancelled);
    expect(request.method).toBe('');
  });
});
