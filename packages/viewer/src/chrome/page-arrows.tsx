import { viewerUiTexts } from '@folio/model';
import { useEffect, useRef } from 'react';
import { useViewer, useViewerActions } from '../viewer-state';
import { arrowsFor } from './chrome-rules';
import { Icon } from './icons';

/**
 * viewer-and-project.md §2, §4: previous / next arrows of the horizontal layout. They appear once the
 * core sets arrowsVisible (1000 ms after render); next is hidden on the last page, previous on the first.
 */
export function PageArrows() {
  const actions = useViewerActions();
  const visible = useViewer((s) => s.arrowsVisible);
  const pageIndex = useViewer((s) => s.pageIndex);
  const count = useViewer((s) => s.mag?.pages.length ?? 0);
  const pressed = useRef<'prev' | 'next' | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // An arrow pressed from the keyboard may vanish on the first or last page: keep focus on the other one.
  useEffect(() => {
    if (!pressed.current || (document.activeElement && document.activeElement !== document.body)) return;
    (nextRef.current ?? prevRef.current)?.focus();
  }, [pageIndex]);

  if (!visible) return null;
  const shown = arrowsFor(pageIndex, count);
  const go = (direction: 'prev' | 'next') => {
    pressed.current = direction;
    actions[direction]('arrow');
  };
  return (
    <>
      {shown.prev && (
        <button ref={prevRef} type="button" className="fo-button fo-arrow fo-arrow--prev" aria-label={viewerUiTexts.previousPage} onClick={() => go('prev')}>
          <Icon name="prev" />
        </button>
      )}
      {shown.next && (
        <button ref={nextRef} type="button" className="fo-button fo-arrow fo-arrow--next" aria-label={viewerUiTexts.nextPage} onClick={() => go('next')}>
          <Icon name="next" />
        </button>
      )}
    </>
  );
}
