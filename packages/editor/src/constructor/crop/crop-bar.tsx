import { useEffect, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { cropTexts } from '@folio/model';
import { wholePictureUrl } from '../../core';
import { useEditor, useEditorState } from '../use-editor';
import './crop.css';

/**
 * Reads the size of a picture that did not store its original's (an address from elsewhere): the whole picture is
 * loaded and crop mode opens at its natural size, or closes with a notice saying it could not be read.
 */
function useNaturalSize() {
  const editor = useEditor();
  const measuring = useEditorState(({ session }) => (session.crop && !session.crop.state ? session.crop.id : null));
  useEffect(() => {
    if (!measuring) return;
    const widget = editor.document.widgets[measuring];
    const src = widget?.type === 'picture' ? wholePictureUrl(widget.picture) : undefined;
    if (!src) return editor.cropUnavailable(measuring, 'unknownSize');
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (!live || editor.session.crop?.id !== measuring) return;
      if (image.naturalWidth > 0 && image.naturalHeight > 0) editor.beginCrop(measuring, { w: image.naturalWidth, h: image.naturalHeight });
      else editor.cropUnavailable(measuring, 'unknownSize');
    };
    image.onerror = () => {
      if (live && editor.session.crop?.id === measuring) editor.cropUnavailable(measuring, 'unknownSize');
    };
    image.src = src;
    return () => {
      live = false;
    };
  }, [editor, measuring]);
}

/**
 * Crop mode's bar over the canvas (docs/editor.md "Cropping a picture"): it says how to leave (Enter applies, Escape
 * cancels) and offers Apply, Cancel and Reset; or it says why a picture cannot be cropped. Screen readers hear it
 * through a status line that is always there.
 */
export function CropBar({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  useNaturalSize();
  const mode = useEditorState(({ session }) => (session.crop ? (session.crop.state ? 'cropping' : 'measuring') : null));
  const notice = useEditorState(({ session }) => session.cropNotice?.reason ?? null);
  const then = (act: () => void) => () => {
    act();
    canvasFocus();
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (mode) editor.cancelCrop();
    else editor.dismissCropNotice();
    canvasFocus();
  };
  const text = mode === 'cropping' ? cropTexts.bar : mode === 'measuring' ? cropTexts.measuring : '';
  return (
    <>
      <p className="fo-visually-hidden" role="status">
        {text}
      </p>
      {mode && (
        <div className="fo-crop-bar" role="toolbar" aria-label={cropTexts.barLabel} onKeyDown={onKeyDown}>
          <p className="fo-crop-bar__text" aria-hidden="true">
            {text}
          </p>
          {mode === 'cropping' && (
            <button type="button" className="fo-button fo-button--quiet fo-button--small" title={cropTexts.resetHint} onClick={then(() => editor.resetCrop())}>
              {cropTexts.reset}
            </button>
          )}
          <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={then(() => editor.cancelCrop())}>
            {cropTexts.cancel}
          </button>
          {mode === 'cropping' && (
            <button type="button" className="fo-button fo-button--primary fo-button--small" onClick={then(() => editor.applyCrop())}>
              {cropTexts.apply}
            </button>
          )}
        </div>
      )}
      {!mode && notice && (
        <div className="fo-crop-bar fo-crop-bar--notice" role="alert" onKeyDown={onKeyDown}>
          <p className="fo-crop-bar__text">{cropTexts.unavailable[notice]}</p>
          <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={then(() => editor.dismissCropNotice())}>
            {cropTexts.dismiss}
          </button>
        </div>
      )}
    </>
  );
}
