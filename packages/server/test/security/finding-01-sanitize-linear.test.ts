import type sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formConstants } from '@folio/model';
import { plainText } from '../../src/sanitize';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// Issue 11, finding 1: plainText decoded one level of `&amp;` per round of sanitize-html, so a label of `&` +
// `amp;`×120 + `lt;` cost 121 rounds, and a form of 4,000 such options held the server for seconds. Now entities are
// decoded fully once and sanitize-html runs once per text, and what one form widget may carry is capped.

// sanitize-html is counted, not timed: a round is one call.
const rounds = vi.hoisted(() => ({ count: 0 }));
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sanitizeHtml }>()).default;
  const counted = (...args: Parameters<typeof actual>) => {
    rounds.count += 1;
    return actual(...args);
  };
  return { default: Object.assign(counted, actual) };
});

// The finding's option: 484 characters, within the label limit, decoding to `<` after 121 levels; its form had 4,000
// of them (40 selects of 100), 1.97 MB.
const NESTED = `&${'amp;'.repeat(120)}lt;`;
const FINDING_SELECTS = 40;
const FINDING_OPTIONS_EACH = 100;
// Generous: the health check answers in milliseconds; only a blocked event loop takes seconds.
const HEALTH_BOUND_MS = 3000;

beforeEach(() => {
  rounds.count = 0;
});

describe('finding 1: plainText decodes fully in one pass', () => {
  it('finding 1: the nested-entities option is fully decoded with one round of sanitize-html', () => {
    expect(plainText(NESTED)).toBe('<');
    expect(rounds.count).toBe(1);
  });

  it('finding 1: nested entities spelling a tag are decoded, then the tag is stripped, in one round', () => {
    const nestedTag = (name: string) => `&${'amp;'.repeat(50)}lt;${name}&${'amp;'.repeat(50)}gt;`;
    expect(plainText(`${nestedTag('b')}bold${nestedTag('/b')} &amp;amp;amp; more`)).toBe('bold & more');
    expect(rounds.count).toBe(1);
  });

  it('finding 1: numeric and named references of any depth, mixed, decode to their character', () => {
    expect(plainText('&amp;#60;b&#38;#62;x')).toBe('x');
    expect(plainText('&#38;amp;#x3C;')).toBe('<');
    expect(plainText('Caf&amp;eacute; &amp;quot;Bar&amp;quot;')).toBe('Café "Bar"');
    // A reference that is no character (NUL, a surrogate, beyond Unicode) is the replacement character.
    expect(plainText('a&#0;b&#xD800;c&#x110000;d')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(rounds.count).toBe(4);
  });

  it('finding 1: the work grows with the input, not with its nesting', () => {
    for (const depth of [1, 10, 1000, 100_000]) {
      rounds.count = 0;
      expect(plainText(`&${'amp;'.repeat(depth)}lt;`)).toBe('<');
      expect(rounds.count, `depth ${depth}`).toBe(1);
    }
  });
});

describe.each(drivers)('finding 1: one author request cannot stall the server (%s)', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let mag: any;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Nested Author');
    mag = await createProject(owner, 'Nested entities');
  });
  afterAll(() => server.close());

  const form = (pid: string, fields: unknown[]) => ({ type: 'form', pid, x: 0, y: 0, w: 300, h: 300, fields });
  const selects = (count: number, optionsEach: number, option: string) =>
    Array.from({ length: count }, (_, index) => ({ id: `s${index}`, kind: 'select', label: option, options: Array(optionsEach).fill(option) }));

  /** Sends the request, asks /api/health while it runs, and answers both replies with the health check's time. */
  async function withHealthCheck(send: () => Promise<{ status: number; body: any }>) {
    const pending = send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const health = await new Client(server.baseUrl).get('/api/health');
    const healthMs = Date.now() - started;
    return { reply: await pending, health, healthMs };
  }

  it('finding 1: the 1.97 MB form of 4,000 nested options is refused with 413 naming the limit, nothing written, and /api/health answers meanwhile', async () => {
    const fields = selects(FINDING_SELECTS, FINDING_OPTIONS_EACH, NESTED);
    const body = { revision: mag.revision, widgets: [form(mag.pages[0]._id, fields)] };
    expect(JSON.stringify(body).length).toBeGreaterThan(1_900_000);
    const { reply, health, healthMs } = await withHealthCheck(() => owner.post(`/api/mag/${mag._id}/widgets`, body));
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ statusCode: 413, message: `A form holds at most ${formConstants.optionsPerWidgetMax} options in all` });
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(HEALTH_BOUND_MS);
    expect((await owner.get(`/api/projects/${mag._id}`)).body.revision).toBe(mag.revision);
  });

  it('finding 1: a form at the options limit, every option nested 121 deep, is stored fully decoded with one round per text', async () => {
    const fields = selects(formConstants.optionsPerWidgetMax / FINDING_OPTIONS_EACH, FINDING_OPTIONS_EACH, NESTED);
    rounds.count = 0;
    const { reply, health, healthMs } = await withHealthCheck(() =>
      owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [form(mag.pages[0]._id, fields)] }),
    );
    expect(reply.status).toBe(201);
    const stored = reply.body.widgets[0];
    expect(stored.fields).toHaveLength(fields.length);
    for (const field of stored.fields) {
      expect(field.label).toBe('<');
      expect(field.options).toEqual(Array(FINDING_OPTIONS_EACH).fill('<'));
    }
    // One round per label and option.
    const texts = fields.length * (1 + FINDING_OPTIONS_EACH);
    expect(rounds.count).toBe(texts);
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('finding 1: each per-widget limit answers with a message naming it: 413 for a count, 400 for a length; nothing written', async () => {
    const now = (await owner.get(`/api/projects/${mag._id}`)).body;
    const pid = now.pages[0]._id;
    const post = (widget: unknown) => owner.post(`/api/mag/${mag._id}/widgets`, { revision: now.revision, widgets: [widget] });
    const cases: [string, unknown, number, string][] = [
      ['too many fields', form(pid, selects(formConstants.fieldsMax + 1, 1, 'a')), 413, `A form holds at most ${formConstants.fieldsMax} fields`],
      ['too many options in a field', form(pid, selects(1, formConstants.optionsPerFieldMax + 1, 'a')), 413, `A select field holds at most ${formConstants.optionsPerFieldMax} options`],
      [
        'too many options over the base and a viewport',
        {
          ...form(pid, selects(formConstants.optionsPerWidgetMax / FINDING_OPTIONS_EACH, FINDING_OPTIONS_EACH, 'a')),
          viewport_phone_portrait: { fields: selects(1, 1, 'b') },
        },
        413,
        `A form holds at most ${formConstants.optionsPerWidgetMax} options in all`,
      ],
      ['too many fields in a viewport', { ...form(pid, []), viewport_tablet_portrait: { fields: selects(formConstants.fieldsMax + 1, 1, 'a') } }, 413, `A form holds at most ${formConstants.fieldsMax} fields`],
      ['a label too long', form(pid, [{ id: 'a', kind: 'text', label: 'x'.repeat(formConstants.labelMaxLength + 1) }]), 400, `A label holds at most ${formConstants.labelMaxLength} characters`],
      ['an option too long', form(pid, selects(1, 1, 'x'.repeat(formConstants.labelMaxLength + 1))), 400, `A label holds at most ${formConstants.labelMaxLength} characters`],
      ['a submit label too long', { ...form(pid, []), submit_label: 'x'.repeat(formConstants.labelMaxLength + 1) }, 400, `A label holds at most ${formConstants.labelMaxLength} characters`],
      ['a thank-you message too long', { ...form(pid, []), success_message: 'x'.repeat(formConstants.messageMaxLength + 1) }, 400, `A thank-you message holds at most ${formConstants.messageMaxLength} characters`],
    ];
    for (const [name, widget, status, message] of cases) {
      const reply = await post(widget);
      expect(reply.status, name).toBe(status);
      expect(reply.body, name).toMatchObject({ statusCode: status, message });
      expect(reply.body.errors[0].path, name).toMatch(/^widgets\.0\./);
    }
    expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(now);
  });

  it('finding 1: a change that takes a stored form over a limit is refused the same way', async () => {
    const now = (await owner.get(`/api/projects/${mag._id}`)).body;
    const stored = now.pages[0].wids.find((widget: any) => widget.type === 'form');
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: now.revision,
      widgets: [{ _id: stored._id, fields: selects(formConstants.fieldsMax + 1, 1, 'a') }],
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ statusCode: 413, message: `A form holds at most ${formConstants.fieldsMax} fields` });
    expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(now);
  });
});
