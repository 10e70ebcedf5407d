import { twitterEmbedOf, widgetKindTexts, type TwitterWidget } from '@folio/model';
import { EmbedFrame } from '../embed-frame';
import type { KindViewProps } from '../on-demand';
import { stringField } from '../widget-fields';

/**
 * Twitter feed (fields not shown in the spec): a post (twitter.com or x.com /{user}/status/{id}) in Twitter's
 * tweet embed, a profile in its profile timeline, in a sandboxed frame; other addresses draw the empty box.
 */
export default function TwitterView({ widget }: KindViewProps<TwitterWidget>) {
  const embed = twitterEmbedOf(stringField(widget, 'url'));
  const title = embed?.kind === 'post' ? widgetKindTexts.twitterPost : widgetKindTexts.twitterProfile;
  return <EmbedFrame className="folio-twitter" src={embed?.src} kind={embed?.kind} title={title} />;
}
