import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shotsConstants, shotsMessages, type JobView, type ShotConversion } from '@folio/model';
import { jobs } from '../../src/db/schema';
import { outboundMessages } from '../../src/outbound/outbound-fetch';
import { byteRange } from '../../src/shots/shots-routes';
import { SHOTS_CONVERT_JOB } from '../../src/shots/shots-job';
import { videoContainerOf } from '../../src/shots/video-tools';
import { Client, createProject, drivers, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { until } from '../support/until';

// Issue 15 "Shots" (docs/distribution.md): POST multipart /api/shots/upload/video {widgetId, upload} and POST
// /api/shots/convert/fromurl {videoUrl, widgetId} queue a conversion job (202); ffmpeg makes an H.264 MP4 no larger
// than the shot's limits and a poster; GET /api/videos/{name} sends the video in ranges. Files that are no video are
// refused, and nothing of a refused upload is kept.

const dir = mkdtempSync(join(tmpdir(), 'folio-shots-test-'));
/** A video made by ffmpeg's own test sources: `seconds` long, `size` pixels, with a tone. */
function makeVideo(name: string, seconds: number, size: string, extra: string[] = []): Buffer {
  const file = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=10`, '-f', 'lavfi', '-i', `sine=duration=${seconds}`, ...extra, '-y', file]);
  return readFileSync(file);
}

const form = (fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('upload', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
};

describe('shots conversions: the rules', () => {
  it('knows video containers by their first bytes, and nothing else', () => {
    const mp4 = makeVideo('probe.mp4', 1, '64x48');
    expect(videoContainerOf(mp4)).toBe('mov');
    expect(videoContainerOf(makeVideo('probe.webm', 1, '64x48', ['-c:v', 'libvpx', '-c:a', 'libvorbis']))).toBe('matroska');
    expect(videoContainerOf(makeVideo('probe.avi', 1, '64x48'))).toBe('avi');
    expect(videoContainerOf(makeVideo('probe.ts', 1, '64x48'))).toBe('mpegts');
    // A playlist, a concat list, a picture, a text: ffmpeg would open other files for them, or they are no video.
    for (const text of ['#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n', 'ffconcat version 1.0\nfile /etc/passwd\n', 'hello', '\x89PNG\r\n\x1a\n']) {
      expect(videoContainerOf(Buffer.from(text))).toBeUndefined();
    }
  });

  it('reads one byte range of a Range header, as RFC 9110 counts them', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    // Several ranges, other units, nonsense: the whole file.
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(byteRange('items=0-1', 1000)).toBeUndefined();
    expect(byteRange('bytes=9-1', 1000)).toBeUndefined();
  });
});

describe.each(drivers)('shots conversions (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let shotId: string;
  let textId: string;
  let source: Server;
  let sourceUrl: string;
  const clip = makeVideo(`clip-${driver}.mp4`, 2, '1920x1080');

  beforeAll(async () => {
    // The test's video host is on loopback, which only OUTBOUND_ALLOW lets the server reach.
    source = createServer((request, response) => {
      if (request.url === '/clip.mp4') return response.writeHead(200, { 'content-type': 'video/mp4' }).end(clip);
      if (request.url === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
    server = await startTestServer(driver, { ...WITH_BACKGROUND_JOBS, outboundAllowed: ['127.0.0.1'] });
    owner = await signUp(server.baseUrl, 'Shot Maker');
    stranger = await signUp(server.baseUrl, 'Shot Taker');
    const mag = await createProject(owner, 'Moving pictures');
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'shots', pid: mag.pages[0]._id, x: 10, y: 10, w: 270, h: 480, z: 5 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    shotId = made.body.widgets[0]._id;
    textId = mag.pages[0].wids.find((widget: any) => widget.type === 'text')._id;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    source.close();
  });

  const shotJobs = () => server.database.db.select().from(jobs).where(eq(jobs.kind, SHOTS_CONVERT_JOB));
  const sources = () => {
    try {
      return readdirSync(join(server.app.config.blobDir, 'shots', 'sources'));
    } catch {
      return [];
    }
  };
  const finished = (client: Client, id: string) =>
    until(
      async () => (await client.get<JobView>(`/api/jobs/${id}`)).body,
      (job) => ['done', 'failed', 'cancelled'].includes(job.state),
      'the conversion to end',
      60_000,
    );

  it('converts an uploaded video into an H.264 MP4 within the shot’s size, with a poster, and lets go of the upload', async () => {
    const queued = await owner.postForm('/api/shots/upload/video', form({ widgetId: shotId }, { bytes: clip, name: 'clip.mp4', type: 'video/mp4' }));
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body.job).toMatchObject({ kind: SHOTS_CONVERT_JOB });
    const job = await finished(owner, queued.body.job.id);
    expect(job.state, job.error ?? '').toBe('done');
    const result = job.result as unknown as ShotConversion;
    expect(result).toMatchObject({ width: shotsConstants.maxSide, height: 720, truncated: false });
    expect(result.duration).toBeCloseTo(2, 0);
    expect(result.video_url).toMatch(/^\/api\/videos\/[0-9a-f]{64}\.mp4$/);

    const video = await owner.get(result.video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(video.body.length).toBe(result.bytes);
    const file = join(dir, `converted-${driver}.mp4`);
    writeFileSync(file, video.body);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]).toString());
    expect(probe.streams.map((stream: any) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(probe.streams.find((stream: any) => stream.codec_type === 'video').pix_fmt).toBe('yuv420p');

    const poster = await new Client(server.baseUrl).get(result.poster_url);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(sources()).toEqual([]);
  }, 90_000);

  it('sends the video in the ranges a player asks for', async () => {
    const [done] = (await shotJobs()).filter((job) => job.state === 'done');
    const { video_url: url, bytes } = done!.result as unknown as ShotConversion;
    const ranged = (range: string) => new Client(server.baseUrl).request('GET', url, undefined, { headers: { range } });
    const first = await ranged('bytes=0-99');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${bytes}`);
    expect(first.body.length).toBe(100);
    const last = await ranged('bytes=-10');
    expect(last.status).toBe(206);
    expect(last.body.length).toBe(10);
    const past = await ranged(`bytes=${bytes}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes}`);
    expect((await new Client(server.baseUrl).get(`/api/videos/${'0'.repeat(64)}.mp4`)).status).toBe(404);
    expect((await new Client(server.baseUrl).get('/api/videos/..%2F..%2Fsecret.mp4')).status).toBe(400);
  });

  it('cuts a video longer than a shot may be at the limit', async () => {
    const long = makeVideo(`long-${driver}.mp4`, shotsConstants.maxSeconds + 5, '64x48');
    const queued = await owner.postForm('/api/shots/upload/video', form({ widgetId: shotId }, { bytes: long, name: 'long.mp4', type: 'video/mp4' }));
    const job = await finished(owner, queued.body.job.id);
    expect(job.state, job.error ?? '').toBe('done');
    const result = job.result as unknown as ShotConversion;
    expect(result.truncated).toBe(true);
    expect(result.duration).toBeLessThanOrEqual(shotsConstants.maxSeconds + 0.5);
    expect(result.duration).toBeGreaterThan(shotsConstants.maxSeconds - 1);
  }, 90_000);

  it('refuses what is no video at once (415), and keeps nothing of it', async () => {
    const before = (await shotJobs()).length;
    for (const [bytes, name] of [
      [Buffer.from('#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n'), 'playlist.mp4'],
      [readFileSync(new URL('../../assets/favicon.svg', import.meta.url)), 'picture.mp4'],
      [Buffer.from('ffconcat version 1.0\nfile /etc/passwd\n'), 'list.mov'],
    ] as const) {
      const refused = await owner.postForm('/api/shots/upload/video', form({ widgetId: shotId }, { bytes, name, type: 'video/mp4' }));
      expect(refused.status, name).toBe(415);
      expect(refused.body).toEqual({ message: shotsMessages.notVideo, statusCode: 415 });
    }
    expect((await shotJobs()).length).toBe(before);
    expect(sources()).toEqual([]);
  });

  it('fails a file that only looks like a video at once, with the reason shown, and no second try', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]);
    const queued = await owner.postForm('/api/shots/upload/video', form({ widgetId: shotId }, { bytes: fake, name: 'fake.mp4', type: 'video/mp4' }));
    expect(queued.status).toBe(202);
    const job = await finished(owner, queued.body.job.id);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, error: shotsMessages.notVideo });
    expect(sources()).toEqual([]);
  }, 60_000);

  it('refuses another author’s widget, a widget of another kind, a visitor, a body without its parts, and keeps nothing', async () => {
    const before = (await shotJobs()).length;
    const upload = (client: Client, fields: Record<string, string>, withFile = true) =>
      client.postForm('/api/shots/upload/video', form(fields, withFile ? { bytes: clip, name: 'clip.mp4', type: 'video/mp4' } : undefined));
    expect(await upload(stranger, { widgetId: shotId })).toMatchObject({ status: 404, body: { message: shotsMessages.widgetNotFound, statusCode: 404 } });
    expect((await upload(owner, { widgetId: textId })).status).toBe(404);
    expect((await upload(new Client(server.baseUrl), { widgetId: shotId })).status).toBe(401);
    const noWidget = await upload(owner, {});
    expect(noWidget.status).toBe(400);
    expect(noWidget.body.errors).toEqual([{ path: 'widgetId', message: shotsMessages.uploadMissing }]);
    const noFile = await upload(owner, { widgetId: shotId }, false);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual([{ path: 'upload', message: shotsMessages.uploadMissing }]);
    expect((await owner.post('/api/shots/upload/video', { widgetId: shotId })).status).toBe(415);
    expect((await shotJobs()).length).toBe(before);
    expect(sources()).toEqual([]);
  });

  it('converts the video at an address, through the outbound rules', async () => {
    const queued = await owner.post('/api/shots/convert/fromurl', { videoUrl: `${sourceUrl}/clip.mp4`, widgetId: shotId });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const job = await finished(owner, queued.body.job.id);
    expect(job.state, job.error ?? '').toBe('done');
    expect((job.result as unknown as ShotConversion).video_url).toMatch(/^\/api\/videos\//);

    // A redirect into the cloud's metadata address is refused, for good.
    const inside = await owner.post('/api/shots/convert/fromurl', { videoUrl: `${sourceUrl}/to-metadata`, widgetId: shotId });
    expect(await finished(owner, inside.body.job.id)).toMatchObject({ state: 'failed', attempts: 1, error: outboundMessages.address });
    const missing = await owner.post('/api/shots/convert/fromurl', { videoUrl: `${sourceUrl}/nothing.mp4`, widgetId: shotId });
    expect(await finished(owner, missing.body.job.id)).toMatchObject({ state: 'failed', attempts: 1, error: 'The address answered 404' });
  }, 90_000);

  it('refuses a bad address or widget before queueing anything', async () => {
    const before = (await shotJobs()).length;
    for (const videoUrl of ['ftp://example.com/a.mp4', 'file:///etc/passwd', 'not an address', `https://example.com/${'a'.repeat(shotsConstants.maxUrlLength)}`]) {
      const refused = await owner.post('/api/shots/convert/fromurl', { videoUrl, widgetId: shotId });
      expect(refused.status, videoUrl).toBe(400);
      expect(refused.body.errors[0].path).toBe('videoUrl');
    }
    expect((await owner.post('/api/shots/convert/fromurl', { videoUrl: 'https://example.com/a.mp4' })).status).toBe(400);
    expect((await owner.post('/api/shots/convert/fromurl', { videoUrl: 'https://example.com/a.mp4', widgetId: shotId, extra: 1 })).status).toBe(400);
    expect((await stranger.post('/api/shots/convert/fromurl', { videoUrl: 'https://example.com/a.mp4', widgetId: shotId })).status).toBe(404);
    expect((await new Client(server.baseUrl).post('/api/shots/convert/fromurl', { videoUrl: 'https://example.com/a.mp4', widgetId: shotId })).status).toBe(401);
    expect((await shotJobs()).length).toBe(before);
  });

  it('without ffmpeg, answers 503 with what to install, and everything else works', async () => {
    const video = server.app.video as unknown as { paths: { ffmpeg: string | undefined } };
    const ffmpeg = video.paths.ffmpeg;
    video.paths.ffmpeg = undefined;
    try {
      const refused = await owner.post('/api/shots/convert/fromurl', { videoUrl: `${sourceUrl}/clip.mp4`, widgetId: shotId });
      expect(refused).toMatchObject({ status: 503, body: { message: shotsMessages.ffmpegMissing, statusCode: 503 } });
      const upload = await owner.postForm('/api/shots/upload/video', form({ widgetId: shotId }, { bytes: clip, name: 'clip.mp4', type: 'video/mp4' }));
      expect(upload.status).toBe(503);
      expect(sources()).toEqual([]);
      expect((await owner.get('/api/projects')).status).toBe(200);
    } finally {
      video.paths.ffmpeg = ffmpeg;
    }
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));
