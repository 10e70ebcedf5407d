// A small tolerant HTML tokenizer for the markup a text v2 widget holds: the server's sanitized subset (server/src/
// sanitize.ts — paragraphs, headings, lists, links, inline formatting tags, a style attribute). It needs no DOM, so
// converting v2 to v3 is a pure function. Malformed markup never throws: what is not a tag is text.

export type HtmlToken =
  | { kind: 'start'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string };

const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*/;
const ATTRIBUTE = /^\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/;
// Elements whose content is not text (never in sanitized markup; skipped whole if met).
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  euro: '\u20ac',
  times: '\u00d7',
};
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;
const MAX_CODE_POINT = 0x10ffff;
const REPLACEMENT_CHARACTER = '\ufffd';

/** Character references decoded; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return code > 0 && code <= MAX_CODE_POINT && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : REPLACEMENT_CHARACTER;
  });
}

function readAttributes(source: string): { attributes: Record<string, string>; rest: string } {
  const attributes: Record<string, string> = {};
  let rest = source;
  for (let match = ATTRIBUTE.exec(rest); match; match = ATTRIBUTE.exec(rest)) {
    const name = match[1]!.toLowerCase();
    if (!Object.hasOwn(attributes, name)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    rest = rest.slice(match[0].length);
  }
  return { attributes, rest };
}

/** The tokens of an HTML fragment, text with its character references decoded. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const rest = html.slice(lt + 1);
    if (rest.startsWith('!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('!') || rest.startsWith('?')) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const closing = rest.startsWith('/');
    const name = TAG_NAME.exec(closing ? rest.slice(1) : rest)?.[0];
    if (!name) {
      text += '<';
      i = lt + 1;
      continue;
    }
    const afterName = rest.slice((closing ? 1 : 0) + name.length);
    const { attributes, rest: tail } = readAttributes(afterName);
    const close = tail.indexOf('>');
    flush();
    const lower = name.toLowerCase();
    const consumed = lt + 1 + (rest.length - tail.length) + (close === -1 ? tail.length : close + 1);
    if (closing) tokens.push({ kind: 'end', name: lower });
    else {
      tokens.push({ kind: 'start', name: lower, attributes, selfClosing: close > 0 && tail[close - 1] === '/' });
      if (RAW_TEXT.has(lower)) {
        const end = html.toLowerCase().indexOf(`</${lower}`, consumed);
        const endClose = end === -1 ? -1 : html.indexOf('>', end);
        i = endClose === -1 ? html.length : endClose + 1;
        tokens.push({ kind: 'end', name: lower });
        continue;
      }
    }
    i = consumed;
  }
  flush();
  return tokens;
}
