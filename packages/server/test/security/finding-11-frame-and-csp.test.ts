import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { EARLY_INPUT_HASH, SCRIPT_LOADER_HASH } from '../../src/viewer/document';

// Issue 11, finding 11 (part): /login/ could be framed by any site (a sign-in form under another site's clickjacking
// overlay), and viewer pages sent no Content-Security-Policy. Now /login/ may be framed by the app's own pages only,
// and every viewer page names what it may run and load: its own scripts, and its inline scripts by their hashes.

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The inline scripts the browser would run (not the JSON boot data), as CSP hashes. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

describe.each(drivers)('finding 11: framing and Content-Security-Policy, on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Policy Author');
    visitor = new Client(server.baseUrl);
    mag = await createProject(owner, 'Policy issue');
    await owner.post(`/api/publish/${mag._id}`);
  });
  afterAll(() => server.close());

  it("finding 11: /login/ may be framed by the app's own pages only", async () => {
    for (const path of ['/login/', '/login']) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(200);
      expect(directives(reply.headers.get('content-security-policy')).get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it('finding 11: a published page sends a policy that allows its own scripts, its inline ones by hash, and nothing injected', async () => {
    // Twice: the second answer comes from the kept document (finding 2) and must carry the same policy.
    for (let round = 0; round < 2; round++) {
      const reply = await visitor.get(`/${mag.num_id}/`);
      expect(reply.status).toBe(200);
      const html = reply.body as string;
      const policy = directives(reply.headers.get('content-security-policy'));
      const scripts = policy.get('script-src')!;
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // The inline scripts are the one that holds early clicks and keys (docs/viewer.md "Input before the scripts
      // run") and the viewer's script loader (issue 14; scales are CSS), written where there are scripts and allowed
      // by their hashes alone.
      const hasScripts = html.includes(`id="folio-scripts"`);
      expect(inlineScriptHashes(html)).toEqual(hasScripts ? [EARLY_INPUT_HASH, SCRIPT_LOADER_HASH] : []);
      expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([EARLY_INPUT_HASH, SCRIPT_LOADER_HASH]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Widgets' players, maps, social plugins and the author's own iframes are framed.
      expect(policy.get('frame-src')).toContain('https:');
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
      // Viewer pages are made to be embedded in other sites (the embed code, ?embed): no frame-ancestors.
      expect(policy.has('frame-ancestors')).toBe(false);
    }
  });

  it('finding 11: every other viewer answer sends the policy too: the password prompt, a missing page, a phone', async () => {
    const locked = await createProject(owner, 'Locked policy');
    await owner.post(`/api/publish/${locked._id}`);
    await owner.post(`/api/mag/privacy/${locked._id}`, { is_private: true, pass: 'pw' });
    const answers = [
      await visitor.get(`/${locked.num_id}/`),
      await visitor.get(`/${mag.num_id}/9/`),
      await visitor.get('/nobody/nothing/'),
      await visitor.request('GET', `/${mag.num_id}/`, undefined, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' } }),
    ];
    for (const reply of answers) {
      const policy = directives(reply.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toContain("'self'");
      for (const hash of inlineScriptHashes(reply.body as string)) expect(policy.get('script-src')).toContain(hash);
    }
  });

  it('finding 11: a project with pasted code on any page lets the code run (its srcdoc frame shares the policy); an address embed keeps the strict one', async () => {
    const embeds = await createProject(owner, 'Embeds');
    await owner.post(`/api/mag/${embeds._id}/widgets`, {
      revision: embeds.revision,
      widgets: [
        { type: 'iframe', pid: embeds.pages[0]._id, x: 0, y: 200, w: 300, h: 200, z: 3, url: 'https://example.com/frame' },
        { type: 'iframe', pid: embeds.pages[0]._id, x: 0, y: 400, w: 300, h: 200, z: 4, code: '<iframe src="https://example.com/lone"></iframe>' },
      ],
    });
    await owner.post(`/api/publish/${embeds._id}`);
    const strict = directives((await visitor.get(`/${embeds.num_id}/`)).headers.get('content-security-policy'));
    expect(strict.get('script-src')).not.toContain("'unsafe-inline'");

    const pasted = await createProject(owner, 'Pasted code');
    // On the second page: the first page's document must allow it too, since the visitor may go there.
    await owner.post(`/api/mag/${pasted._id}/widgets`, {
      revision: pasted.revision,
      widgets: [{ type: 'iframe', pid: pasted.pages[1]._id, x: 0, y: 200, w: 300, h: 200, z: 3, code: '<p id="out"></p><script src="https://platform.example/widgets.js"></script><script>out.textContent = 1</script>' }],
    });
    await owner.post(`/api/publish/${pasted._id}`);
    const reply = await visitor.get(`/${pasted.num_id}/`);
    const loose = directives(reply.headers.get('content-security-policy'));
    expect(loose.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", 'https:']));
    // A hash would make browsers ignore 'unsafe-inline'.
    expect(loose.get('script-src')!.some((source) => source.startsWith("'sha256-"))).toBe(false);
    expect(loose.get('object-src')).toEqual(["'none'"]);
  });

  it("finding 11: the owner's preview sends the policy", async () => {
    const reply = await owner.get(`/${owner.user.uri}/${mag.num_id}/preview/`);
    expect(reply.status).toBe(200);
    const policy = directives(reply.headers.get('content-security-policy'));
    for (const hash of inlineScriptHashes(reply.body as string)) expect(policy.get('script-src')).toContain(hash);
  });
});
