import { useRef } from 'react';
import { constructorTexts, libraryTexts, type WidgetType } from '@folio/model';
import { PlusIcon } from '../app/icons';
import { useNotify } from '../app/notices';
import { MenuButton } from './menu-button';
import { addMenuGroups, kindLabel, newWidget, visibleCenter } from './new-widgets';
import { PictureFileInput, UploadIcon } from './uploads/picture-file-input';
import { startPictureUploads } from './uploads/picture-uploads';
import { useEditor } from './use-editor';

/**
 * The add menu: every widget kind by group. Choosing one creates the widget with its kind's defaults in the middle
 * of the part of the page in view, selected, and gives the canvas the focus (so the arrow keys move it at once).
 * "Picture from your computer…" picks picture files and uploads them to the same place, their progress shown there
 * on the canvas (docs/editor-library.md).
 */
export function AddMenu({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const center = () => {
    const page = editor.view.pageSize;
    const canvas = document.querySelector('.fo-canvas')?.getBoundingClientRect();
    return canvas ? visibleCenter(page, editor.session, canvas) : { x: page.width / 2, y: page.height / 2 };
  };
  const add = (type: WidgetType) => {
    editor.run('createWidgets', { widgets: [newWidget(type, editor.view.pageSize, center())] });
    canvasFocus();
  };
  const upload = (files: File[]) => {
    startPictureUploads(editor, files, center(), { onError: (message) => notify('error', message) });
    canvasFocus();
  };
  return (
    <>
      <PictureFileInput inputRef={fileInput} multiple onFiles={upload} />
      <MenuButton
        className="fo-button fo-button--primary fo-button--small"
        menuClassName="fo-add__menu"
        menuLabel={constructorTexts.addWidget}
        label={
          <>
            <PlusIcon />
            {constructorTexts.add}
          </>
        }
      >
        {(close) =>
          addMenuGroups.map(({ group, kinds }) => (
            <div key={group} role="group" aria-label={constructorTexts.addGroups[group]} className="fo-add__group">
              <div className="fo-add__heading" aria-hidden="true">
                {constructorTexts.addGroups[group]}
              </div>
              <div className="fo-add__items">
                {kinds.map((type) => (
                  <button
                    key={type}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="fo-add__item"
                    data-kind={type}
                    onClick={() => {
                      close();
                      add(type);
                    }}
                  >
                    <span className="fo-add__glyph" aria-hidden="true">
                      {kindLabel(type).slice(0, 1)}
                    </span>
                    {kindLabel(type)}
                  </button>
                ))}
                {group === 'basic' && (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="fo-add__item fo-add__item--upload"
                    data-kind="picture-upload"
                    onClick={() => {
                      close();
                      fileInput.current?.click();
                    }}
                  >
                    <span className="fo-add__glyph fo-add__glyph--upload" aria-hidden="true">
                      <UploadIcon />
                    </span>
                    {libraryTexts.pictureFromComputer}
                  </button>
                )}
              </div>
            </div>
          ))
        }
      </MenuButton>
    </>
  );
}
