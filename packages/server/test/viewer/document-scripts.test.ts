import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT, SCRIPT_LOADER, SCRIPT_LOADER_ID, type BootData } from '@folio/viewer';
import { EARLY_INPUT_HASH, SCRIPT_LOADER_HASH, viewerDocument, viewerPolicy } from '../../src/viewer/document';

// Issue 14, "Hydrate less, later": the document names its scripts only to the inline loader, and holds what a
// visitor does before they run with the early-input script, first in its head (docs/viewer.md "Input before the
// scripts run").
const boot = { screen: { kind: 'notFound' }, mag: null, pages: {}, pageIndex: 0, env: 'production' } as unknown as BootData;
const assets = { script: '/viewer/assets/client-abc.js', preloads: ['/viewer/assets/react-def.js', '/viewer/assets/model-ghi.js'], inlineCss: '' };
const head = { title: 'A page', description: 'About it' };

describe('the viewer document’s scripts (issue 14)', () => {
  it('links no script and preloads none: the loader names the entry and its chunks', () => {
    const html = viewerDocument(head, '<main></main>', boot, assets);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('modulepreload"');
    expect(html).toContain(`<script id="${SCRIPT_LOADER_ID}" data-entry="/viewer/assets/client-abc.js" data-preloads="/viewer/assets/react-def.js /viewer/assets/model-ghi.js">${SCRIPT_LOADER}</script>`);
  });

  it('writes the early-input script first in the head, before any other script, style or link', () => {
    const html = viewerDocument(head, '<main></main>', boot, assets);
    const headHtml = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(headHtml.indexOf(`<script>${EARLY_INPUT_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(headHtml.indexOf(`<script>${EARLY_INPUT_SCRIPT}</script>`)).toBeLessThan(headHtml.search(/<(style|link|title)\b/));
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  it('allows the early-input script and the loader by their hashes, the hashes of the texts written', () => {
    expect(EARLY_INPUT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`);
    expect(SCRIPT_LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`);
    expect(viewerPolicy(boot, 'http://app.test')).toContain(`script-src 'self' ${EARLY_INPUT_HASH} ${SCRIPT_LOADER_HASH}`);
  });

  it('allows the scripts of Mailchimp’s signup hosts, the JSONP answers of a Mailchimp link, and no other host’s', () => {
    const scripts = viewerPolicy(boot, 'http://app.test').split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ');
    expect(scripts).toContain('https://*.list-manage.com');
    expect(scripts).not.toContain('https:');
    expect(scripts).not.toContain('*');
  });

  it('writes neither where the client is not built: nothing would play the held input back', () => {
    const html = viewerDocument(head, '<main></main>', boot, { preloads: [], inlineCss: '' });
    expect(html).not.toContain(SCRIPT_LOADER_ID);
    expect(html).not.toContain(EARLY_INPUT_SCRIPT);
  });
});
