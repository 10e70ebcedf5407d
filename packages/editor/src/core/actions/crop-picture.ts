import { viewportNames, type PictureWidget, type Widget } from '@folio/model';
import type { Draft } from 'immer';
import type { Size } from '../crop';
import { freeBoxFields, overrideField, writeLayout } from '../document';
import { clean, type Box } from '../geometry';
import { documentAction } from './action';

export interface CropPictureArgs {
  id: string;
  /** The crop, in whole px of the original. */
  crop: Box;
  /** The widget's frame in the session's viewport that draws the crop where crop mode left it (page px). */
  frame: Box;
  /** The original's size (read from the loaded picture when the widget did not store it). */
  original: Size;
}

const FINAL_URL_KEYS = ['finalUrl', 'final2xUrl', 'final3xUrl'] as const;
const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * Applies crop mode (docs/editor.md "Cropping a picture"): the crop fields (one crop per widget, for every
 * viewport), the original's size, and the frame in the session's viewport. The other viewports keep their width and
 * take the crop's proportions, so none draws the picture stretched or cut differently. Final urls rendered with
 * another crop (`picture.crop`) are taken away with it: the viewer then draws the whole picture's address cut to the
 * new crop, as the canvas does.
 */
export const cropPicture = documentAction<CropPictureArgs>({
  name: 'cropPicture',
  recipe({ doc, view }, { id, crop, frame, original }) {
    const widget = doc.widgets[id] as Draft<Widget> | undefined;
    const drawn = view.widget(id);
    if (widget?.type !== 'picture' || !drawn || crop.w <= 0 || crop.h <= 0) return;
    const picture = widget as Draft<PictureWidget>;
    const writes = { cropX: crop.x, cropY: crop.y, cropW: crop.w, cropH: crop.h, originalW: original.w, originalH: original.h };
    for (const [field, value] of Object.entries(writes) as [keyof typeof writes, number][]) {
      if (picture[field] !== value) picture[field] = value;
    }
    const source = picture.picture;
    if (source?.crop && !sameBox(source.crop, crop) && (source.url || source.unscaledUrl)) {
      for (const key of FINAL_URL_KEYS) delete source[key];
      delete source.crop;
    }
    const { viewport } = view.session;
    writeLayout(widget, viewport, freeBoxFields(drawn, frame));
    const ratio = crop.w / crop.h;
    for (const other of viewportNames) {
      if (other === viewport) continue;
      if (other === 'default') {
        if (!picture.is_full_width && !picture.is_full_height) picture.h = clean(picture.w / ratio);
        continue;
      }
      // A viewport with no size of its own draws the default's, which follows above.
      const override = (widget as Record<string, unknown>)[overrideField(other)] as Record<string, unknown> | undefined;
      if (!override || (override.w === undefined && override.h === undefined) || override.is_full_width || override.is_full_height) continue;
      const width = typeof override.w === 'number' ? override.w : picture.w;
      override.h = clean(width / ratio);
    }
  },
});
