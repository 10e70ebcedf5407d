import sanitizeHtml from 'sanitize-html';
import { isScriptUrl, trimUrl, viewportOverrideFields, type FormField, type Widget } from '@folio/model';

// Widgets issue: "text HTML and form labels cannot run script". The viewer draws a text v2 widget's HTML as it is
// stored, so it is made clean here, whenever a widget is written (created, changed, seeded): an allowlist of tags,
// attributes, link schemes and CSS. Form labels are plain text.

const TEXT_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote'];
// Relative addresses (no scheme) are links too: page paths, #anchors.
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const BLANK_TARGET_REL = 'noopener noreferrer';
// Elements whose text is dropped with them (sanitize-html keeps the text of other disallowed elements).
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp', 'title', 'template', 'object'];

// CSS values are matched whole. None of the patterns admits '(' except the rgb() one, nor ':', ';', '\' or '/':
// so no url(), expression(), javascript:, escapes or comments.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%))?\s*\)$/i, /^[a-z]+$/i];
const LENGTH = /^-?\d+(?:\.\d+)?(?:px|em|rem|%|pt)?$/i;
const allowedStyles: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': [LENGTH, /^(?:xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic|oblique)$/i],
  'font-family': [/^[\w\s,'"-]+$/],
  'text-decoration': [/^[a-z\s-]+$/i],
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'letter-spacing': [/^normal$/i, LENGTH],
  'line-height': [/^normal$/i, LENGTH],
  'text-transform': [/^(?:none|uppercase|lowercase|capitalize)$/i],
};

const textHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowedStyles: { '*': allowedStyles },
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // target is _self or _blank (§3 "Link entity"), else none; rel is ours to set: a page opened in a new tab
    // gets no handle on its opener.
    // The href is trimmed of every invisible character first, as links are (model/url-text.ts), so the scheme checked
    // is the scheme drawn: `\u00a0javascript:` is no relative address.
    a: (tagName, { target, rel: _rel, href, ...rest }) => {
      const link = href === undefined ? undefined : trimUrl(href);
      const attribs = link === undefined || isScriptUrl(link) ? rest : { ...rest, href: link };
      return {
        tagName,
        attribs: target === '_blank' ? { ...attribs, target, rel: BLANK_TARGET_REL } : target === '_self' ? { ...attribs, target } : attribs,
      };
    },
  },
};

/** Text v2 HTML reduced to the allowed tags, attributes, link schemes and CSS (widgets-and-authoring.md §3). */
export function sanitizeTextHtml(html: string): string {
  return sanitizeHtml(html, textHtmlOptions);
}

const plainTextOptions: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };
// What sanitize-html escapes in the text it gives back (one level: it escapes text once).
const escapes: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };
// The named references decoded before sanitizing: the characters markup and references are made of. Any other
// (&eacute;) is left to sanitize-html's parser: what it decodes to cannot open a tag nor complete a reference.
const markupEntities: Record<string, string> = { amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'", num: '#', semi: ';' };
const ENTITY = /^&(?:#(\d{1,10})|#[xX]([0-9a-fA-F]{1,8})|([a-zA-Z]{2,4}));$/;
// The longest reference above: `&#` and ten digits and `;`.
const MAX_ENTITY_LENGTH = 13;
const REPLACEMENT_CHARACTER = '\uFFFD';
// What follows a `<` that opens a tag (or a comment, a processing instruction). Sanitizing `<<b>b>` leaves `<b>` as
// text; such a `<` (with the run of them before it) is dropped, matched by runs so that no run is read twice.
const TAG_START = /^[a-zA-Z!/?]$/;

function characterOf(reference: string): string | undefined {
  const match = ENTITY.exec(reference);
  if (!match) return undefined;
  const [, decimal, hex, name] = match;
  if (name !== undefined) return markupEntities[name];
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
  // As HTML reads them: NUL, surrogates and numbers beyond Unicode are the replacement character.
  return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? REPLACEMENT_CHARACTER : String.fromCodePoint(code);
}

/** Where the reference ending with the last character starts: its `&`, at most MAX_ENTITY_LENGTH back; else -1. */
function referenceStart(out: string[]): number {
  const stop = Math.max(0, out.length - MAX_ENTITY_LENGTH);
  for (let index = out.length - 2; index >= stop; index -= 1) {
    if (out[index] === '&') return index;
  }
  return -1;
}

/**
 * Character references decoded until none is left, in one pass (issue 11, finding 1): `&amp;amp;lt;` is `<`, as is
 * `&#38;#60;`. Each `;` read closes at most one reference ending there (the `&` is at most 13 characters back); its
 * character replaces it, and when that character is itself a `;` the reference before it is tried in turn. Every
 * decoding shortens the text, so the work is linear in the input, however deep the nesting.
 */
export function decodeEntitiesFully(value: string): string {
  if (!value.includes('&')) return value;
  const out: string[] = [];
  for (const character of value) {
    out.push(character);
    while (out[out.length - 1] === ';') {
      const from = referenceStart(out);
      if (from < 0) break;
      const decoded = characterOf(out.slice(from).join(''));
      if (decoded === undefined) break;
      out.length = from;
      out.push(decoded);
    }
  }
  return out.join('');
}

/**
 * Plain text: entities decoded fully (decodeEntitiesFully), then every tag stripped by one round of sanitize-html,
 * so a tag spelt with entities (`&amp;lt;b&amp;gt;`) is stripped too. A label is drawn as text, so what sanitize-html
 * escapes is unescaped, and a `<` that would open a tag once joined to the text after a stripped one is dropped.
 * Linear in the input: one decoding pass, one sanitize-html round, two replacements.
 */
export function plainText(value: string): string {
  const text = sanitizeHtml(decodeEntitiesFully(value), plainTextOptions).replace(/&(?:lt|gt|quot|amp);/g, (entity) => escapes[entity]!);
  return text.replace(/<+/g, (run: string, at: number) => (TAG_START.test(text.charAt(at + run.length)) ? '' : run));
}

type TextFields = { text?: string };
type FormFields = { fields?: FormField[]; submit_label?: string; success_message?: string };

const cleanText = <T extends TextFields>(fields: T): T => (fields.text === undefined ? fields : { ...fields, text: sanitizeTextHtml(fields.text) });

const cleanLabel = (value: string | undefined) => (value === undefined ? undefined : plainText(value));

function cleanForm<T extends FormFields>(fields: T): T {
  const out: T = { ...fields };
  if (fields.fields) {
    out.fields = fields.fields.map((field) => {
      const clean = { ...field };
      if (field.label !== undefined) clean.label = plainText(field.label);
      if (field.options) clean.options = field.options.map(plainText);
      return clean;
    });
  }
  if (fields.submit_label !== undefined) out.submit_label = cleanLabel(fields.submit_label);
  if (fields.success_message !== undefined) out.success_message = cleanLabel(fields.success_message);
  return out;
}

/** The base fields and each viewport's variant, cleaned alike. */
function withVariants<W extends Widget, F extends object>(widget: W, clean: (fields: F) => F): W {
  // A variant holds a subset of the kind's fields, so the same cleaning applies to it.
  let out = clean(widget as unknown as F) as unknown as W;
  for (const name of viewportOverrideFields) {
    const variant = out[name] as F | undefined;
    if (variant) out = { ...out, [name]: clean(variant) };
  }
  return out;
}

/**
 * A validated widget made safe to store and draw: text v2 HTML sanitized, form labels made plain text (base and
 * per-viewport variants). Other kinds hold no markup and pass unchanged.
 */
export function sanitizeWidget<W extends Widget>(widget: W): W {
  if (widget.type === 'text' && widget.version === 2) return withVariants<W, TextFields>(widget, cleanText);
  if (widget.type === 'form') return withVariants<W, FormFields>(widget, cleanForm);
  return widget;
}
