import { facebookEmbedOf, widgetKindTexts, type FacebookWidget } from '@folio/model';
import { EmbedFrame } from '../embed-frame';
import type { KindViewProps } from '../on-demand';
import { stringField } from '../widget-fields';

/**
 * Facebook feed (fields not shown in the spec): Facebook's page plugin (timeline tab, the widget's size) for a page,
 * its post plugin for a post, photo or video, in a sandboxed frame. Only facebook.com addresses; others draw the
 * empty box.
 */
export default function FacebookView({ widget }: KindViewProps<FacebookWidget>) {
  const embed = facebookEmbedOf(stringField(widget, 'url'), { width: widget.w, height: widget.h });
  const title = embed?.kind === 'post' ? widgetKindTexts.facebookPost : widgetKindTexts.facebookPage;
  return <EmbedFrame className="folio-facebook" src={embed?.src} kind={embed?.kind} title={title} />;
}
