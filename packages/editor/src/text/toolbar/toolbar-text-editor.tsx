import { useId, useRef, useState } from 'react';
import { textToolbarTexts } from '@folio/model';
import { TextEditor, type TextEditorProps } from '../text-editor';
import { TextToolbar, type TextToolbarProps } from './text-toolbar';

export type ToolbarTextEditorProps = Omit<TextEditorProps, 'children' | 'onToolbarRequest' | 'describedBy' | 'typography'> &
  Pick<TextToolbarProps, 'projectId' | 'typography' | 'fonts' | 'anchor' | 'bounds' | 'zoom' | 'onEditStyles'>;

/**
 * The text editor with its toolbar (docs/editor.md "Text toolbar"), as the constructor opens a text on the canvas:
 * one chunk, fetched once the constructor is up. Alt+F10 in the text reaches the toolbar, Escape there comes back.
 */
export function ToolbarTextEditor({ projectId, typography, fonts, anchor, bounds, zoom, onEditStyles, ...editor }: ToolbarTextEditorProps) {
  const hintId = useId();
  const focusToolbar = useRef<(() => void) | null>(null);
  const [paddingsShown, setPaddingsShown] = useState(false);
  return (
    <>
      <TextEditor {...editor} typography={typography} describedBy={hintId} onToolbarRequest={() => focusToolbar.current?.()}>
        <TextToolbar
          projectId={projectId}
          typography={typography}
          fonts={fonts}
          anchor={anchor}
          bounds={bounds}
          zoom={zoom}
          onEditStyles={onEditStyles}
          focusRef={focusToolbar}
          paddingsShown={paddingsShown}
          onPaddingsShown={setPaddingsShown}
        />
      </TextEditor>
      <span id={hintId} hidden>
        {textToolbarTexts.reachHint}
      </span>
    </>
  );
}
