import { constructorTexts, type WidgetType } from '@folio/model';
import { PlusIcon } from '../app/icons';
import { MenuButton } from './menu-button';
import { addMenuGroups, kindLabel, newWidget, visibleCenter } from './new-widgets';
import { useEditor } from './use-editor';

/**
 * The add menu: every widget kind by group. Choosing one creates the widget with its kind's defaults in the middle
 * of the part of the page in view, selected, and gives the canvas the focus (so the arrow keys move it at once).
 */
export function AddMenu({ canvasFocus }: { canvasFocus: () => void }) {
  const editor = useEditor();
  const add = (type: WidgetType) => {
    const page = editor.view.pageSize;
    const canvas = document.querySelector('.fo-canvas')?.getBoundingClientRect();
    const center = canvas ? visibleCenter(page, editor.session, canvas) : { x: page.width / 2, y: page.height / 2 };
    editor.run('createWidgets', { widgets: [newWidget(type, page, center)] });
    canvasFocus();
  };
  return (
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
            </div>
          </div>
        ))
      }
    </MenuButton>
  );
}
