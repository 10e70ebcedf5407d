import { Component, type CSSProperties, type ReactNode } from 'react';
import { effectiveWidget, isPictureValid, type ViewportName, type Widget } from '@folio/model';
import { backgroundView } from './background/view';
import { buttonView } from './button/view';
import { OnDemandWidget } from './on-demand-view';
import { PictureView, type PictureLoading } from './picture/view';
import { fixedAnchorOf, fixedPlacement, placementStyle, VIEWPORT_BOX_CLASS, viewportBoxVars, type ViewportBox } from './placement';
import { shapeView } from './shape/view';
import { safeHref } from './text/link-href';
import { textV2View } from './text/text-v2-view';
import { textV3View } from './text/text-v3-view';

/**
 * @folio/widgets/view — draws a widget from its data, for the viewer and the editor canvas alike.
 * Pure and server-renderable. The always-loaded kinds (text, picture, shape, button, background) draw
 * here, each from its folder; the on-demand kinds draw their box.
 */
export interface WidgetViewProps {
  widget: Widget;
  viewport: ViewportName;
  pageId: string;
  /** Expired widgets are still drawn in preview (widgets-and-authoring.md §1). */
  preview?: boolean;
  now?: number;
  /**
   * Whether a link is to the page `pageId` of this project (the page the widget is drawn on): a global button
   * linking there shows its current style (widgets-and-authoring.md §4). Not given: no button is current.
   */
  isCurrentPageLink?: (href: string, pageId: string) => boolean;
  /** Its page is the one shown (KindViewProps.active): autoplay may start. Default false. */
  active?: boolean;
  /** Media stopped on its page (KindViewProps.stopped). Default false. */
  stopped?: boolean;
  /**
   * Drawn in the viewer's fixed layer, pinned to the window (fixed_position): the page's width and height the
   * widget's distances are measured in. Not given: drawn on its page.
   */
  fixedFrame?: { width: number; height: number };
  /** How a picture widget's picture loads (PictureLoading); not given: as the browser does by default. */
  pictureLoading?: PictureLoading;
  /**
   * Viewer: every viewport the widget's page is drawn in (the default one first), each with the widget as stored for
   * it (the derived phone layout gives phones their frames) and, when pinned in the fixed layer, the page's frame
   * there. The box then carries its place in each as custom properties, which the viewer's CSS picks by media query
   * (docs/viewer.md "Every viewport in the HTML"): the markup is the same whatever the window. `viewport` still
   * decides what the kind draws inside. Not given: the box is placed for `viewport` alone (the editor's canvas).
   */
  placements?: readonly WidgetPlacement[];
}

/** The widget in one viewport of its page (WidgetViewProps.placements). */
export interface WidgetPlacement {
  viewport: ViewportName;
  widget: Widget;
  fixedFrame?: { width: number; height: number };
}

/** What a kind draws in its box: null when the widget is not drawn at all (invalid, §5); false for the box alone. */
type KindContent = ReactNode;

export type { PictureLoading } from './picture/view';

export const widgetRenderError = 'Widget not drawn: its data is malformed.';
const logged = new Set<unknown>();

/** Bad data never breaks a page: the widget is skipped, and logged once (not on every render). */
function logBadWidget(id: unknown, error: unknown) {
  if (logged.has(id)) return;
  logged.add(id);
  console.error(widgetRenderError, id, error);
}

function isExpired(widget: Widget, now: number): boolean {
  return typeof widget.expiry === 'string' && Date.parse(widget.expiry) <= now;
}

export function WidgetView(props: WidgetViewProps) {
  // Kinds draw eagerly, in plain functions, so a throw on malformed data is caught here, on the server (where
  // React has no error boundaries) as in the browser; the boundary catches what React itself rejects.
  let drawn: ReactNode;
  try {
    drawn = drawWidget(props);
  } catch (error) {
    logBadWidget(props.widget?._id, error);
    return null;
  }
  return <WidgetBoundary id={props.widget._id}>{drawn}</WidgetBoundary>;
}

function drawWidget({ widget: stored, viewport, pageId, preview = false, now = Date.now(), isCurrentPageLink, active = false, stopped = false, fixedFrame, placements, pictureLoading }: WidgetViewProps): ReactNode {
  const widget = effectiveWidget(stored, viewport, pageId);
  const places = placements?.map((place) => ({ ...place, widget: effectiveWidget(place.widget, place.viewport, pageId) }));
  // viewer-and-project.md §4: hidden in this viewport (in every one drawn), or expired outside preview → not created.
  if ((places ? places.every((place) => place.widget.hidden) : widget.hidden) || (!preview && isExpired(widget, now))) return null;
  const content = drawKind(widget, { pageId, isCurrentPageLink, active, stopped, pictureLoading });
  if (content === null) return null;
  const anchor = fixedFrame && fixedAnchorOf(widget);
  const transform = transformOf(widget);
  const className = `folio-widget folio-widget-${widget.type}`;
  let style: CSSProperties;
  if (anchor) style = { position: 'absolute', inset: 0, transform };
  else if (places) style = { position: 'absolute', ...viewportBoxVars(places.map((place) => ({ viewport: place.viewport, style: { ...placementStyle(place.widget), transform: transformOf(place.widget) }, hidden: !!place.widget.hidden }))) };
  else style = { ...placementStyle(widget), transform };
  const box = (
    <div className={places && !anchor ? `${className} ${VIEWPORT_BOX_CLASS}` : className} data-widget-id={widget._id} style={style}>
      {withClickLink(widget, content)}
    </div>
  );
  if (!anchor) return box;
  const wrapper = places
    ? { className: `folio-fixed-widget ${VIEWPORT_BOX_CLASS}`, style: pinnedVars(places, anchor, fixedFrame) }
    : { className: 'folio-fixed-widget', style: fixedPlacement(widget, anchor, fixedFrame.width, fixedFrame.height) };
  return <div {...wrapper}>{box}</div>;
}

type Anchor = NonNullable<ReturnType<typeof fixedAnchorOf>>;

/** A pinned widget's wrapper in every viewport: pinned at its anchor there (else at this viewport's anchor) in that viewport's page frame. */
function pinnedVars(places: readonly WidgetPlacement[], anchor: Anchor, frame: { width: number; height: number }): CSSProperties {
  const boxes: ViewportBox[] = places.map((place) => {
    const own = place.fixedFrame ?? frame;
    return { viewport: place.viewport, style: fixedPlacement(place.widget, fixedAnchorOf(place.widget) ?? anchor, own.width, own.height), hidden: !!place.widget.hidden };
  });
  // The scale and its origin are the same in every viewport: inline, over the class's transform.
  return { position: 'absolute', transform: 'scale(var(--s))', transformOrigin: '0 0', ...viewportBoxVars(boxes.map((box) => ({ ...box, style: { ...box.style, transform: undefined } }))) };
}

/**
 * widgets-and-authoring.md §1: clickLink / clickTarget make any widget a link (buttons draw their own); the
 * viewer's router takes it like any in-product link (maglink). Text may hold links of its own, and links do not
 * nest, so over text the link is a layer on top, named by the text.
 */
function withClickLink(widget: Widget, content: ReactNode): ReactNode {
  const href = widget.type === 'button' ? undefined : safeHref(widget.clickLink);
  if (!href) return content;
  const link = { className: 'folio-widget-link maglink', href, target: widget.clickTarget, rel: widget.clickTarget === '_blank' ? 'noopener noreferrer' : undefined };
  if (widget.type !== 'text') return <a {...link} style={linkStyle}>{content}</a>;
  const textId = `folio-text-${widget._id}`;
  return (
    <>
      <div id={textId} style={linkStyle}>
        {content}
      </div>
      <a {...link} aria-labelledby={textId} style={overLinkStyle} />
    </>
  );
}

const linkStyle: CSSProperties = { display: 'block', width: '100%', height: '100%', color: 'inherit' };
const overLinkStyle: CSSProperties = { position: 'absolute', inset: 0 };

class WidgetBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logBadWidget(this.props.id, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function transformOf(widget: Widget): string | undefined {
  const parts: string[] = [];
  if (widget.angle) parts.push(`rotate(${widget.angle}deg)`);
  if (widget.flip_h) parts.push('scaleX(-1)');
  if (widget.flip_v) parts.push('scaleY(-1)');
  return parts.length ? parts.join(' ') : undefined;
}

type KindContext = Pick<WidgetViewProps, 'pageId' | 'isCurrentPageLink' | 'active' | 'stopped' | 'pictureLoading'>;

function drawKind(widget: Widget, { pageId, isCurrentPageLink, active, stopped, pictureLoading }: KindContext): KindContent {
  switch (widget.type) {
    case 'text':
      if (widget.version === 3) return textV3View(widget, { pageId, isCurrentPageLink });
      if (widget.version === 2) return textV2View(widget);
      throw new TypeError(`text: unknown version ${String((widget as { version: unknown }).version)}`);
    case 'picture':
      // viewer-and-project.md §5: valid only with a picture that has a type or any url; an invalid one is not drawn.
      return isPictureValid(widget) ? <PictureView widget={widget} loading={pictureLoading} /> : null;
    case 'shape':
      return shapeView(widget);
    case 'button':
      return buttonView(widget, { pageId, isCurrentPageLink });
    case 'background':
      return backgroundView(widget, { active, stopped });
    default:
      return <OnDemandWidget widget={widget} active={active} stopped={stopped} />;
  }
}
