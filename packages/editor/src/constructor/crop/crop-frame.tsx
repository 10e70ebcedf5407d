import { cropConstants, cropTexts, imageVariantUrl, isPipelineImageUrl, type PictureWidget } from '@folio/model';
import { cropFrame, pictureBox, resizeHandles, wholePictureUrl, type CropState, type Point } from '../../core';
import './crop.css';

const HANDLE_CURSORS: Record<string, string> = { nw: 'nwse-resize', se: 'nwse-resize', ne: 'nesw-resize', sw: 'nesw-resize', n: 'ns-resize', s: 'ns-resize', e: 'ew-resize', w: 'ew-resize' };
const HANDLE_NAMES: Record<string, string> = { nw: 'top left', n: 'top', ne: 'top right', e: 'right', se: 'bottom right', s: 'bottom', sw: 'bottom left', w: 'left' };
// Pictures the image service does not scale (as the viewer has it, widgets/picture/view.tsx).
const UNSCALED_TYPES = new Set(['image/svg+xml', 'image/gif']);

/** The whole picture's address at the size crop mode draws it (the service scales pipeline pictures). */
function wholePictureSrc(widget: PictureWidget, state: CropState): string | undefined {
  const src = wholePictureUrl(widget.picture);
  if (!src || !isPipelineImageUrl(src) || UNSCALED_TYPES.has(widget.picture?.type ?? '')) return src;
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return imageVariantUrl(src, { width: Math.ceil(state.original.w * state.scale), dpr });
}

/**
 * Crop mode over the canvas (docs/editor.md "Cropping a picture"): the whole original picture at the widget's scale,
 * dimmed outside the crop, and the crop frame with its eight handles. It lies in the overlay, so presses reach the
 * core's crop handling (a handle crops, inside moves the picture, outside applies) like any press on the canvas.
 */
export function CropFrame({ widget, state, zoom, pan }: { widget: PictureWidget; state: CropState; zoom: number; pan: Point }) {
  const whole = pictureBox(state);
  const frame = cropFrame(state);
  const src = wholePictureSrc(widget, state);
  const box = { left: pan.x + whole.x * zoom, top: pan.y + whole.y * zoom, width: whole.w * zoom, height: whole.h * zoom };
  const inner = { left: (frame.x - whole.x) * zoom, top: (frame.y - whole.y) * zoom, width: frame.w * zoom, height: frame.h * zoom };
  const handleAt = (handle: string) => ({
    left: inner.left + (handle.includes('w') ? 0 : handle.includes('e') ? inner.width : inner.width / 2),
    top: inner.top + (handle.includes('n') ? 0 : handle.includes('s') ? inner.height : inner.height / 2),
  });
  const { crop } = state;
  return (
    <div className="fo-crop" data-widget-id={widget._id} style={{ ...box, ['--fo-crop-dim' as string]: `rgba(0, 0, 0, ${cropConstants.dimOpacity})` }}>
      <div className="fo-crop__clip">
        {src && <img className="fo-crop__picture" src={src} alt="" draggable={false} />}
        <div
          className="fo-crop__frame"
          role="img"
          aria-label={`${cropTexts.frameLabel}. ${cropTexts.size(Math.round(crop.w), Math.round(crop.h))}`}
          data-crop-x={Math.round(crop.x)}
          data-crop-y={Math.round(crop.y)}
          data-crop-w={Math.round(crop.w)}
          data-crop-h={Math.round(crop.h)}
          style={inner}
        />
      </div>
      {resizeHandles.map((handle) => (
        <div
          key={handle}
          className="fo-crop__handle"
          data-handle={handle}
          title={cropTexts.handle(HANDLE_NAMES[handle]!)}
          style={{ ...handleAt(handle), cursor: HANDLE_CURSORS[handle] }}
        />
      ))}
      <div className="fo-crop__size" style={{ left: inner.left + inner.width / 2, top: inner.top + inner.height + 12 }}>
        {Math.round(crop.w)} × {Math.round(crop.h)}
      </div>
    </div>
  );
}
