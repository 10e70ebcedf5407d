import type { ReactNode } from 'react';
import type { BackgroundWidget } from '@folio/model';
import { rgba } from '../css-values';
import { BackgroundMedia } from './background-media';

// widgets-and-authoring.md §3 "Background widget", §4 "Background". The colour fills the page box; a picture
// covers it over its poorUrl (CSS layers: a picture that fails leaves the colour, and nothing waits on it, so it
// counts as loaded). A video background draws its poster over the colour and a slideshow its first picture; the
// video (while its page is shown and media are not stopped) and the slideshow loop come from those kinds' chunks
// (BackgroundMedia).

const TYPES = ['picture', 'video', 'slideshow'];

/** A CSS url() for an address: characters that would end the string are escaped as in a URL. */
export const cssUrl = (url: unknown): string | undefined =>
  typeof url === 'string' && url ? `url("${url.replace(/["\\\n\r\f]/g, encodeURIComponent)}")` : undefined;

/** The layers (top first) a background draws over its colour. */
function layers(widget: BackgroundWidget): unknown[] {
  switch (widget.selectedType) {
    case 'picture':
      return [widget.picture?.url, widget.picture?.poorUrl];
    case 'video':
      return [widget.video?.thumbnail_url];
    case 'slideshow': {
      const pictures = widget.slideshow?.pictures ?? [];
      if (!Array.isArray(pictures)) throw new TypeError('background: slideshow pictures is not a list');
      const first = pictures.reduce<(typeof pictures)[number] | undefined>((a, b) => (a && (a.num ?? 0) <= (b.num ?? 0) ? a : b), undefined);
      return [first?.url, first?.poorUrl];
    }
    default:
      return [];
  }
}

export function backgroundView(widget: BackgroundWidget, { active, stopped }: { active?: boolean | undefined; stopped?: boolean | undefined } = {}): ReactNode {
  const type = widget.selectedType;
  if (type !== undefined && !TYPES.includes(type)) throw new TypeError(`background: unknown selectedType ${String(type)}`);
  const images = layers(widget).map(cssUrl).filter(Boolean);
  const flag = (value: unknown) => (typeof value === 'boolean' ? String(value) : undefined);
  return (
    <div
      className="folio-background"
      data-type={type}
      data-mute={flag(widget.mute)}
      data-loop={flag(widget.loop)}
      style={{
        width: '100%',
        height: '100%',
        backgroundColor: rgba(widget.color),
        backgroundImage: images.join(', ') || undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }}
    >
      {(type === 'video' || type === 'slideshow') && <BackgroundMedia key={type} type={type} widget={widget} active={active} stopped={stopped} />}
    </div>
  );
}
