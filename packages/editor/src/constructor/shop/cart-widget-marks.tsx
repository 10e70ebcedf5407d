import { shopEditorTexts } from '@folio/model';
import { frameStyle } from '../overlay';
import { useEditor, useEditorState, useSettledEditorState } from '../use-editor';
import { problemMessage, shownAddToCartProblem } from './add-to-cart-validity';
import { useShop } from './use-shop';
import './shop.css';

/**
 * On the canvas, each add-to-cart widget of the page that cannot sell is marked, as its properties panel says
 * (ecommerce.md §5: invalid with no product chosen, or one not in the loaded list). The marks follow the document
 * when a gesture ends and step aside while one is under way.
 */
export function CartWidgetMarks() {
  const editor = useEditor();
  const { magId, zoom, pan } = useEditorState(({ document, session }) => ({ magId: document.magId, zoom: session.zoom, pan: session.pan }));
  // Drawn again when a gesture begins or ends (the tool's state) and when the settled document, page or viewport change.
  useEditorState(({ session }) => session.toolState);
  useSettledEditorState(({ document, session }) => [document, session.pageId, session.viewport]);
  const view = editor.view;
  const ids = editor.isInGesture ? [] : view.stack({ drawn: true }).filter((id) => view.widget(id)?.type === 'addtocart');
  const { provider, products, forbidden } = useShop(magId, ids.length > 0);
  if (!ids.length || forbidden) return null;
  const loaded = products.isSuccess ? products.data : null;
  const marks = ids.flatMap((id) => {
    const widget = view.widget(id);
    const frame = view.frame(id);
    const problem = widget?.type === 'addtocart' && frame ? shownAddToCartProblem(widget, provider, loaded) : null;
    return problem && frame ? [{ id, frame, problem }] : [];
  });
  return (
    <div className="fo-cart-marks" aria-hidden="true">
      {marks.map(({ id, frame, problem }) => (
        <div key={id} className="fo-cart-mark" data-widget-id={id} title={problemMessage(problem)} style={frameStyle(frame, zoom, pan)}>
          <span className="fo-cart-mark__badge">{shopEditorTexts.invalidMark}</span>
        </div>
      ))}
    </div>
  );
}
