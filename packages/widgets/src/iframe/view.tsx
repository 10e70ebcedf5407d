import type { CSSProperties } from 'react';
import { classifyEmbed, loneIframeSrc, widgetUiTexts, type IframeWidget } from '@folio/model';

/** An address is drawn in this sandbox: scripts, popups, forms and presentation, but never our origin. */
export const URL_SANDBOX = 'allow-scripts allow-popups allow-forms allow-presentation';
/** Pasted code runs in an opaque origin: scripts only, so it cannot touch the viewer page, its cookies or storage. */
export const CODE_SANDBOX = 'allow-scripts';

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value.trim());
/** An address to frame: http(s), or a path on this host (drawn sandboxed all the same: an opaque origin). */
const isFrameAddress = (value: string) => isHttpUrl(value) || /^\/(?![/\\])/.test(value.trim());

/** What an iframe shows while media are stopped: an empty document in place of its own. */
export const STOPPED_DOCUMENT = 'about:blank';

/**
 * Iframe / embed (widgets-and-authoring.md §9): an address, or a lone <iframe> of one, is drawn as a sandboxed
 * iframe of that address; any other pasted code (code injection, social and shop embeds) runs inside an iframe
 * with `srcdoc` and sandbox="allow-scripts" — never with allow-same-origin — so it cannot reach the page.
 * When media stop (`stopped`, the hidden tab: viewer-and-project.md §4) its document is replaced by an empty one,
 * so whatever played in it stops; it loads again when they restart.
 */
export default function IframeView({ widget, stopped = false }: { widget: IframeWidget; stopped?: boolean }) {
  const code = widget.code?.trim() ?? '';
  const kind = widget.kind ?? classifyEmbed(code || widget.url || '');
  const src = embedAddress(widget);
  const title = widgetUiTexts.embed;
  if (src) {
    return (
      <iframe className="folio-embed" data-embed-kind={kind} src={stopped ? STOPPED_DOCUMENT : src} title={title} sandbox={URL_SANDBOX} allow="fullscreen; autoplay; encrypted-media" loading="lazy" referrerPolicy="strict-origin-when-cross-origin" style={frameStyle} />
    );
  }
  if (!code) return <div className="folio-embed" style={fill} />;
  return <iframe className="folio-embed" data-embed-kind={kind} srcDoc={stopped ? '' : code} title={title} sandbox={CODE_SANDBOX} style={frameStyle} />;
}

/** The address to frame: the code's lone iframe's src, else the url when no code was pasted. */
export function embedAddress(widget: Pick<IframeWidget, 'code' | 'url'>): string | undefined {
  const code = widget.code?.trim();
  if (code) return isHttpUrl(code) && !/\s|</.test(code) ? code : loneIframeSrc(code);
  return widget.url && isFrameAddress(widget.url) ? widget.url : undefined;
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const frameStyle: CSSProperties = { ...fill, border: 0, display: 'block' };
