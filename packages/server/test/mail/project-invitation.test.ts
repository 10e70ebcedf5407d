import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardTexts } from '@folio/model';
import { mailOf } from '../../src/mail/mail-service';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { startSmtp, type SmtpFixture } from './smtp-fixture';

// docs/editor.md "Sharing and roles": adding a member e-mails the invited address once per membership, through the
// owner's outbox.
const HOSTILE_TITLE = '<b>Spring</b> & "Summer"';

describe.each(drivers)('the invitation e-mail of a shared project on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let editor: Client & { user: any };
  let stranger: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, "Olive O'Owner");
    editor = await signUp(server.baseUrl, 'Eddie Editor');
    stranger = await signUp(server.baseUrl, 'Stan Stranger');
  });
  afterAll(() => server.close());

  const members = (id: string) => `/api/projects/${id}/members`;
  const member = (id: string, email: string) => `${members(id)}/${encodeURIComponent(email)}`;

  /** The owner's outbox over HTTP, after every write started so far has finished; each message with its text and HTML. */
  async function outbox(client: Client = owner) {
    await mailOf(server.app).idle();
    const page = await client.get('/api/outbox?pageSize=100');
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return Promise.all(page.body.messages.map(async (summary: any) => (await client.get(`/api/outbox/${summary.id}`)).body));
  }
  const invitationsTo = async (email: string) => (await outbox()).filter((message: any) => message.kind === 'project_invitation' && message.to === email);

  it("adding a member writes one letter to the owner's outbox: to the member, naming the owner, the project, the role and its link", async () => {
    const mag = await createProject(owner, HOSTILE_TITLE);
    const invited = await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const letters = await invitationsTo(editor.user.email);
    expect(letters).toHaveLength(1);
    const [letter] = letters;
    const link = `${server.app.config.publicUrl}/edit/${mag.num_id}/`;
    expect(letter.subject).toBe(`Olive O'Owner shared “${HOSTILE_TITLE}” with you on Folio`);
    expect(letter.project).toBe(HOSTILE_TITLE);
    expect(letter.status).toBe('unsent');
    expect(letter.text).toContain(`Olive O'Owner invited you to “${HOSTILE_TITLE}” on Folio as an editor: you can read the draft and change it.`);
    expect(letter.text).toContain(`Open the project: ${link}`);
    expect(letter.text).toContain(`sign in to Folio with this address (${editor.user.email}), or sign up with it`);
    // The HTML escapes the title and the owner's name, and links the project.
    expect(letter.html).not.toContain('<b>Spring</b>');
    expect(letter.html).toContain('&lt;b&gt;Spring&lt;/b&gt; &amp; &quot;Summer&quot;');
    expect(letter.html).toContain('Olive O&#39;Owner invited you');
    expect(letter.html).toContain(`<a href="${link}">Open the project</a>`);
    // Nobody else's outbox has it.
    expect((await outbox(editor)).filter((message: any) => message.kind === 'project_invitation')).toEqual([]);
  });

  it('a project without a title is named as the dashboard names it', async () => {
    const mag = await createProject(owner, '  ');
    expect((await owner.post(members(mag._id), { email: 'untitled@example.test', role: 'viewer' })).status).toBe(201);
    const [letter] = await invitationsTo('untitled@example.test');
    expect(letter.subject).toBe(`Olive O'Owner shared “${dashboardTexts.untitled}” with you on Folio`);
  });

  it('a viewer is told they can read, not change', async () => {
    const mag = await createProject(owner, 'Read-only issue');
    expect((await owner.post(members(mag._id), { email: 'reader@example.test', role: 'viewer' })).status).toBe(201);
    const [letter] = await invitationsTo('reader@example.test');
    expect(letter.text).toContain(`Olive O'Owner invited you to “Read-only issue” on Folio as a viewer: you can read the draft, not change it.`);
    expect(letter.text).toContain('(reader@example.test), or sign up with it if you have no account yet');
  });

  it('inviting the same person again, or changing their role, writes no second letter; removing and adding again writes a new one', async () => {
    const mag = await createProject(owner, 'Again issue');
    const email = 'again@example.test';
    expect((await owner.post(members(mag._id), { email, role: 'viewer' })).status).toBe(201);
    expect(await invitationsTo(email)).toHaveLength(1);

    expect((await owner.post(members(mag._id), { email: email.toUpperCase(), role: 'editor' })).status).toBe(409);
    expect((await owner.patch(member(mag._id, email), { role: 'editor' })).status).toBe(200);
    expect(await invitationsTo(email)).toHaveLength(1);

    expect((await owner.delete(member(mag._id, email))).status).toBe(200);
    expect(await invitationsTo(email)).toHaveLength(1);
    expect((await owner.post(members(mag._id), { email, role: 'editor' })).status).toBe(201);
    const letters = await invitationsTo(email);
    expect(letters).toHaveLength(2);
    // Newest first: the new letter says the new role.
    expect(letters[0].text).toContain('as an editor');
    expect(letters[1].text).toContain('as a viewer');
    expect(letters[0].id).not.toBe(letters[1].id);
  });

  it('a refused add writes no letter: a bad role or address, the owner’s own address, a member or a stranger adding', async () => {
    const mag = await createProject(owner, 'Refused issue');
    expect((await owner.post(members(mag._id), { email: editor.user.email, role: 'editor' })).status).toBe(201);
    // The add that was allowed wrote its letter; none of the refused ones does.
    expect((await invitationsTo(editor.user.email)).filter((message: any) => message.project === 'Refused issue')).toHaveLength(1);
    const before = (await outbox()).length;
    const refused: Array<[Client, unknown, number]> = [
      [owner, { email: 'bad-role@example.test', role: 'owner' }, 400],
      [owner, { email: 'not-an-address', role: 'viewer' }, 400],
      [owner, { email: owner.user.email, role: 'editor' }, 409],
      [editor, { email: 'by-editor@example.test', role: 'viewer' }, 403],
      [stranger, { email: 'by-stranger@example.test', role: 'viewer' }, 404],
    ];
    for (const [client, body, status] of refused) {
      expect((await client.post(members(mag._id), body)).status, JSON.stringify(body)).toBe(status);
    }
    expect(await outbox()).toHaveLength(before);
    for (const client of [editor, stranger]) expect(await outbox(client)).toEqual([]);
  });
});

describe('the invitation e-mail through SMTP', () => {
  let smtp: SmtpFixture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer('pglite', { smtpUrl: smtp.url, mailFrom: 'Folio <team@folio.test>', publicUrl: 'https://folio.example' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('is sent to the invited address with the absolute link of the project', async () => {
    const owner = await signUp(server.baseUrl, 'Olive Owner');
    const mag = await createProject(owner, 'Sent issue');
    expect((await owner.post(`/api/projects/${mag._id}/members`, { email: 'guest@example.test', role: 'editor' })).status).toBe(201);
    await mailOf(server.app).idle();
    expect(smtp.received).toHaveLength(1);
    const [sent] = smtp.received;
    expect((sent!.to as { text: string }).text).toBe('guest@example.test');
    expect(sent!.subject).toBe('Olive Owner shared “Sent issue” with you on Folio');
    expect(sent!.text).toContain(`Open the project: https://folio.example/edit/${mag.num_id}/`);
  });
});
