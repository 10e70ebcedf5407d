import type { CSSProperties } from 'react';

/**
 * The sandbox of the third-party plugins the maps, facebook and twitter kinds frame. Their addresses are built by
 * @folio/model's embed-urls.ts for fixed hosts (maps.google.com, www.facebook.com, platform.twitter.com,
 * syndication.twitter.com), never ours, so keeping their own origin (their cookies and storage, which they need)
 * cannot reach the viewer page. Scripts run; links open in new tabs, unsandboxed; no forms, top navigation or
 * modal dialogs.
 */
export const THIRD_PARTY_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export interface EmbedFrameProps {
  className: string;
  /** The plugin's address; none draws the empty box. */
  src: string | undefined;
  title: string;
  /** What the address shows (data-embed-kind), e.g. a post or a page. */
  kind?: string | undefined;
}

/** A third-party plugin in the widget's box, loaded when near the screen; without an address, the empty box. */
export function EmbedFrame({ className, src, title, kind }: EmbedFrameProps) {
  if (!src) return <div className={className} style={fill} />;
  return <iframe className={className} data-embed-kind={kind} src={src} title={title} sandbox={THIRD_PARTY_SANDBOX} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" style={frameStyle} />;
}

const fill: CSSProperties = { width: '100%', height: '100%' };
const frameStyle: CSSProperties = { ...fill, border: 0, display: 'block' };
