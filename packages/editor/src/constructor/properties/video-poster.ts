import { videoRefOfUrl, type Widget } from '@folio/model';
import { changesFor, findVideoPoster, type FieldPath, type PosterLookupOptions } from '@folio/widgets/authoring';
import type { Editor, WidgetChange } from '../../core';

// widgets-and-authoring.md §8, §9: a video address pasted in the constructor gets the provider's poster
// (poster-lookup.ts, through the server's proxy) as its thumbnail_url, so the published widget shows a picture before
// it plays. The address is written at once; the poster follows as a step of its own once found, into the widgets that
// still show that address and have no thumbnail yet. None is written when none was found.

type Source = Readonly<Record<string, unknown>>;

const sourceAt = (widget: Widget, path: readonly string[]): Source | undefined =>
  path.reduce<Source | undefined>((at, name) => at?.[name] as Source | undefined, widget as unknown as Source);

export async function writeVideoPoster(
  editor: Editor,
  widgetIds: readonly string[],
  path: readonly string[],
  url: string,
  options: PosterLookupOptions & { find?: typeof findVideoPoster } = {},
): Promise<void> {
  const ref = videoRefOfUrl(url);
  if (!ref) return;
  const poster = await (options.find ?? findVideoPoster)(ref, options);
  if (!poster) return;
  const waiting = widgetIds.flatMap((id) => {
    const widget = editor.document.widgets[id];
    const source = widget && sourceAt(widget, path);
    return widget && source?.url === url && !source.thumbnail_url ? [widget] : [];
  });
  if (!waiting.length) return;
  const prepared = changesFor(waiting as never, [[[...path, 'thumbnail_url'] as unknown as FieldPath, poster]]);
  if (prepared.ok) editor.run('updateWidgets', { changes: prepared.changes as WidgetChange[] });
}
