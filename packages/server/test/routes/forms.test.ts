import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { formConstants } from '@folio/model';
import { formSubmissions } from '../../src/db/schema';
import { csvCell } from '../../src/form-csv';
import { Client, createProject, drivers, startWithPeople, type TestServer } from '../support/harness';

// docs/api.md "Forms": visitors answer the form widgets of published versions; owners list and export the answers.
const FIELDS = [
  { id: 'name', kind: 'text', label: 'Your name', required: true },
  { id: 'email', kind: 'email', label: 'Email', required: true },
  { id: 'note', kind: 'textarea', label: 'Note' },
  { id: 'size', kind: 'select', label: 'Size', options: ['S', 'M', 'L'] },
  { id: 'agree', kind: 'checkbox', label: 'I agree', required: true },
];
const VALID = { name: 'Ada', email: 'ada@example.com', note: 'Hello', size: 'M', agree: true };

let addresses = 0;
/** Each test answers from an address of its own, so the per-address limit only meets the test that tries it. */
const newAddress = () => `203.0.113.${++addresses}`;

describe('CSV cells', () => {
  it('RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with a quote', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1`), JSON.stringify(start)).toBe(`'${start}1`);
    // A carriage return is defused and, being a line break, quoted as well.
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe.each(drivers)('forms on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client;

  beforeAll(async () => {
    // Behind a proxy the client address is X-Forwarded-For: the tests choose theirs.
    ({ server, owner, stranger } = await startWithPeople(driver, { ownerName: 'Form Owner', config: { trustProxy: true } }));
  });
  afterAll(() => server.close());

  async function addWidgets(mag: any, widgets: any[]) {
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: draft.revision, widgets });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.widgets.map((widget: any) => widget._id) as string[];
  }

  const formWidget = (pid: string, extra: Record<string, unknown> = {}) => ({ type: 'form', pid, x: 10, y: 10, w: 300, h: 400, fields: FIELDS, ...extra });

  /** A published project with one form on its first page. */
  async function publishedForm(extra: Record<string, unknown> = {}, page = 0) {
    const mag = await createProject(owner, 'Form issue');
    const [formId] = await addWidgets(mag, [formWidget(mag.pages[page]._id, extra)]);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    return { mag, formId: formId! };
  }

  function submit(client: Client, mag: any, formId: string, values: unknown, address = newAddress()) {
    return client.request('POST', `/api/forms/${mag.num_id}/${formId}`, values === undefined ? {} : { values }, { headers: { 'x-forwarded-for': address } });
  }

  /** The owner's answer as bytes (the harness's client reads text). */
  async function rawBytes(path: string): Promise<Buffer> {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.user.email, password: 'correct horse battery' }),
    });
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    return Buffer.from(await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie } })).arrayBuffer());
  }

  async function stored(magId: string) {
    const [row] = await server.database.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.magId, magId));
    return row!.n;
  }

  it('a visitor answers a published form: 201 {ok: true}, stored with its page, version and time', async () => {
    const { mag, formId } = await publishedForm();
    const visitor = new Client(server.baseUrl);
    const before = Date.now();
    const reply = await submit(visitor, mag, formId, { ...VALID, email: '  ada@example.com ' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toEqual({ ok: true });

    const list = await owner.get(`/api/mag/${mag._id}/forms/${formId}/submissions`);
    expect(list.status).toBe(200);
    expect(list.body.fields.map((field: any) => field.id)).toEqual(FIELDS.map((field) => field.id));
    expect(list.body.next_before).toBeNull();
    const [submission] = list.body.submissions;
    expect(submission).toMatchObject({ page_id: mag.pages[0]._id, version: 1, values: { ...VALID, email: 'ada@example.com' } });
    expect(Date.parse(submission.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(submission._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('optional fields may be left out; they are stored empty', async () => {
    const { mag, formId } = await publishedForm();
    const reply = await submit(new Client(server.baseUrl), mag, formId, { name: 'Bo', email: 'bo@example.com', agree: true });
    expect(reply.status).toBe(201);
    const list = await owner.get(`/api/mag/${mag._id}/forms/${formId}/submissions`);
    expect(list.body.submissions[0].values).toEqual({ name: 'Bo', email: 'bo@example.com', note: '', size: '', agree: true });
  });

  const invalidCases: [string, unknown, number, string, string | undefined][] = [
    ['a required field missing', { ...VALID, name: undefined }, 400, 'Your name: This field is required', 'values.name'],
    ['a required field blank', { ...VALID, name: '   ' }, 400, 'Your name: This field is required', 'values.name'],
    ['an email that is not one', { ...VALID, email: 'ada@' }, 400, 'Email: Enter an email address, such as name@example.com', 'values.email'],
    ['a select answer outside its options', { ...VALID, size: 'XXL' }, 400, 'Size: Choose one of the options', 'values.size'],
    ['a checkbox answer that is not a boolean', { ...VALID, agree: 'yes' }, 400, 'I agree: The answer must be true or false', 'values.agree'],
    ['a required checkbox unchecked', { ...VALID, agree: false }, 400, 'I agree: This field is required', 'values.agree'],
    ['text that is not text', { ...VALID, note: 12 }, 400, 'Note: The answer must be text', 'values.note'],
    ['a text over its limit', { ...VALID, name: 'x'.repeat(formConstants.textMaxLength + 1) }, 400, `Your name: Use at most ${formConstants.textMaxLength} characters`, 'values.name'],
    ['a textarea over its limit', { ...VALID, note: 'x'.repeat(formConstants.textareaMaxLength + 1) }, 400, `Note: Use at most ${formConstants.textareaMaxLength} characters`, 'values.note'],
    ['an unknown field id', { ...VALID, nickname: 'Bo' }, 400, 'nickname: This form has no such field', 'values.nickname'],
    ['values that are not an object', 'Ada', 400, 'Invalid request body', 'values'],
    ['no values at all', undefined, 400, 'Invalid request body', 'values'],
  ];

  for (const [name, values, status, message, path] of invalidCases) {
    it(`refuses ${name} with a clear ${status}, naming the field, and stores nothing`, async () => {
      const { mag, formId } = await publishedForm();
      const reply = await submit(new Client(server.baseUrl), mag, formId, values);
      expect(reply.status).toBe(status);
      expect(reply.body).toMatchObject({ message, statusCode: status });
      if (path) expect(reply.body.errors.map((error: any) => error.path)).toContain(path);
      expect(await stored(mag._id)).toBe(0);
    });
  }

  it('every problem is listed, in field order', async () => {
    const { mag, formId } = await publishedForm();
    const reply = await submit(new Client(server.baseUrl), mag, formId, { email: 'nope', extra: 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Your name: This field is required');
    expect(reply.body.errors).toEqual([
      { path: 'values.name', message: 'Your name: This field is required' },
      { path: 'values.email', message: 'Email: Enter an email address, such as name@example.com' },
      { path: 'values.agree', message: 'I agree: This field is required' },
      { path: 'values.extra', message: 'extra: This form has no such field' },
    ]);
  });

  it('only forms of the current published version take answers: not a draft-only form, not another widget, not an unpublished project', async () => {
    const { mag, formId } = await publishedForm();
    const [draftOnly] = await addWidgets(mag, [formWidget(mag.pages[0]._id)]);
    const visitor = new Client(server.baseUrl);
    const draftReply = await submit(visitor, mag, draftOnly!, VALID);
    expect(draftReply.status).toBe(404);
    expect(draftReply.body).toEqual({ message: 'This form is not part of the published project', statusCode: 404 });

    const shape = mag.pages[0].wids.find((widget: any) => widget.type === 'shape')._id;
    expect((await submit(visitor, mag, shape, VALID)).status).toBe(404);
    expect((await submit(visitor, mag, 'a'.repeat(24), VALID)).status).toBe(404);
    const badId = await visitor.request('POST', `/api/forms/${mag.num_id}/not-an-id`, { values: VALID });
    expect(badId.status).toBe(400);
    expect((await visitor.request('POST', `/api/forms/999999999/${formId}`, { values: VALID })).status).toBe(404);

    // The published fields rule, not the draft's: a field added to the draft is unknown until the next publish.
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const changed = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: draft.revision,
      widgets: [{ _id: formId, fields: [...FIELDS, { id: 'phone', kind: 'text', label: 'Phone' }] }],
    });
    expect(changed.status).toBe(200);
    expect((await submit(visitor, mag, formId, { ...VALID, phone: '123' })).status).toBe(400);
    await owner.post(`/api/publish/${mag._id}`);
    expect((await submit(visitor, mag, formId, { ...VALID, phone: '123' })).status).toBe(201);
    expect((await submit(visitor, mag, draftOnly!, VALID)).status).toBe(201);

    await owner.post(`/api/unpublish/${mag._id}`);
    expect((await submit(visitor, mag, formId, VALID)).status).toBe(404);
    expect(await stored(mag._id)).toBe(2);
  });

  it('a hidden or expired form takes no answers; a viewport with fields of its own takes its answers', async () => {
    const mag = await createProject(owner, 'Variants');
    const pid = mag.pages[0]._id;
    const [hidden, expired, phoneOnly] = await addWidgets(mag, [
      formWidget(pid, { hidden: true }),
      formWidget(pid, { expiry: '2001-01-01T00:00:00Z' }),
      formWidget(pid, { viewport_phone_portrait: { fields: [{ id: 'tel', kind: 'text', label: 'Phone', required: true }] } }),
    ]);
    await owner.post(`/api/publish/${mag._id}`);
    const visitor = new Client(server.baseUrl);
    expect((await submit(visitor, mag, hidden!, VALID)).status).toBe(404);
    expect((await submit(visitor, mag, expired!, VALID)).status).toBe(404);
    expect((await submit(visitor, mag, phoneOnly!, VALID)).status).toBe(201);
    expect((await submit(visitor, mag, phoneOnly!, { tel: '555' })).status).toBe(201);
    // Neither the base form's nor the phone's answers: the problems of the base form are reported.
    const neither = await submit(visitor, mag, phoneOnly!, { tel: '555', name: 'Ada' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Email: This field is required');
    // The owner's columns hold every viewport's fields.
    const forms = (await owner.get(`/api/mag/${mag._id}/forms`)).body.forms;
    expect(forms.find((form: any) => form._id === phoneOnly).fields.map((field: any) => field.id)).toEqual([...FIELDS.map((field) => field.id), 'tel']);
  });

  it('a form on a password-protected page needs the access cookie; so does a private project; the owner always may', async () => {
    const { mag, formId } = await publishedForm({}, 1);
    const protectedPage = mag.pages[1]._id;
    expect((await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [protectedPage], pass: 'sesame' })).status).toBe(200);
    const visitor = new Client(server.baseUrl);
    const locked = await submit(visitor, mag, formId, VALID);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ message: 'forbidden', statusCode: 403 });
    const forged = await visitor.request('POST', `/api/forms/${mag.num_id}/${formId}`, { values: VALID }, { headers: { cookie: `folio_access_${mag.num_id}=forged`, 'x-forwarded-for': newAddress() } });
    expect(forged.status).toBe(403);
    expect(await stored(mag._id)).toBe(0);
    expect((await submit(owner, mag, formId, VALID)).status).toBe(201);
    expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'sesame' })).status).toBe(204);
    expect((await submit(visitor, mag, formId, VALID)).status).toBe(201);

    // The whole project private: forbidden until the (new) password is given.
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true, pass: 'other' });
    const stranger2 = new Client(server.baseUrl);
    const forbidden = await submit(stranger2, mag, formId, VALID);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ message: 'forbidden', forbidden: true });
    expect((await submit(visitor, mag, formId, VALID)).status).toBe(403);
    await stranger2.post(`/api/readymag/${mag.num_id}/access`, { pass: 'other' });
    expect((await submit(stranger2, mag, formId, VALID)).status).toBe(201);
    expect(await stored(mag._id)).toBe(3);
  });

  it(`at most ${formConstants.submissionsPerMinute} submissions a minute per client address, refused ones included`, async () => {
    const { mag, formId } = await publishedForm();
    const address = newAddress();
    const visitor = new Client(server.baseUrl);
    expect((await submit(visitor, mag, formId, { nope: 1 }, address)).status).toBe(400);
    for (let i = 1; i < formConstants.submissionsPerMinute; i += 1) {
      expect((await submit(visitor, mag, formId, VALID, address)).status).toBe(201);
    }
    const limited = await submit(visitor, mag, formId, VALID, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many submissions; wait a minute and try again', statusCode: 429 });
    expect(await stored(mag._id)).toBe(formConstants.submissionsPerMinute - 1);
    expect((await submit(visitor, mag, formId, VALID, newAddress())).status).toBe(201);
  });

  it('the owner lists the forms with their counts: published, draft-only, and gone but answered', async () => {
    const { mag, formId } = await publishedForm();
    const [draftOnly] = await addWidgets(mag, [formWidget(mag.pages[1]._id, { fields: [{ id: 'q', kind: 'text', label: 'Question' }] })]);
    const visitor = new Client(server.baseUrl);
    await submit(visitor, mag, formId, VALID);
    await submit(visitor, mag, formId, VALID);
    const list = await owner.get(`/api/mag/${mag._id}/forms`);
    expect(list.status).toBe(200);
    expect(list.body.forms).toEqual([
      expect.objectContaining({ _id: formId, pid: mag.pages[0]._id, published: true, draft: true, submissions: 2, last_submitted_at: expect.any(String) }),
      expect.objectContaining({ _id: draftOnly, pid: mag.pages[1]._id, published: false, draft: true, submissions: 0, last_submitted_at: null }),
    ]);
    expect(list.body.forms[0].fields.map((field: any) => field.label)).toEqual(FIELDS.map((field) => field.label));

    // Deleted from the draft and published again: its answers stay listed and exportable.
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: draft.revision, ids: [formId] });
    await owner.post(`/api/publish/${mag._id}`);
    const after = (await owner.get(`/api/mag/${mag._id}/forms`)).body.forms;
    expect(after.map((form: any) => [form._id, form.published, form.draft, form.submissions])).toEqual([
      [draftOnly, true, true, 0],
      [formId, false, false, 2],
    ]);
    const csv = await owner.get(`/api/mag/${mag._id}/forms/${formId}/submissions.csv`);
    expect(csv.status).toBe(200);
    // Described as in the last version answered: its labels, in its order.
    expect(csv.body.split('\r\n')[0]).toBe('Your name,Email,Note,Size,I agree,Submitted at');
    expect(csv.body.split('\r\n')).toHaveLength(4);
  });

  it('submissions come newest first, a page at a time, with limit and before', async () => {
    const { mag, formId } = await publishedForm();
    const visitor = new Client(server.baseUrl);
    for (const name of ['one', 'two', 'three', 'four', 'five']) expect((await submit(visitor, mag, formId, { ...VALID, name })).status).toBe(201);
    const path = `/api/mag/${mag._id}/forms/${formId}/submissions`;
    const names = (reply: any) => reply.body.submissions.map((submission: any) => submission.values.name);
    const first = await owner.get(`${path}?limit=2`);
    expect(names(first)).toEqual(['five', 'four']);
    expect(first.body.next_before).toBe(first.body.submissions[1]._id);
    const second = await owner.get(`${path}?limit=2&before=${first.body.next_before}`);
    expect(names(second)).toEqual(['three', 'two']);
    const third = await owner.get(`${path}?limit=2&before=${second.body.next_before}`);
    expect(names(third)).toEqual(['one']);
    expect(third.body.next_before).toBeNull();
    expect(names(await owner.get(path))).toHaveLength(5);

    const unknownBefore = await owner.get(`${path}?before=${'b'.repeat(24)}`);
    expect(unknownBefore.status).toBe(400);
    expect(unknownBefore.body).toMatchObject({ message: 'before is not a submission of this form', errors: [{ path: 'before' }] });
    for (const query of ['limit=0', `limit=${formConstants.submissionsPageMax + 1}`, 'limit=x', 'before=zz', 'other=1']) {
      const reply = await owner.get(`${path}?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message, query).toBe('Invalid query string');
    }
  });

  it('exports CSV: labels in field order, RFC 4180 quoting, formula cells defused, UTF-8 BOM, an attachment', async () => {
    const hostileFields = [
      { id: 'who', kind: 'text', label: '<img src=x onerror=alert(1)>' },
      { id: 'formula', kind: 'text', label: '=HYPERLINK("http://evil.example","click")' },
      { id: 'quoted', kind: 'textarea', label: '<b>Name</b>, "quoted"' },
      { id: 'agree', kind: 'checkbox', label: 'Agree' },
      { id: 'size', kind: 'select', label: 'Größe', options: ['-5', 'S'] },
    ];
    const { mag, formId } = await publishedForm({ fields: hostileFields });
    const visitor = new Client(server.baseUrl);
    const answers = [
      { who: '=1+2', formula: '+cmd|calc', quoted: 'a, "b"\nc', agree: true, size: '-5' },
      { who: '@SUM(A1)', formula: '-2+3', quoted: 'plain', agree: false, size: 'S' },
      { who: 'Zoë', formula: '', quoted: '', agree: false },
    ];
    for (const values of answers) expect((await submit(visitor, mag, formId, values)).status).toBe(201);

    const reply = await owner.get(`/api/mag/${mag._id}/forms/${formId}/submissions.csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="form-${formId}.csv"`);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    // fetch's text() drops a byte order mark: the bytes show it.
    const bytes = await rawBytes(`/api/mag/${mag._id}/forms/${formId}/submissions.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<b>');
    const lines = text.slice(1).split('\r\n');
    // Labels are plain text since they were written (sanitize.ts): the img label was nothing but markup, so its
    // column is headed by the field's id.
    expect(lines[0]).toBe(`who,"'=HYPERLINK(""http://evil.example"",""click"")","Name, ""quoted""",Agree,Größe,Submitted at`);
    expect(lines[1]).toMatch(/^'=1\+2,'\+cmd\|calc,"a, ""b""\nc",yes,'-5,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(lines[2]).toMatch(/^'@SUM\(A1\),'-2\+3,plain,no,S,\S+Z$/);
    expect(lines[3]).toMatch(/^Zoë,,,no,,\S+Z$/);
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });

  it('owner routes: a visitor gets 401, another author 404, the owner 200; an unknown form is 404', async () => {
    const { mag, formId } = await publishedForm();
    const visitor = new Client(server.baseUrl);
    await submit(visitor, mag, formId, VALID);
    for (const path of [`/api/mag/${mag._id}/forms`, `/api/mag/${mag._id}/forms/${formId}/submissions`, `/api/mag/${mag._id}/forms/${formId}/submissions.csv`]) {
      const asVisitor = await visitor.get(path);
      expect(asVisitor.status, path).toBe(401);
      expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });
      const asStranger = await stranger.get(path);
      expect(asStranger.status, path).toBe(404);
      expect(asStranger.body).toEqual({ message: 'Not found', statusCode: 404 });
      expect(JSON.stringify(asStranger.body)).not.toContain('Ada');
      expect((await owner.get(path)).status, path).toBe(200);
    }
    const shape = mag.pages[0].wids.find((widget: any) => widget.type === 'shape')._id;
    for (const id of [shape, 'c'.repeat(24)]) {
      expect((await owner.get(`/api/mag/${mag._id}/forms/${id}/submissions`)).status).toBe(404);
      expect((await owner.get(`/api/mag/${mag._id}/forms/${id}/submissions.csv`)).status).toBe(404);
    }
  });

  it('deleting a project deletes its submissions', async () => {
    const { mag, formId } = await publishedForm();
    await submit(new Client(server.baseUrl), mag, formId, VALID);
    expect(await stored(mag._id)).toBe(1);
    expect((await owner.delete(`/api/projects/${mag._id}`)).status).toBe(204);
    expect(await stored(mag._id)).toBe(0);
  });
});
