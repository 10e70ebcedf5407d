import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { BlockMeta, InlineStyle, LinkEntity, StyleRange, TextBlock, TextV3Widget } from '@folio/model';
import { fontFamily, keyword, num, openTypeSettings, px, rgba } from '../css-values';
import { linkHref } from './link-href';
import { columnsStyle, textBoxStyle } from './text-box';

// Our own small renderer of text v3 (widgets-and-authoring.md §3): no editor code in the viewer.
//
// Block element (ours; §3 "Text style"): a block's textStyle names a text style. The view has no project style
// list, so it maps by name: H1…H6 (any case) → h1…h6, anything else → p; the looks of the default styles (§3
// "Text style" defaults) apply by name, other named styles draw in the widget's base font.
// Lists (ours): a block of type ordered-list-item draws as an item of an <ol>, unordered-list-item — or any block
// with a listStyle ('List item', §3) — as an item of a <ul>; a block's depth nests its list inside the item before.
// Offsets of style and entity ranges count UTF-16 code units of the block's text (JavaScript string indices).

const HEADING = /^h[1-6]$/i;
// widgets-and-authoring.md §5 (isTextContentBlank in model/schemas/text.ts, which the viewer cannot import: zod):
// whitespace, no-break and zero-width characters are blank.
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff]*$/;

// widgets-and-authoring.md §3 "Text style" defaults.
const namedStyles: Record<string, CSSProperties> = {
  H1: { fontSize: 48, lineHeight: '60px', fontWeight: 700 },
  H2: { fontSize: 24, lineHeight: '30px', fontFamily: 'Georgia' },
  Text: { fontSize: 18, lineHeight: '23px' },
  Caption: { fontSize: 14, lineHeight: '18px', fontStyle: 'italic' },
};

type Data = BlockMeta['data'];
type EntityMap = Record<string, LinkEntity>;
interface Drawn {
  list?: 'ul' | 'ol';
  depth: number;
  tag: 'p' | 'li' | `h${1 | 2 | 3 | 4 | 5 | 6}`;
  style: CSSProperties;
  children: ReactNode;
}

/** Text v3, or null when every block is blank (§5: a text widget is valid only with non-blank content). */
export function textV3View(widget: TextV3Widget): ReactElement | null {
  const blocks = widget.blocks ?? [];
  if (!Array.isArray(blocks)) throw new TypeError('text v3: blocks is not a list');
  if (blocks.every((block) => BLANK.test(textOf(block)))) return null;
  const meta = new Map((widget.blocksMeta ?? []).map((item) => [item.key, item.data]));
  const ranges = new Map((widget.styles ?? []).map((item) => [item.key, item.ranges]));
  const entities = widget.entityMap ?? {};
  const drawn = blocks.map((block) => drawBlock(block, meta.get(block.key) ?? {}, ranges.get(block.key) ?? [], entities));
  const dir = widget.textDirection === 'rtl' || widget.textDirection === 'ltr' ? widget.textDirection : undefined;
  const style: CSSProperties = {
    ...textBoxStyle,
    background: rgba(widget.bgColor),
    display: 'flex',
    flexDirection: 'column',
    // §3: verticalAlign top (the default), middle or bottom.
    justifyContent: widget.verticalAlign === 'middle' ? 'center' : widget.verticalAlign === 'bottom' ? 'flex-end' : undefined,
    // A v3 block's text is plain text: its line breaks and runs of spaces are the author's, as the editor shows.
    whiteSpace: 'pre-wrap',
  };
  return (
    <div className="folio-text" dir={dir} style={style}>
      <div style={columnsStyle(widget.columns?.count, widget.columns?.gap)}>{group(drawn)}</div>
    </div>
  );
}

function textOf(block: TextBlock): string {
  if (typeof block.text !== 'string') throw new TypeError('text v3: block text is not a string');
  return block.text;
}

function drawBlock(block: TextBlock, data: Data, styles: readonly StyleRange[], entities: EntityMap): Drawn {
  const name = data.textStyle ?? '';
  const list = block.type === 'ordered-list-item' ? 'ol' : block.type === 'unordered-list-item' || data.listStyle ? 'ul' : undefined;
  const paddings = data.paddings ?? {};
  const named = Object.hasOwn(namedStyles, name) ? namedStyles[name] : undefined;
  const style: CSSProperties = {
    margin: 0,
    ...named,
    textAlign: keyword(data.align) as CSSProperties['textAlign'],
    lineHeight: px(data.lineHeight) ?? named?.lineHeight,
    textIndent: num(data.textIndent),
    paddingTop: num(paddings.top),
    paddingRight: num(paddings.right),
    paddingBottom: num(paddings.bottom),
    paddingLeft: num(paddings.left),
  };
  const content = inline(textOf(block), styles, block.entityRanges ?? [], entities);
  return { list, depth: Math.max(0, num(block.depth) ?? 0), tag: list ? 'li' : HEADING.test(name) ? (name.toLowerCase() as Drawn['tag']) : 'p', style, children: content.length ? content : <br /> };
}

/** The block's text cut where a style or link starts or ends; each run a span (sup/sub) or bare text, links around. */
function inline(text: string, styles: readonly StyleRange[], links: TextBlock['entityRanges'], entities: EntityMap): ReactNode[] {
  const cuts = new Set([0, text.length]);
  for (const range of [...styles, ...links]) {
    const { offset, length } = range;
    if (!(Number.isInteger(offset) && Number.isInteger(length) && offset >= 0 && length > 0 && offset + length <= text.length)) {
      throw new RangeError('text v3: range out of the block');
    }
    cuts.add(offset).add(offset + length);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: ReactNode[] = [];
  let run: ReactNode[] = [];
  let runLink: string | undefined;
  const flush = () => {
    const entity = runLink !== undefined && Object.hasOwn(entities, runLink) ? entities[runLink] : undefined;
    const href = entity && linkHref(entity);
    if (!entity || !href) out.push(...run);
    else {
      const blank = entity.target === '_blank';
      out.push(
        <a key={out.length} className="maglink" href={href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined} data-anchor-pos={num(entity.anchorPosition)}>
          {run}
        </a>,
      );
    }
    run = [];
  };
  for (let i = 1; i < points.length; i++) {
    const start = points[i - 1]!;
    const covers = (range: { offset: number; length: number }) => range.offset <= start && start < range.offset + range.length;
    const link = links.find(covers)?.key;
    if (link !== runLink) {
      flush();
      runLink = link;
    }
    const style: InlineStyle = Object.assign({}, ...styles.filter(covers).map((range) => range.style));
    run.push(styled(text.slice(start, points[i]), style, `${start}`));
  }
  flush();
  return out;
}

function styled(text: string, style: InlineStyle, key: string): ReactNode {
  if (!Object.keys(style).length) return text;
  const Tag = style.script === 'superscript' ? 'sup' : style.script === 'subscript' ? 'sub' : 'span';
  const stroke = style.stroke && rgba(style.stroke.color);
  const css: CSSProperties = {
    color: rgba(style.color),
    fontSize: num(style.fontSize),
    fontFamily: fontFamily(style.fontFamily),
    fontWeight: num(style.fontWeight),
    fontStyle: keyword(style.fontStyle),
    letterSpacing: num(style.letterSpacing),
    textDecoration: keyword(style.textDecoration),
    textTransform: keyword(style.textTransform) as CSSProperties['textTransform'],
    WebkitTextStroke: stroke ? `${num(style.stroke?.width) ?? 0}px ${stroke}` : undefined,
    fontKerning: style.kerning === undefined ? undefined : style.kerning ? 'normal' : 'none',
    fontFeatureSettings: openTypeSettings(style.fontFeatures),
    fontVariationSettings: openTypeSettings(style.variableAxes),
  };
  return (
    <Tag key={key} style={css}>
      {text}
    </Tag>
  );
}

/** Blocks in order, runs of list items gathered into (nested) lists. */
function group(drawn: Drawn[]): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < drawn.length; ) {
    const block = drawn[i]!;
    if (block.list) {
      const [list, next] = listFrom(drawn, i, 0);
      out.push(list);
      i = next;
    } else {
      out.push(element(block, i));
      i += 1;
    }
  }
  return out;
}

/** One list of the kind of drawn[start], at a depth; deeper items nest in the item before them. */
function listFrom(drawn: Drawn[], start: number, depth: number): [ReactElement, number] {
  const Tag = drawn[start]!.list!;
  const items: { key: number; block?: Drawn; nested: ReactNode[] }[] = [];
  let i = start;
  for (let item = drawn[i]; item?.list && item.depth >= depth && (item.depth > depth || item.list === Tag); item = drawn[i]) {
    if (item.depth > depth) {
      const [nested, next] = listFrom(drawn, i, depth + 1);
      if (!items.length) items.push({ key: i, nested: [] });
      items.at(-1)!.nested.push(nested);
      i = next;
    } else {
      items.push({ key: i, block: item, nested: [] });
      i += 1;
    }
  }
  const list = (
    <Tag key={start} style={{ margin: 0 }}>
      {items.map(({ key, block, nested }) => (
        <li key={key} style={block?.style}>
          {block?.children}
          {nested}
        </li>
      ))}
    </Tag>
  );
  return [list, i];
}

function element({ tag: Tag, style, children }: Drawn, key: number): ReactElement {
  return (
    <Tag key={key} style={style}>
      {children}
    </Tag>
  );
}
