import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// Widgets issue: "text HTML and form labels cannot run script (test with hostile input)". Widgets are stored clean
// when written, so neither the editor's API nor a published page ever hands a visitor something that runs.

const HOSTILE_TEXT =
  '<p onclick="alert(1)">Hello <script>alert(1)</script><b>world</b></p>' +
  '<img src=x onerror=alert(1)><svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe>' +
  '<a href="  JaVaScRiPt:alert(1)">bad link</a> <a href="https://example.com/" target="_blank">good link</a>' +
  '<p style="color:red;background-image:url(javascript:alert(1))">styled</p>';
const HOSTILE_LABEL = '<img src=x onerror=alert(1)>Your <b>name</b>';

/** Nothing that runs script: `alert(` appears only inside what a hostile input tried to run. */
function expectNoScript(text: string) {
  expect(text).not.toMatch(/alert\(/);
  expect(text).not.toMatch(/\bon(?:click|error|load)\s*=/i);
  expect(text).not.toMatch(/javascript:/i);
}

/** Widget markup holds no element that can run or load script (the viewer's chrome has svg icons of its own). */
function expectNoScriptElements(markup: string) {
  expect(markup).not.toMatch(/<\s*(?:script|img|svg|iframe)\b/i);
}

describe.each(drivers)('widgets are stored sanitized on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Sanitized Author');
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  it('a text with hostile HTML and a form with hostile labels are stored clean, and the published page holds no script of theirs', async () => {
    const mag = await createProject(owner, 'Hostile issue');
    const pid = mag.pages[0]._id;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        {
          type: 'text',
          version: 2,
          pid,
          x: 0,
          y: 200,
          w: 400,
          h: 200,
          text: HOSTILE_TEXT,
          viewport_phone_portrait: { text: '<p>Phone<script>alert(1)</script></p>' },
        },
        {
          type: 'form',
          pid,
          x: 0,
          y: 420,
          w: 300,
          h: 200,
          fields: [{ id: 'name', kind: 'select', label: HOSTILE_LABEL, options: ['<svg onload=alert(1)>One'] }],
          submit_label: '<script>alert(1)</script>Send',
          success_message: 'Thanks &amp; <i onclick="alert(1)">bye</i>',
        },
      ],
    });
    expect(made.status).toBe(201);
    const [textId, formId] = made.body.widgets.map((widget: any) => widget._id);

    // The reply and the stored draft agree: both clean.
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const stored = (id: string) => draft.pages[0].wids.find((widget: any) => widget._id === id);
    const text = stored(textId);
    expect(text.text).toBe(
      '<p>Hello <b>world</b></p><a>bad link</a> <a href="https://example.com/" target="_blank" rel="noopener noreferrer">good link</a><p style="color:red">styled</p>',
    );
    expect(text.viewport_phone_portrait.text).toBe('<p>Phone</p>');
    expect(made.body.widgets[0].text).toBe(text.text);
    const form = stored(formId);
    expect(form.fields).toEqual([{ id: 'name', kind: 'select', label: 'Your name', options: ['One'] }]);
    expect(form.submit_label).toBe('Send');
    expect(form.success_message).toBe('Thanks & bye');
    expectNoScript(JSON.stringify(draft));
    expectNoScriptElements(JSON.stringify(draft));

    // A change is stored clean too.
    const changed = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: draft.revision,
      widgets: [
        { _id: textId, text: '<p>Changed<img src=x onerror=alert(1)></p>' },
        { _id: formId, fields: [{ id: 'name', kind: 'text', label: '<script>alert(1)</script>Email' }] },
      ],
    });
    expect(changed.status).toBe(200);
    const after = (await owner.get(`/api/projects/${mag._id}`)).body;
    const afterText = after.pages[0].wids.find((widget: any) => widget._id === textId);
    const afterForm = after.pages[0].wids.find((widget: any) => widget._id === formId);
    expect(afterText.text).toBe('<p>Changed</p>');
    expect(afterForm.fields[0].label).toBe('Email');

    // The published page: drawn HTML and the data the client boots from.
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const page = await visitor.get(`/${mag.num_id}/`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain('<p>Changed</p>');
    expectNoScript(html);
    // Script elements on the page are the viewer's own, none from the widgets: the drawn pages hold none.
    const drawnPages = html.slice(html.indexOf('<div class="folio-pages">'), html.indexOf('<div class="fo-chrome"'));
    expect(drawnPages).toContain('<p>Changed</p>');
    expectNoScriptElements(drawnPages);
    const boot = html.slice(html.indexOf('<script id="folio-boot"'));
    expect(boot).toContain('"label":"Email"');
    // The boot data escapes '<' for the script element; read it back to see the widgets' text as stored.
    const bootData = JSON.stringify(JSON.parse(boot.slice(boot.indexOf('>') + 1, boot.indexOf('</script>'))));
    expect(bootData).toContain('<p>Changed</p>');
    expectNoScriptElements(bootData);
  });
});
