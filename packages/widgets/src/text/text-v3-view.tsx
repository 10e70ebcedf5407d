import { useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import {
  blockCss,
  blockStyleRuns,
  linkStyleClass,
  linkStyleOf,
  lookCss,
  resolveBlockLook,
  blockListStyle,
  isBlankText,
  type InlineStyle,
  type LinkEntity,
  type StyleRange,
  type TextBlock,
  type TextV3Widget,
  type TextCss,
  type Typography,
} from '@folio/model';
import { num, openTypeSettings, rgba } from '../css-values';
import { linkHref } from './link-href';
import { baseTextCss, columnsStyle, textBoxStyle } from './text-box';
import { TypographyContext } from './typography';

// Our own small renderer of text v3 (widgets-and-authoring.md §3): no editor code in the viewer.
//
// Blocks draw from the project's named styles (TypographyContext; model/text-styles/resolve.ts): a block's text
// style gives its tag (p, h1…h6) and look, its block data the line height, alignment, indent and paddings; the
// inline style runs (read through blockStyleRuns) draw as spans over it.
// Lists (ours): a block of type ordered-list-item draws as an item of an <ol>, unordered-list-item as an item of a
// <ul>; a block with only a listStyle, as its list style's type says. A block's depth nests its list inside the item
// before. Links draw with their link style's class (link, :hover, and [aria-current=page] on a link to the page the
// text is drawn on; TypographyProvider writes the CSS).
// Offsets of style and entity ranges count UTF-16 code units of the block's text (JavaScript string indices).


/** What a text needs to know of where it is drawn: its page, and which links go to that page. */
export interface TextViewContext {
  pageId?: string;
  isCurrentPageLink?: (href: string, pageId: string) => boolean;
}

type EntityMap = Record<string, LinkEntity>;
interface Drawn {
  list?: 'ul' | 'ol';
  depth: number;
  tag: string;
  style: CSSProperties;
  children: ReactNode;
}

/**
 * Text v3, or null when every block is blank (§5: a text widget is valid only with non-blank content). Malformed
 * data throws here, before anything is drawn, so the widget is skipped on the server as in the browser.
 */
export function textV3View(widget: TextV3Widget, context: TextViewContext = {}): ReactElement | null {
  const blocks = widget.blocks ?? [];
  if (!Array.isArray(blocks)) throw new TypeError('text v3: blocks is not a list');
  if (blocks.every((block) => isBlankText(textOf(block)))) return null;
  // A block has one styles entry per inline style key: every entry's ranges are checked.
  const styles = new Map<string, { offset: number; length: number }[]>();
  for (const item of widget.styles ?? []) styles.set(item.key, [...(styles.get(item.key) ?? []), ...item.ranges]);
  for (const block of blocks) [...(styles.get(block.key) ?? []), ...(block.entityRanges ?? [])].forEach((range) => checkRange(range, textOf(block).length));
  return <TextV3 widget={widget} context={context} />;
}

function TextV3({ widget, context }: { widget: TextV3Widget; context: TextViewContext }) {
  const typography = useContext(TypographyContext);
  const meta = new Map((widget.blocksMeta ?? []).map((item) => [item.key, item.data]));
  const entities = widget.entityMap ?? {};
  const drawn = (widget.blocks ?? []).map((block) => drawBlock(block, widget, meta.get(block.key) ?? {}, entities, typography, context));
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

function checkRange({ offset, length }: { offset: number; length: number }, size: number) {
  if (!(Number.isInteger(offset) && Number.isInteger(length) && offset >= 0 && length > 0 && offset + length <= size)) {
    throw new RangeError('text v3: range out of the block');
  }
}

type BlockData = NonNullable<TextV3Widget['blocksMeta']>[number]['data'];

function drawBlock(block: TextBlock, widget: TextV3Widget, data: BlockData, entities: EntityMap, typography: Typography, context: TextViewContext): Drawn {
  const list =
    block.type === 'ordered-list-item' ? 'ol' : block.type === 'unordered-list-item' ? 'ul' : data.listStyle ? (blockListStyle(typography, data)?.type === 'ordered' ? 'ol' : 'ul') : undefined;
  const look = resolveBlockLook(typography, data, block.type);
  const links = { entities, typography, context };
  const content = inline(textOf(block), blockStyleRuns(widget.styles, block.key), block.entityRanges ?? [], links);
  return { list, depth: Math.max(0, num(block.depth) ?? 0), tag: list ? 'li' : look.tag, style: { margin: 0, ...beyondBase(blockCss(look, typography.fontStack)) }, children: content.length ? content : <br /> };
}

/** A block's CSS less what it shares with the text box (the default text font), which the box already sets. */
function beyondBase(css: TextCss): CSSProperties {
  const out: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(css)) if (baseTextCss[property as keyof TextCss] !== value) out[property] = value;
  return out;
}

interface Links {
  entities: EntityMap;
  typography: Typography;
  context: TextViewContext;
}

/** The block's text cut where a style or link starts or ends; each run a span (sup/sub) or bare text, links around. */
function inline(text: string, styles: readonly StyleRange[], links: TextBlock['entityRanges'], { entities, typography, context }: Links): ReactNode[] {
  const cuts = new Set([0, text.length]);
  for (const { offset, length } of [...styles, ...links]) cuts.add(offset).add(offset + length);
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
      const style = linkStyleOf(typography, entity.linkStyle);
      const current = context.pageId !== undefined && context.isCurrentPageLink?.(href, context.pageId) === true;
      out.push(
        <a
          key={out.length}
          className={style ? `maglink ${linkStyleClass(style.name)}` : 'maglink'}
          href={href}
          target={blank ? '_blank' : undefined}
          rel={blank ? 'noopener noreferrer' : undefined}
          aria-current={current ? 'page' : undefined}
          data-anchor-pos={num(entity.anchorPosition)}
        >
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
    run.push(styled(text.slice(start, points[i]), styles.find(covers)?.style, `${start}`, typography.fontStack));
  }
  flush();
  return out;
}

function styled(text: string, style: InlineStyle | undefined, key: string, stack: Typography['fontStack']): ReactNode {
  if (!style || !Object.keys(style).length) return text;
  const Tag = style.script === 'superscript' ? 'sup' : style.script === 'subscript' ? 'sub' : 'span';
  const stroke = style.stroke && rgba(style.stroke.color);
  const css: CSSProperties = {
    ...lookCss(style, stack),
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

function element({ tag, style, children }: Drawn, key: number): ReactElement {
  const Tag = tag as 'p';
  return (
    <Tag key={key} style={style}>
      {children}
    </Tag>
  );
}
