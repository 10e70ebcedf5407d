// Stored XSS, tried in Chromium (issue 11; docs/security.md). An author's every text field holds classic XSS payloads:
// project, page, SEO and share texts, text widgets (v2 HTML, v3 blocks and their style names), buttons, forms, hotspots,
// maps, pictures' alt texts, slideshows, carts, links and addresses of every widget kind, embed code, the shop's
// products, templates, uploads, named styles and the author's own name. Each payload, if it ran, would call a beacon:
// window.__xss(id) (a function of this test in every frame) or fetch(`/__beacon/id`) (answered by this test). The
// published viewer, the preview, the dashboard and the constructor are opened, everything is hovered, links and
// buttons are clicked, forms sent, dialogs opened: the beacon never fires, no dialog opens, and the drawn widgets hold
// no handler attribute, script element or script address.
//
// widgets-sanitize.spec.ts checks one hostile text and form in the viewer; this spec is the whole surface. Fields that
// refuse a payload on write (a script address, a text past its limit) are themselves a defence: such payloads are left
// out, and the server tests (finding-07-unsafe-links, bad-input) check the refusals.
import type { APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext } from './viewer-helpers';

test.use({ viewport: { width: 1400, height: 900 } });
// About two thousand payloads placed through the API, then four apps opened page by page, every dialog and tab of the
// constructor touched: four to six minutes on a two-core machine.
test.setTimeout(600_000);

/** A payload: markup that, if it ran as script, calls `js` (the beacon with the payload's id). */
type Payload = (js: string) => string;

// Classic stored-XSS payloads for text and HTML contexts (element content, attributes, URLs inside markup, script and
// style elements, the JSON the viewer boots from), with filter evasions and mutation-XSS shapes.
const TEXT_PAYLOADS: Payload[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src="x" onerror="${js}">`,
  (js) => `<IMG SRC=x OnErRoR=${js}>`,
  (js) => `<img src=x\nonerror=${js}>`,
  (js) => `<img src=x onerror="&#95;&#95;xss(${js.replace(/\D/g, '')})">`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>svg link</text></a></svg>`,
  (js) => `<body onload=${js}>`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  (js) => `<a href="javascript:${js}">js link</a>`,
  (js) => `<a href="JaVaScRiPt:${js}">mixed case link</a>`,
  (js) => `<a href="&#106;avascript:${js}">entity link</a>`,
  (js) => `<a href="java&#x09;script:${js}">tab link</a>`,
  (js) => `<a href="\u00a0javascript:${js}">nbsp link</a>`,
  (js) => `<a href="\u2028javascript:${js}">line separator link</a>`,
  (js) => `<a href=" javascript:${js}">space link</a>`,
  (js) => `<a href="data:text/html,<script>${js}</script>">data link</a>`,
  (js) => `<a href="#" onclick="${js}">onclick link</a>`,
  (js) => `"><script>${js}</script>`,
  (js) => `'><script>${js}</script>`,
  (js) => `" onmouseover="${js}" x="`,
  (js) => `' onfocus='${js}' autofocus='`,
  (js) => `</script><script>${js}</script>`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `</style><script>${js}</script>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<div style="background:url(javascript:${js})">css url</div>`,
  (js) => `<div style="width: expression(${js})">css expression</div>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<form action="javascript:${js}"><button>form</button></form>`,
  (js) => `<button formaction="javascript:${js}">formaction</button>`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<base href="javascript:${js}//">`,
  (js) => `<marquee onstart=${js}>`,
  (js) => `<p onpointerenter=${js}>hover me</p>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<img src=x onerror=${js}>`,
  (js) => `{{constructor.constructor('${js.replace(/'/g, '\\x27')}')()}}`,
  (js) => `\${${js}}`,
  (js) => `<template><img src=x onerror=${js}></template>`,
];

// Payloads for fields that hold one address (links, pictures, media, embeds, share images).
const URL_PAYLOADS: Payload[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => ` javascript:${js}`,
  (js) => `\u00a0javascript:${js}`,
  (js) => `\u2028javascript:${js}`,
  (js) => `\u0001javascript:${js}`,
  (js) => `java\tscript:${js}`,
  (js) => `java&#x09;script:${js}`,
  (js) => `&#106;avascript:${js}`,
  (js) => `javascript&colon;${js}`,
  (js) => `javascript://%0a${js}`,
  (js) => `vbscript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
  (js) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
  (js) => `http://localhost/"onmouseover="${js}`,
  (js) => `/'><script>${js}</script>`,
  (js) => `/?q=</script><script>${js}</script>`,
  (js) => `/"><img src=x onerror=${js}>`,
  (js) => `//localhost/%22onmouseover=${js}`,
  (js) => `#"><svg onload=${js}>`,
];

// Embed code runs, by design, in a frame sandboxed without our origin: these must not reach the page around it.
const EMBED_PAYLOADS: Payload[] = [
  (js) => `<script>parent.${js}</script>`,
  (js) => `<script>top.${js}</script>`,
  (js) => `<img src=x onerror=parent.${js}>`,
  (js) => `<script>if (document.cookie !== undefined) ${js}</script>`,
  (js) => `<script>if (localStorage) ${js}</script>`,
  (js) => `<script>fetch('/api/auth/me').then((r) => r.ok && parent.${js})</script>`,
];

const PAGES = 10;
// Enough to reach every widget of a page and what is in it, few enough to keep the run to a minute or two.
const MAX_TOUCHED = 400;
const MAX_ODD_LINKS = 20;
const ROUTER_WAIT_MS = 300;
// What a person points at: the widgets and what in them takes a pointer or focus.
const INTERACTIVE = '[data-widget-id], a, button, input, select, textarea, summary, details, label, img, svg, iframe, video, audio, [title], [tabindex], [role]';
// The constructor draws the widgets under its own layer, which takes the pointer: the widgets themselves are what it hovers.
const WIDGETS = '[data-widget-id]';
// In the apps' own dialogs and lists: what names an author's text, and what takes a click.
const DIALOG = 'a, button, [role="tab"], [title], img, h2, h3, li';
const OPEN_DIALOG = 'dialog[open], [role="dialog"]';
const MAX_DIALOG_TOUCHED = 120;
// A page of the viewer, in either layout.
const pageSection = (num: number) => `section.folio-page[data-page-num="${num}"]`;
const PAGE_HEIGHT = 4000;
const SEPARATOR = ' ';

/** A field an author writes, and how a value (payloads joined, or one address) is put in it. */
interface Slot {
  name: string;
  payloads: Payload[];
  /** Several payloads may share one value (text); an address holds one. */
  packs: boolean;
  /** The longest value the field takes (longer packs are split before sending; the server has the last word). */
  max: number;
}
interface WidgetSlot extends Slot {
  widget: (value: string, parts: string[]) => Record<string, unknown>;
}

const text = (name: string, max: number) => ({ name, payloads: TEXT_PAYLOADS, packs: true, max });
const address = (name: string) => ({ name, payloads: URL_PAYLOADS, packs: false, max: 4096 });

const SHOP: { product?: string; sku?: string } = {};
const widgetSlots: WidgetSlot[] = [
  { ...text('text v2 HTML', 500_000), widget: (value) => ({ type: 'text', version: 2, text: value }) },
  {
    ...text('text v3 block', 500_000),
    widget: (value) => ({ type: 'text', version: 3, blocks: [{ key: 'a', text: value, depth: 0, entityRanges: [] }], entityMap: {} }),
  },
  {
    ...text('text v3 style name', 100),
    widget: (value) => ({
      type: 'text',
      version: 3,
      blocks: [{ key: 'a', text: 'styled', depth: 0, entityRanges: [] }],
      blocksMeta: [{ key: 'a', data: { textStyle: value, listStyle: value } }],
      entityMap: {},
    }),
  },
  { ...text('button text', 500), widget: (value) => ({ type: 'button', text: value }) },
  { ...text('add-to-cart label', 32), widget: (value) => ({ type: 'addtocart', label: value, product_id: SHOP.product, sku_id: SHOP.sku }) },
  { ...text('audio title', 500), widget: (value) => ({ type: 'audio', title: value, url: '/assets/demo/chime.wav' }) },
  {
    ...text('cart labels', 32),
    widget: (value) => ({ type: 'ecommercecart', version: 3, 'bar-title': value, 'bar-empty-title': value, 'bar-checkout-button': value, 'bar-price-caption': value, 'bar-quantity-caption': value }),
  },
  { ...text('form label', 500), widget: (value) => ({ type: 'form', fields: [{ id: 'f', kind: 'text', label: value }] }) },
  { ...text('form options', 500 * 300), widget: (_, parts) => ({ type: 'form', fields: [{ id: 'f', kind: 'select', label: 'Pick', options: parts }] }) },
  { ...text('form submit label', 500), widget: (value) => ({ type: 'form', fields: [{ id: 'f', kind: 'text', label: 'Name' }], submit_label: value }) },
  { ...text('form success message', 1000), widget: (value) => ({ type: 'form', fields: [{ id: 'f', kind: 'text', label: 'Name' }], success_message: value }) },
  { ...text('map address', 500), widget: (value) => ({ type: 'gmaps', address: value }) },
  { ...text('hotspot tip', 5000), widget: (value) => ({ type: 'hotspot', tip_text: value }) },
  { ...text('picture alt text', 1000), widget: (value) => ({ type: 'picture', picture: { url: '/assets/demo/cover.svg', type: 'image/svg+xml' }, alt: value }) },
  { ...text('slideshow name', 200), widget: (value) => ({ type: 'slideshow', name: value, pictures: [{ uuid: 's1', url: '/assets/demo/still-life.svg' }] }) },
  { name: 'embed code', payloads: EMBED_PAYLOADS, packs: true, max: 100_000, widget: (value) => ({ type: 'iframe', code: value, kind: 'code' }) },
  { ...address('shape link'), widget: (value) => ({ type: 'shape', clickLink: value }) },
  { ...address('button link'), widget: (value) => ({ type: 'button', text: 'Go', clickLink: value }) },
  { ...address('button icon'), widget: (value) => ({ type: 'button', text: 'Icon', icon_url: value, hover_icon_url: value }) },
  {
    ...address('text v3 link'),
    widget: (value) => ({ type: 'text', version: 3, blocks: [{ key: 'a', text: 'a text link', depth: 0, entityRanges: [{ offset: 0, length: 11, key: '0' }] }], entityMap: { 0: { type: 'URL', url: value } } }),
  },
  { ...address('picture address'), widget: (value) => ({ type: 'picture', picture: { url: value } }) },
  { ...address('audio address'), widget: (value) => ({ type: 'audio', url: value }) },
  { ...address('video address'), widget: (value) => ({ type: 'video', url: value, custom_thumbnail: value }) },
  { ...address('embedded page address'), widget: (value) => ({ type: 'iframe', url: value, kind: 'iframe' }) },
  { ...address('facebook post address'), widget: (value) => ({ type: 'facebook', url: value }) },
  { ...address('tweet address'), widget: (value) => ({ type: 'twitter', url: value }) },
  { ...address('shots video'), widget: (value) => ({ type: 'shots', video_url: value, poster_url: value }) },
  { ...address('slide picture'), widget: (value) => ({ type: 'slideshow', pictures: [{ uuid: 's1', url: value, thumbUrl: value }] }) },
  { ...address('background picture'), widget: (value) => ({ type: 'background', selectedType: 'picture', picture: { url: value } }) },
  { ...address('shape picture'), widget: (value) => ({ type: 'shape', iconUrl: value, rasterUrl: value }) },
];

const pageTextSlots: (Slot & { set: (value: string) => Record<string, unknown> })[] = [
  { ...text('page title', 500), set: (value) => ({ title: value }) },
  { ...text('search title', 500), set: (value) => ({ seo: { title: value, description: value, keywords: value.slice(0, 1000) } }) },
  { ...text('share texts', 500), set: (value) => ({ custom_shares: { title: value, description: value } }) },
  { ...text('share tweet', 116), set: (value) => ({ custom_shares: { tweet: value } }) },
];
const pageAddressSlots: (Slot & { set: (value: string) => Record<string, unknown> })[] = [
  { ...address('share picture'), set: (value) => ({ custom_shares: { image: value } }) },
  { ...address('page screenshot'), set: (value) => ({ screenshot: value }) },
];

// Each slot has 100 ids: the beacon's argument says which field and which payload ran.
const slotNames = [...widgetSlots, ...pageTextSlots, ...pageAddressSlots].map((slot) => slot.name);
slotNames.push('project title', 'project description', 'product name', 'sku size', 'price nickname', 'template name', 'upload name', 'text style name', 'link style name', 'author name');
const idOf = (slot: string, payload: number) => 1000 + slotNames.indexOf(slot) * 100 + payload;
const describeId = (id: number) => {
  const slot = slotNames[Math.floor((id - 1000) / 100)];
  const index = (id - 1000) % 100;
  const payloads = [...widgetSlots, ...pageTextSlots, ...pageAddressSlots].find((candidate) => candidate.name === slot)?.payloads ?? TEXT_PAYLOADS;
  return `${slot} #${index}: ${payloads[index]?.(`__xss(${id})`) ?? '?'}`;
};
// Most payloads call the function; every third one calls the network beacon instead.
const beacon = (id: number) => (id % 3 === 0 ? `fetch(\`/__beacon/${id}\`)` : `__xss(${id})`);

/** The payloads of a slot, each with its own id, in values that fit the field (several to a value when it packs). */
function packsOf(slot: Slot): string[][] {
  const all = slot.payloads.map((payload, index) => payload(beacon(idOf(slot.name, index))));
  if (!slot.packs) return all.map((one) => [one]);
  const packs: string[][] = [];
  let current: string[] = [];
  for (const one of all) {
    if (current.length && [...current, one].join(SEPARATOR).length > slot.max) {
      packs.push(current);
      current = [];
    }
    current.push(one);
  }
  if (current.length) packs.push(current);
  return packs;
}

/** How many payloads each field holds once written (what the server refused is not counted). */
const placements: Record<string, number> = {};
const record = (slot: string, packs: string[][]) => {
  placements[slot] = (placements[slot] ?? 0) + packs.reduce((sum, pack) => sum + pack.length, 0);
};

const halves = (pack: string[]) => [pack.slice(0, Math.ceil(pack.length / 2)), pack.slice(Math.ceil(pack.length / 2))];

async function json(reply: APIResponse, what: string) {
  expect(reply.ok(), `${what} answered ${reply.status()}: ${(await reply.text()).slice(0, 500)}`).toBe(true);
  return reply.json();
}

/**
 * Writes each pack with `write`; a pack refused is split and its halves tried, down to single payloads, which a field
 * may refuse (a defence of its own). Answers the packs written.
 */
async function fitEach(packs: string[][], write: (pack: string[]) => Promise<APIResponse>): Promise<string[][]> {
  const written: string[][] = [];
  const queue = [...packs];
  while (queue.length) {
    const pack = queue.shift()!;
    const reply = await write(pack);
    if (reply.ok()) written.push(pack);
    else if (reply.status() >= 500) throw new Error(`a write answered ${reply.status()}: ${await reply.text()}`);
    else if (pack.length > 1) queue.unshift(...halves(pack));
  }
  return written;
}

interface Site {
  numId: number;
  id: string;
  userUri: string;
  extraProjects: number[];
  templates: string[];
  placements: Record<string, number>;
}

let site: Site;
let account: { email: string; password: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(300_000);
  const request = await authorContext(playwright, testInfo);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  account = { email: `xss-${unique}@e2e.test`, password: `pw-${unique}-secret` };
  // The author's own name: as many short payloads as its 80 characters take.
  const name = `"><img src=x onerror=${beacon(idOf('author name', 0))}><svg onload=${beacon(idOf('author name', 1))}>`.slice(0, 80);
  const me = await json(await request.post('/api/auth/signup', { data: { ...account, name } }), 'sign-up');
  const created = await json(await request.post('/api/projects', { data: { title: 'XSS', uri: 'xss' } }), 'project');
  const id: string = created._id;
  const numId: number = created.num_id;
  const draft = async () => json(await request.get(`/api/projects/${id}`), 'draft');
  const revision = async () => (await draft()).revision as number;
  for (let page = 1; page < PAGES; page++) await json(await request.post(`/api/mag/${id}/pages`, { data: { revision: await revision() } }), 'page');
  const pageIds: string[] = (await draft()).pages.map((page: { _id: string }) => page._id);

  // The shop: products, skus and prices named with payloads; the add-to-cart widgets sell the first.
  await json(await request.post(`/api/connect/ecommerce/stripe/connect?num_id=${numId}`), 'shop');
  const shop = (rest: string) => `/api/projects/${numId}/ecommerce/stripe/${rest}`;
  const products: string[] = [];
  record('author name', [[name]]);
  const fit = async (slot: string, max: number, write: (pack: string[]) => Promise<APIResponse>) => record(slot, await fitEach(packsOf(text(slot, max)), write));
  await fit('product name', 200, async (pack) => {
    const reply = await request.post(shop('products/'), { data: { name: pack.join(SEPARATOR), shippable: false } });
    if (reply.ok()) products.push((await reply.json()).data.id);
    return reply;
  });
  SHOP.product = products[0];
  await fit('sku size', 200, async (pack) => {
    const reply = await request.post(shop('skus/'), { data: { product: products[0], price: 1500, attributes: { size: pack.join(SEPARATOR) }, inventory: { type: 'infinite' } } });
    if (reply.ok()) SHOP.sku ??= (await reply.json()).data.id;
    return reply;
  });
  await fit('price nickname', 200, (pack) => request.post(shop('prices/'), { data: { product: products[0], unit_amount: 900, currency: 'usd', nickname: pack.join(SEPARATOR) } }));

  // Page fields: each page takes the next value of every field.
  // Tall pages: the widgets of a page stand on a grid of four columns.
  const pageValues: Record<string, unknown>[] = Array.from({ length: PAGES }, () => ({ height: PAGE_HEIGHT }));
  const merge = (target: Record<string, unknown>, fields: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(fields)) {
      target[key] = typeof value === 'object' && value && typeof target[key] === 'object' ? { ...(target[key] as object), ...value } : value;
    }
  };
  const scratch = pageIds[PAGES - 1]!;
  for (const slot of [...pageTextSlots, ...pageAddressSlots]) {
    const fitted = await fitEach(packsOf(slot), async (pack) => request.patch(`/api/mag/${id}/pages/${scratch}`, { data: { revision: await revision(), ...slot.set(pack.join(SEPARATOR)) } }));
    fitted.slice(0, PAGES).forEach((pack, index) => merge(pageValues[index]!, slot.set(pack.join(SEPARATOR))));
    record(slot.name, fitted.slice(0, PAGES));
  }
  for (const [index, fields] of pageValues.entries()) {
    await json(await request.patch(`/api/mag/${id}/pages/${pageIds[index]}`, { data: { revision: await revision(), ...fields } }), 'page fields');
  }

  // Widgets: every pack of every field, spread over the pages on a grid; a batch refused for some items is sent
  // again without them (their packs split), until what is left is taken.
  let pending = widgetSlots.flatMap((slot) => packsOf(slot).map((pack) => ({ slot, pack })));
  let placed = 0;
  while (pending.length) {
    const batch = pending.slice(0, 400);
    const widgets = batch.map(({ slot, pack }, index) => {
      const n = placed + index;
      return { ...slot.widget(pack.join(SEPARATOR), pack), pid: pageIds[n % PAGES], x: 20 + ((Math.floor(n / PAGES) % 4) * 240), y: 20 + Math.floor(n / PAGES / 4) * 90, w: 220, h: 80, z: 1 + n };
    });
    const reply = await request.post(`/api/mag/${id}/widgets`, { data: { revision: await revision(), widgets } });
    if (reply.ok()) {
      placed += batch.length;
      for (const { slot, pack } of batch) record(slot.name, [pack]);
      pending = pending.slice(batch.length);
      continue;
    }
    expect(reply.status(), (await reply.text()).slice(0, 500)).toBeLessThan(500);
    const refused = new Set(((await reply.json()).errors ?? []).map((error: { path: string }) => Number(error.path.split('.')[1])));
    expect(refused.size, `a refusal names its widgets: ${(await reply.text()).slice(0, 500)}`).toBeGreaterThan(0);
    const retried = batch.flatMap((item, index) => (!refused.has(index) ? [item] : item.pack.length > 1 ? halves(item.pack).map((pack) => ({ slot: item.slot, pack })) : []));
    pending = [...retried, ...pending.slice(batch.length)];
  }

  // Named styles, templates, uploads and more projects, each named with payloads.
  const textStyles = (await json(await request.get(`/api/text-styles/project/${id}`), 'text styles')).styles;
  const linkStyles = (await json(await request.get(`/api/link-styles/project/${id}`), 'link styles')).styles;
  // A list of named styles is saved whole: one style per pack of payloads, those a refusal names left out.
  const styleWrite = async (kind: string, slot: string, style: (value: string) => Record<string, unknown>) => {
    let packs = packsOf(text(slot, 100));
    while (packs.length) {
      const reply = await request.put(`/api/${kind}/project/${id}`, { data: { styles: packs.map((pack) => style(pack.join(SEPARATOR))) } });
      if (reply.ok()) return record(slot, packs);
      const refused = new Set(((await reply.json()).errors ?? []).map((error: { path: string }) => Number(error.path.split('.')[1])));
      expect(refused.size, `a refusal names its styles: ${kind}`).toBeGreaterThan(0);
      packs = packs.flatMap((pack, index) => (!refused.has(index) ? [pack] : pack.length > 1 ? halves(pack) : []));
    }
  };
  await styleWrite('text-styles', 'text style name', (value) => ({ ...textStyles[0], name: value, _caption: value }));
  await styleWrite('link-styles', 'link style name', (value) => ({ ...linkStyles[0], name: value, label: value }));
  const templates: string[] = [];
  await fit('template name', 200, async (pack) => {
    const reply = await request.post('/api/template/', { data: { mag_id: id, name: pack.join(SEPARATOR) } });
    if (reply.ok()) templates.push((await reply.json()).id);
    return reply;
  });
  const picture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await fit('upload name', 255, (pack) =>
    request.post('/api/upload', { multipart: { name: pack.join(SEPARATOR), upload: { name: 'p.png', mimeType: 'image/png', buffer: picture } } }),
  );
  const extraProjects: number[] = [];
  const descriptions = packsOf(text('project description', 5000));
  await fit('project title', 500, async (pack) => {
    const reply = await request.post('/api/projects', { data: { title: pack.join(SEPARATOR) } });
    if (reply.ok()) {
      const extra = await reply.json();
      const description = descriptions[extraProjects.length % descriptions.length]!.join(SEPARATOR);
      const described = await request.patch(`/api/mag/${extra._id}`, { data: { revision: extra.revision, description } });
      if (described.ok()) record('project description', [descriptions[extraProjects.length % descriptions.length]!]);
      await json(await request.post(`/api/publish/${extra._id}`), 'publish');
      extraProjects.push(extra.num_id);
    }
    return reply;
  });
  await json(await request.post(`/api/publish/${id}`), 'publish');
  site = { numId, id, userUri: me.uri, extraProjects, templates, placements };
  await request.dispose();
});

test('no XSS payload in any author field runs in the viewer, the preview, the dashboard or the constructor', async ({ page, context }) => {
  const hits: string[] = [];
  const dialogs: string[] = [];
  const found: string[] = [];
  await page.exposeFunction('__xssHit', (id: number, where: string) => hits.push(`${describeId(id)} (in ${where})`));
  await context.addInitScript(() => {
    (window as unknown as { __xss: (id: number) => void }).__xss = (id) => (window as unknown as { __xssHit: (id: number, where: string) => void }).__xssHit(id, location.href);
  });
  // Only a script calls the beacon's exact address; an address that merely holds a payload is a plain request.
  await page.route(
    (url) => /^\/__beacon\/\d+$/.test(url.pathname),
    async (route) => {
      hits.push(`${describeId(Number(route.request().url().split('/').pop()))} (a request from ${route.request().frame().url()})`);
      await route.fulfill({ status: 204 });
    },
  );
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Links that open a window: the window is closed at once (what it would run, it runs in its own page).
  context.on('page', (opened) => {
    if (opened !== page) void opened.close();
  });
  // Every field holds payloads; what a field refused on write is a defence of its own, listed here for the record.
  test.info().annotations.push({ type: 'payloads placed', description: JSON.stringify(site.placements) });
  expect(slotNames.filter((slot) => !site.placements[slot]), 'fields that hold no payload').toEqual([]);
  expect(Object.values(site.placements).reduce((sum, count) => sum + count, 0), 'payloads placed').toBeGreaterThan(600);

  /** Hovers every element of the drawn content, clicks what has an address of no http(s) kind, checks the markup. */
  async function touchEverything(where: string, root: string, wanted = INTERACTIVE, max = MAX_TOUCHED, optional = false) {
    if (optional && !(await page.locator(root).count())) return;
    await expect(page.locator(root).first(), `${where}: ${root} is drawn`).toBeAttached();
    // The widgets and whatever in them a person points at or focuses, at most MAX_TOUCHED: each brought into view
    // (with those in view beside it, in one call), then the real pointer moved onto it.
    const total = await page.evaluate(
      ({ selector, max, wanted }) => {
        const scope = document.querySelector(selector)!;
        const elements = [scope, ...Array.from(scope.querySelectorAll(wanted))].filter((element) => element.getClientRects().length > 0).slice(0, max);
        elements.forEach((element, index) => element.setAttribute('data-xss-touch', String(index)));
        return elements.length;
      },
      { selector: root, max, wanted },
    );
    const touched = new Set<number>();
    for (let index = 0; index < total; index++) {
      if (touched.has(index)) continue;
      const inView = await page.evaluate(
        ({ n, count }) => {
          document.querySelector(`[data-xss-touch="${n}"]`)?.scrollIntoView({ block: 'center', inline: 'center' });
          const points: [number, number, number][] = [];
          for (let other = n; other < count; other++) {
            const rect = document.querySelector(`[data-xss-touch="${other}"]`)?.getBoundingClientRect();
            if (rect && rect.width && rect.height && rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth) {
              points.push([other, rect.x + rect.width / 2, rect.y + rect.height / 2]);
            }
          }
          return points;
        },
        { n: index, count: total },
      );
      touched.add(index);
      for (const [other, x, y] of inView) {
        touched.add(other);
        await page.mouse.move(x, y);
      }
    }
    found.push(
      ...(await page.evaluate(
        ({ selector, label }) => {
          const problems: string[] = [];
          // A script address as the browser reads it: tabs and newlines inside it dropped, spaces and controls before it
          // skipped. (`javascript&colon;…` set as an attribute is a path, not a scheme.)
          const script = /^[\s\p{Cc}\u00a0\u2028\u2029]*(?:javascript:|vbscript:|data:text\/html)/iu;
          for (const element of Array.from(document.querySelectorAll(`${selector}, ${selector} *`))) {
            const tag = element.tagName.toLowerCase();
            // The apps' own scripts (the viewer's boot data and scaling) stand outside the widgets.
            const inWidget = element.closest('[data-widget-id]') !== null;
            if (inWidget && ['script', 'object', 'embed', 'base', 'meta'].includes(tag)) problems.push(`${label}: a <${tag}> in a widget`);
            if (tag === 'iframe' && element.hasAttribute('srcdoc') && !element.hasAttribute('sandbox')) problems.push(`${label}: a srcdoc frame without a sandbox`);
            for (const attribute of Array.from(element.attributes)) {
              if (/^on/i.test(attribute.name)) problems.push(`${label}: ${tag}[${attribute.name}=${attribute.value.slice(0, 80)}]`);
              if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'].includes(attribute.name) && script.test(attribute.value.replace(/[\t\n\r]/g, ''))) {
                problems.push(`${label}: ${tag}[${attribute.name}=${attribute.value.slice(0, 80)}]`);
              }
            }
          }
          return problems;
        },
        { selector: root, label: where },
      )),
    );
    // A link whose address is no web address (what survives of a script scheme, read as a path): clicked; if the page
    // went elsewhere, it is loaded again.
    const odd = page.locator(`${root} a[href]:not([href^="http:"]):not([href^="https:"]):not([href^="/"]):not([href^="#"]):not([href^="mailto:"]):not([href^="tel:"])`);
    const here = page.url();
    for (let index = 0; index < Math.min(await odd.count(), MAX_ODD_LINKS); index++) {
      await odd.nth(index).click({ force: true, noWaitAfter: true, timeout: 2000 }).catch(() => undefined);
      // The viewer's router changes the address after the click's own turn.
      await page.waitForURL((url) => url.href !== here, { timeout: ROUTER_WAIT_MS }).catch(() => undefined);
      if (page.url() !== here) {
        await page.goto(here);
        // Loaded, and a viewer on it hydrated (a page with a playing medium or a held request never goes network-idle).
        await page.waitForFunction(() => !document.getElementById('folio-root') || performance.getEntriesByName('folio:hydrated').length > 0);
        break;
      }
    }
  }

  const { userUri, numId } = site;
  // The published viewer, as a visitor: every page loaded afresh (its head drawn by the server), forms sent, the cart opened.
  for (let num = 1; num <= PAGES; num++) {
    await page.goto(`/${userUri}/${numId}/${num}/`);
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
    // Not blind: the payloads are on the page, drawn as text.
    if (num === 1) await expect(page.locator(pageSection(num))).toContainText('__xss(');
    await touchEverything(`viewer page ${num}`, pageSection(num));
    const sends = page.locator(`${pageSection(num)} .folio-widget-form button[type="submit"]`);
    for (let index = 0; index < Math.min(await sends.count(), 3); index++) await sends.nth(index).click({ timeout: 2000 }).catch(() => undefined);
    const add = page.locator(`${pageSection(num)} .folio-widget-addtocart button`).first();
    if (await add.count()) {
      await add.click({ timeout: 2000 }).catch(() => undefined);
      await touchEverything(`cart on page ${num}`, '.fo-cart-panel', INTERACTIVE, MAX_TOUCHED, true);
      await page.keyboard.press('Escape');
    }
    await touchEverything(`viewer chrome on page ${num}`, '.fo-chrome', INTERACTIVE, MAX_TOUCHED, true);
  }
  for (const extra of site.extraProjects) {
    await page.goto(`/${userUri}/${extra}/`);
    await touchEverything(`project ${extra}`, '#folio-root');
  }

  // The author's own views: signed in, the preview of every page, the dashboard and the constructor.
  expect((await page.request.post('/api/auth/login', { data: account })).ok()).toBe(true);
  for (let num = 1; num <= PAGES; num++) {
    await page.goto(`/${userUri}/${numId}/preview/${num}/`);
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
    await touchEverything(`preview page ${num}`, pageSection(num), WIDGETS);
  }
  // The pages the server draws to ask before a change: they name the project or the template.
  for (const extra of site.extraProjects) {
    for (const path of [`/api/connect/ecommerce/stripe/connect?num_id=${extra}`, `/api/connect/ecommerce/ecwid/disconnect?num_id=${extra}`]) {
      await page.goto(path);
      await touchEverything(`confirmation ${path}`, 'body');
    }
  }
  for (const template of site.templates) {
    await page.goto(`/start-with-template/${template}/`);
    await touchEverything(`confirmation of template ${template}`, 'body');
  }
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'My projects' })).toBeVisible({ timeout: 20_000 });
  await touchEverything('dashboard', '#folio-editor-root', DIALOG, MAX_DIALOG_TOUCHED);
  await page.getByRole('button', { name: 'New project' }).click();
  await touchEverything('new project dialog', OPEN_DIALOG, DIALOG, MAX_DIALOG_TOUCHED);
  await page.keyboard.press('Escape');

  await page.goto(`/edit/${numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 30_000 });
  const items = page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem');
  await expect(items).toHaveCount(PAGES);
  for (let index = 0; index < PAGES; index++) {
    await items.nth(index).getByRole('button').first().click();
    await expect(page.locator('.fo-canvas__page [data-widget-id]').first()).toBeVisible();
    await touchEverything(`constructor page ${index + 1}`, '.fo-canvas__page', WIDGETS);
  }
  await touchEverything('constructor pages list', 'nav[aria-label="Pages"]', 'button', MAX_DIALOG_TOUCHED);
  // A text in place: the editor takes the stored text in.
  const textWidget = page.locator('.fo-canvas__page .folio-widget-text').first();
  if (await textWidget.count()) {
    await textWidget.dblclick({ timeout: 2000 }).catch(() => undefined);
    await page.keyboard.press('Escape');
  }
  for (const [button, dialog] of [
    ['Settings', 'Project settings'],
    ['Library', 'Library'],
    ['Shop: provider and products', 'Shop'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    const opened = page.getByRole('dialog', { name: dialog });
    await expect(opened).toBeVisible();
    const tabs = await opened.getByRole('tab').all();
    for (const tab of tabs) {
      await tab.click();
      await touchEverything(`${dialog} dialog`, OPEN_DIALOG, DIALOG, MAX_DIALOG_TOUCHED);
    }
    if (!tabs.length) await touchEverything(`${dialog} dialog`, OPEN_DIALOG, DIALOG, MAX_DIALOG_TOUCHED);
    await page.keyboard.press('Escape');
  }

  expect(hits, 'payloads that ran').toEqual([]);
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect([...new Set(found)], 'script in the drawn content').toEqual([]);
});
