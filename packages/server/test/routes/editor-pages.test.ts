import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, drivers, signUp, startTestServer, type Driver, type TestServer } from '../support/harness';

// docs/editor.md "Dashboard and routes": / and /edit/{num_id}/ answer the editor's HTML shell on the app's host, with
// the signed-in user written into it; /editor/ serves the build's files; custom domains keep every address for the
// viewer. The test server reads a small stand-in build (EDITOR_CLIENT_DIR).

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Folio</title>
    <script type="module" crossorigin src="/editor/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="folio-editor-root"></div>
  </body>
</html>
`;
const SCRIPT = 'console.log("editor");'.repeat(20);

function standInBuild(dir: string): string {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  return dir;
}

const bootOf = (html: string) => {
  const match = /<script id="folio-editor-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { user: Record<string, unknown> | null }) : undefined;
};

/** A test server whose editor build is `clientDir(folder)` (a fresh temporary folder); the folder goes on close. */
function serverWithEditorBuild(driver: Driver, clientDir: (folder: string) => string) {
  const state = {} as { server: TestServer };
  const previous = process.env.EDITOR_CLIENT_DIR;
  let folder = '';
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'folio-editor-client-'));
    process.env.EDITOR_CLIENT_DIR = clientDir(folder);
    state.server = await startTestServer(driver);
  });
  afterAll(async () => {
    await state.server.close();
    if (previous === undefined) delete process.env.EDITOR_CLIENT_DIR;
    else process.env.EDITOR_CLIENT_DIR = previous;
    rmSync(folder, { recursive: true, force: true });
  });
  return state;
}

describe.each(drivers)('editor pages on %s', (driver) => {
  const state = serverWithEditorBuild(driver, standInBuild);
  let server: TestServer;
  beforeAll(() => {
    server = state.server;
  });

  it('/ answers the shell with user null for a visitor: private, never stored, not framed by other sites', async () => {
    const reply = await new Client(server.baseUrl).get('/');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.body).toContain('<div id="folio-editor-root"></div>');
    expect(reply.body).toContain('src="/editor/assets/index-abc123.js"');
    expect(bootOf(reply.body)).toEqual({ user: null });
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('/ for a signed-in author holds who they are, never their password hash', async () => {
    const author = await signUp(server.baseUrl, 'Dana Dashboard');
    const reply = await author.get('/');
    const boot = bootOf(reply.body)!;
    expect(boot.user).toMatchObject({ name: 'Dana Dashboard', uri: author.user.uri, email: author.user.email });
    expect(reply.body).not.toMatch(/passwordHash|argon2/);
  });

  it("a name cannot close the boot element: <, > and & are escaped in the shell's JSON", async () => {
    const author = await signUp(server.baseUrl, '</script><script>alert(1)</script> & co');
    const reply = await author.get('/');
    expect(reply.body).not.toContain('<script>alert(1)');
    expect(bootOf(reply.body)!.user!.name).toBe('</script><script>alert(1)</script> & co');
  });

  it('/edit/{num_id}/ answers the shell (the client finds the project); a malformed address is 404 with the shell', async () => {
    const visitor = new Client(server.baseUrl);
    for (const path of ['/edit/1/', '/edit/2147483647/']) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(200);
      expect(bootOf(reply.body), path).toEqual({ user: null });
    }
    for (const path of ['/edit/', '/edit', '/edit/abc/', '/edit/0/', '/edit/2147483648/', '/edit/1/pages/']) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toContain('<div id="folio-editor-root"></div>');
    }
  });

  it("/edit/{num_id}/ of the author's own project names it and preloads its draft; anyone else's, or a visitor, gets neither", async () => {
    const owner = await signUp(server.baseUrl, 'Olga Owner');
    const stranger = await signUp(server.baseUrl, 'Sam Stranger');
    const project = (await owner.post<{ _id: string; num_id: number }>('/api/projects', { title: 'Preloaded' })).body;
    const path = `/edit/${project.num_id}/`;
    const preload = `<link rel="preload" href="/api/projects/${project._id}" as="fetch" crossorigin="use-credentials">`;

    const mine = await owner.get(path);
    expect(bootOf(mine.body)).toMatchObject({ project: { _id: project._id, num_id: project.num_id } });
    expect(mine.body).toContain(preload);
    expect(mine.body.indexOf(preload)).toBeLessThan(mine.body.indexOf('</head>'));

    for (const [who, client] of [['stranger', stranger], ['visitor', new Client(server.baseUrl)]] as const) {
      const reply = await client.get(path);
      expect(reply.status, who).toBe(200);
      expect(bootOf(reply.body), who).not.toHaveProperty('project');
      expect(reply.body, who).not.toContain(project._id);
    }
    // The dashboard names no project.
    expect((await owner.get('/')).body).not.toContain('rel="preload"');
  });

  it('a build made while the server runs is answered at once: the shell names the files that are there', async () => {
    const shell = join(process.env.EDITOR_CLIENT_DIR!, 'index.html');
    writeFileSync(shell, SHELL.replace('index-abc123.js', 'index-def456.js'));
    try {
      expect((await new Client(server.baseUrl).get('/')).body).toContain('src="/editor/assets/index-def456.js"');
    } finally {
      writeFileSync(shell, SHELL);
    }
  });

  it('/edit/{num_id} without the last slash redirects to the address with it, keeping the query', async () => {
    const reply = await fetch(`${server.baseUrl}/edit/12?x=1`, { redirect: 'manual' });
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/edit/12/?x=1');
  });

  it("serves the build's files under /editor/ (compressed as built, cached for good), never the shell itself", async () => {
    const script = await fetch(`${server.baseUrl}/editor/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toMatch(/immutable/);
    expect(await script.text()).toBe(SCRIPT);
    expect((await fetch(`${server.baseUrl}/editor/index.html`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/editor/assets/missing.js`)).status).toBe(404);
  });

  it('on a custom domain, / and /edit/… stay the viewer’s addresses (its domain-not-found screen)', async () => {
    for (const path of ['/', '/edit/1/']) {
      const reply = await new Client(server.baseUrl).request('GET', path, undefined, { headers: { host: 'nobody.example.com' } });
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toContain('id="folio-boot"');
      expect(reply.body, path).not.toContain('folio-editor-root');
    }
  });

  it("the viewer keeps every other address: a user's project address is not the editor's", async () => {
    const reply = await new Client(server.baseUrl).get('/someone/some-project/');
    expect(reply.body).toContain('id="folio-boot"');
    expect(reply.body).not.toContain('folio-editor-root');
  });

  it('user uris never take the editor’s first segments: "Edit" and "Editor" become edit-2 and editor-2', async () => {
    expect((await signUp(server.baseUrl, 'Edit')).user.uri).toBe('edit-2');
    expect((await signUp(server.baseUrl, 'Editor')).user.uri).toBe('editor-2');
  });
});

describe('editor pages without a build', () => {
  const state = serverWithEditorBuild('pglite', (folder) => join(folder, 'missing'));

  it('answers 503 saying how to build it; the API and the viewer still work', async () => {
    const { server } = state;
    const reply = await new Client(server.baseUrl).get('/');
    expect(reply.status).toBe(503);
    expect(reply.body).toBe('The editor is not built: run npm run build.');
    expect((await new Client(server.baseUrl).get('/api/health')).status).toBe(200);
    expect((await new Client(server.baseUrl).get('/someone/some-project/')).body).toContain('id="folio-boot"');
  });
});
