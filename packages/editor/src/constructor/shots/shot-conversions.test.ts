import { afterEach, describe, expect, it, vi } from 'vitest';
import { shotsConstants, shotsPanelTexts, widgetSchema, type JobView, type Widget } from '@folio/model';
import { TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import { ShotConversions, videoFileProblem } from './shot-conversions';

const shotId = testId(7);
const shot = (fields: Record<string, unknown> = {}): Widget => widgetSchema.parse({ _id: shotId, pid: TEST_PAGE_IDS[0], type: 'shots', x: 0, y: 0, w: 270, h: 480, ...fields });
const result = { video_url: '/api/videos/new.mp4', poster_url: '/api/images/new.jpg', width: 640, height: 360, duration: 4, bytes: 1000, truncated: false };
const job = (state: JobView['state'], extra: Partial<JobView> = {}): JobView => ({
  id: 'job1',
  kind: 'shots.convert',
  state,
  progress: state === 'done' ? 100 : 40,
  progress_label: 'Converting',
  attempts: 1,
  max_attempts: 3,
  error: null,
  result: state === 'done' ? result : null,
  created_at: '2026-11-28T00:00:00.000Z',
  finished_at: null,
  ...extra,
});

/** The server as the conversion sees it: the fromurl call answers the queued job, each read of it the next state. */
function server(states: JobView[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (String(input) === '/api/shots/convert/fromurl') return answer(202, { job: job('queued') });
      if (String(input).endsWith('/cancel')) return answer(200, job('cancelled'));
      return answer(200, states.shift() ?? job('active'));
    }),
  );
  return calls;
}

function setup(widget = shot()) {
  const editor = new TestEditor({ widgets: [widget] });
  const saved: string[] = [];
  const conversions = new ShotConversions(editor, async () => void saved.push('saved'));
  return { editor, conversions, saved };
}

afterEach(() => vi.unstubAllGlobals());

describe('a shot’s video file, before it is sent', () => {
  it('is a video by its type or its extension, and no larger than the server converts', () => {
    expect(videoFileProblem({ name: 'clip.mp4', type: 'video/mp4', size: 1000 })).toBeNull();
    expect(videoFileProblem({ name: 'CLIP.MOV', type: '', size: 1000 })).toBeNull();
    expect(videoFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(shotsPanelTexts.notAVideoFile('notes.txt'));
    expect(videoFileProblem({ name: 'huge.mp4', type: 'video/mp4', size: shotsConstants.maxSourceBytes + 1 })).toMatch(/^huge\.mp4 is .* a video to convert may be up to/);
  });
});

describe('ShotConversions', () => {
  it('saves the draft first, converts the address, and writes the video and its poster into the shot as one undo step', async () => {
    const calls = server([job('active'), job('done')]);
    const { editor, conversions, saved } = setup(shot({ video_url: '/api/videos/old.mp4' }));
    const seen: string[] = [];
    conversions.subscribe(() => seen.push(conversions.get(shotId)!.phase));
    await conversions.start(shotId, { url: 'https://video.example.com/clip.mp4' });
    expect(saved).toEqual(['saved']);
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/shots/convert/fromurl', body: { videoUrl: 'https://video.example.com/clip.mp4', widgetId: shotId } });
    expect(conversions.get(shotId)).toEqual({ phase: 'done', result });
    expect(seen).toContain('converting');
    expect(editor.stored(shotId)).toMatchObject({ video_url: result.video_url, poster_url: result.poster_url });
    editor.expectHistory(['updateWidgets']);
    editor.undo();
    expect(editor.stored(shotId)).toMatchObject({ video_url: '/api/videos/old.mp4' });
  }, 10_000);

  it('a job that fails says why, and the shot keeps what it had', async () => {
    server([job('failed', { error: 'This file holds no moving picture' })]);
    const { editor, conversions } = setup(shot({ video_url: '/api/videos/old.mp4' }));
    await conversions.start(shotId, { url: 'https://video.example.com/clip.mp4' });
    expect(conversions.get(shotId)).toEqual({ phase: 'failed', message: shotsPanelTexts.failed('This file holds no moving picture') });
    expect(editor.stored(shotId)).toMatchObject({ video_url: '/api/videos/old.mp4' });
  }, 10_000);

  it('Cancel stops the server’s job, and the shot keeps what it had', async () => {
    const calls = server([]);
    const { editor, conversions } = setup();
    const running = conversions.start(shotId, { url: 'https://video.example.com/clip.mp4' });
    await vi.waitFor(() => expect(conversions.get(shotId)).toMatchObject({ phase: 'converting', job: { id: 'job1' } }));
    conversions.cancel(shotId);
    await running;
    expect(conversions.get(shotId)).toEqual({ phase: 'cancelled' });
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/jobs/job1/cancel')).toBe(true));
    expect(editor.stored(shotId)).not.toHaveProperty('video_url');
  }, 10_000);

  it('a shot deleted while its video converts gets nothing written, and nothing breaks', async () => {
    server([job('done')]);
    const { editor, conversions } = setup();
    const running = conversions.start(shotId, { url: 'https://video.example.com/clip.mp4' });
    editor.select([shotId]);
    editor.run('deleteSelected');
    await running;
    expect(conversions.get(shotId)?.phase).toBe('done');
    expect(editor.document.widgets[shotId]).toBeUndefined();
  }, 10_000);
});
