import type { CSSProperties, ReactNode } from 'react';
import { effectiveWidget, type ViewportName, type Widget } from '@folio/model';

/**
 * @folio/widgets/view — draws a widget from its data, for the viewer and the editor canvas alike.
 * Pure and server-renderable. The kinds' full views come with the widgets work; until then the
 * always-loaded kinds draw their essentials (text, picture, shape, button, background) and the
 * on-demand kinds draw their box.
 */
export interface WidgetViewProps {
  widget: Widget;
  viewport: ViewportName;
  pageId: string;
  /** Expired widgets are still drawn in preview (widgets-and-authoring.md §1). */
  preview?: boolean;
  now?: number;
}

type KindProps<T extends Widget['type']> = { widget: Extract<Widget, { type: T }> };

function isExpired(widget: Widget, now: number): boolean {
  return typeof widget.expiry === 'string' && Date.parse(widget.expiry) <= now;
}

export function WidgetView({ widget: stored, viewport, pageId, preview = false, now = Date.now() }: WidgetViewProps) {
  const widget = effectiveWidget(stored, viewport, pageId);
  // viewer-and-project.md §4: hidden in this viewport, or expired outside preview → not created.
  if (widget.hidden || (!preview && isExpired(widget, now))) return null;
  const style: CSSProperties = {
    position: 'absolute',
    left: widget.x,
    top: widget.y,
    width: widget.w,
    height: widget.h,
    zIndex: widget.z,
    transform: transformOf(widget),
  };
  return (
    <div className={`folio-widget folio-widget-${widget.type}`} data-widget-id={widget._id} style={style}>
      {renderKind(widget)}
    </div>
  );
}

function transformOf(widget: Widget): string | undefined {
  const parts: string[] = [];
  if (widget.angle) parts.push(`rotate(${widget.angle}deg)`);
  if (widget.flip_h) parts.push('scaleX(-1)');
  if (widget.flip_v) parts.push('scaleY(-1)');
  return parts.length ? parts.join(' ') : undefined;
}

function renderKind(widget: Widget): ReactNode {
  switch (widget.type) {
    case 'text':
      return <TextView widget={widget} />;
    case 'picture':
      return widget.picture?.url ? <img src={widget.picture.url} alt={widget.alt ?? ''} className="folio-picture" /> : null;
    case 'shape':
      return <ShapeView widget={widget} />;
    case 'button':
      return <ButtonView widget={widget} />;
    case 'background':
      return <BackgroundView widget={widget} />;
    default:
      return null;
  }
}

const hex = (color: string | undefined, opacity = 1) => {
  if (!color) return undefined;
  const alpha = color.length === 8 ? parseInt(color.slice(6), 16) / 255 : 1;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha * opacity})`;
};

// Stored HTML becomes plain text blocks, each keeping only its block tag (p, h1…h6, li): every other
// tag is dropped and entities decoded, so it can never run (the sanitized rich rendering comes with
// the widgets work).
const BLOCK = /<(p|div|h[1-6]|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>|<br\s*\/?>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export type TextBlockTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'li';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(value) ? String.fromCodePoint(value) : match;
      }
      return entities[code.toLowerCase()] ?? match;
    })
    .trim();

export function htmlToBlocks(html: string): { tag: TextBlockTag; text: string }[] {
  const blocks: { tag: TextBlockTag; text: string }[] = [];
  let last = 0;
  const loose = (chunk: string) => {
    const text = plainText(chunk);
    if (text) blocks.push({ tag: 'p', text });
  };
  for (const match of html.matchAll(BLOCK)) {
    loose(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = (match[1] ?? 'p').toLowerCase();
    const text = plainText(match[2] ?? '');
    if (text) blocks.push({ tag: /^h[1-6]$|^li$/.test(tag) ? (tag as TextBlockTag) : 'p', text });
  }
  loose(html.slice(last));
  return blocks;
}

function TextView({ widget }: KindProps<'text'>) {
  const blocks = widget.version === 3 ? (widget.blocks ?? []).map((block) => ({ tag: 'p' as const, text: block.text })) : htmlToBlocks(widget.text ?? '');
  return (
    <div className="folio-text">
      {blocks.map(({ tag: Tag, text }, index) => (
        <Tag key={index}>{text}</Tag>
      ))}
    </div>
  );
}

function ShapeView({ widget }: KindProps<'shape'>) {
  const style: CSSProperties = {
    width: '100%',
    height: '100%',
    background: hex(widget.bg_color, widget.bg_opacity ?? 1),
    opacity: widget.opacity,
    borderRadius: widget.tp === 'ellipse' ? '50%' : widget.radius,
  };
  return <div className="folio-shape" style={style} />;
}

function ButtonView({ widget }: KindProps<'button'>) {
  const style: CSSProperties = {
    background: hex(widget['background-color'], widget['background-color-opacity'] ?? 1),
    color: hex(widget.color, widget['color-opacity'] ?? 1),
    borderRadius: widget['border-radius'],
    fontSize: widget['font-size'],
  };
  const label = widget.text ?? '';
  return widget.clickLink ? (
    <a className="folio-button maglink" href={widget.clickLink} target={widget.clickTarget} style={style}>
      {label}
    </a>
  ) : (
    <span className="folio-button" style={style}>
      {label}
    </span>
  );
}

function BackgroundView({ widget }: KindProps<'background'>) {
  const picture = widget.selectedType === 'picture' ? widget.picture?.url : undefined;
  const style: CSSProperties = {
    width: '100%',
    height: '100%',
    backgroundColor: hex(widget.color),
    backgroundImage: picture ? `url("${picture.replace(/["\\]/g, '')}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return <div className="folio-background" style={style} />;
}
