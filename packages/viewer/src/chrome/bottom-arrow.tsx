import { viewerUiTexts } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { Icon } from './icons';

/** viewer-and-project.md §4: the vertical layout's bottom arrow, shown while bottomArrowVisible. */
export function BottomArrow() {
  const actions = useViewerActions();
  const visible = useViewer((s) => s.bottomArrowVisible);
  if (!visible) return null;
  return (
    <button type="button" className="fo-button fo-arrow fo-arrow--bottom" aria-label={viewerUiTexts.scrollDown} onClick={() => actions.scrollByScreen(1)}>
      <Icon name="down" />
    </button>
  );
}
