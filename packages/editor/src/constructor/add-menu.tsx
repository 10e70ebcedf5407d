import { useRef } from 'react';
import { constructorTexts, libraryTexts, type WidgetType } from '@folio/model';
import { authoringGroups } from '@folio/widgets/authoring';
import { PlusIcon } from '../app/icons';
import { useNotify } from '../app/notices';
import { MenuButton } from './menu-button';
import { landingPoint, newWidget, visibleCenter, type LastLanding } from './new-widgets';
import { PictureFileInput, UploadIcon } from './uploads/picture-file-input';
import { startPictureUploads } from './uploads/picture-uploads';
import { useEditor } from './use-editor';
import './add-menu.css';

/**
 * The add menu: every widget kind by group, each with its pictogram and label (@folio/widgets/authoring). Choosing
 * one creates the widget with its kind's size and look in the middle of the part of the page in view — the next
 * ones a step right and down while the view stays the same — selected, and gives the canvas the focus (so the arrow
 * keys move it at once). "Picture from your computer…" picks picture files and uploads them to the middle, their
 * progress shown there on the canvas (docs/editor-library.md).
 */
export function AddMenu({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const lastLanding = useRef<LastLanding | undefined>(undefined);
  const center = () => {
    const page = editor.view.pageSize;
    const canvas = document.querySelector('.fo-canvas')?.getBoundingClientRect();
    return canvas ? visibleCenter(page, editor.session, canvas) : { x: page.width / 2, y: page.height / 2 };
  };
  const add = (type: WidgetType) => {
    const { pageId, viewport, zoom, pan } = editor.session;
    const { point, landing } = landingPoint(center(), { pageId, viewport, zoom, pan }, lastLanding.current);
    lastLanding.current = landing;
    editor.run('createWidgets', { widgets: [newWidget(type, editor.view.pageSize, point)] });
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
          authoringGroups.map(({ group, label, kinds }) => (
            <div key={group} role="group" aria-label={label} className={`fo-add__group fo-add__group--${group}`}>
              <div className="fo-add__heading" aria-hidden="true">
                {label}
              </div>
              <div className="fo-add__items">
                {kinds.map(({ type, label: kindLabel, Pictogram }) => (
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
                      <Pictogram />
                    </span>
                    <span className="fo-add__label">{kindLabel}</span>
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
                    <span className="fo-add__label">{libraryTexts.pictureFromComputer}</span>
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
