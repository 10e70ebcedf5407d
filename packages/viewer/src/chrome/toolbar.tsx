import { pageCounterText, shareCaptions, viewerUiTexts } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { menuButtonState } from './chrome-rules';
import type { ChromeVisibility } from './chrome-rules';
import { Icon } from './icons';

/** The message an embedded viewer posts to its parent page when the visitor presses Close. */
export const EMBED_CLOSE_MESSAGE = 'folio:close';

export const MENU_ID = 'fo-menu';
export const MENU_BUTTON_SELECTOR = '.fo-menu-button';
export const SHARE_BUTTON_SELECTOR = '.fo-share-button';

function closeEmbed(numId: number | undefined) {
  if (window.parent !== window) window.parent.postMessage({ type: EMBED_CLOSE_MESSAGE, numId }, '*');
  else window.close();
}

/**
 * viewer-and-project.md §2, §4: the toolbar — menu button (preloading / waiting states), project info,
 * page counter ("N of total", hidden while the menu is open), share button, Close in embed mode. Top or
 * bottom per viewOpts.controlsontop; faded out in presentation mode.
 */
export function Toolbar({ visibility }: { visibility: ChromeVisibility }) {
  const actions = useViewerActions();
  const mag = useViewer((s) => s.mag);
  const menuOpen = useViewer((s) => s.menuOpen);
  const shareOpen = useViewer((s) => s.share !== null);
  const counterVisible = useViewer((s) => s.counterVisible);
  const pageIndex = useViewer((s) => s.pageIndex);
  const presentation = useViewer((s) => s.presentation);
  const buttonState = useViewer((s) => menuButtonState(s.pageLoading, s.waitingVideoBackground));
  const total = mag?.pages.length ?? 0;

  return (
    <div
      className={`fo-toolbar fo-toolbar--${visibility.controlsOnTop ? 'top' : 'bottom'}`}
      data-hidden={presentation || undefined}
      inert={presentation}
    >
      {visibility.menuButton && (
        <button
          type="button"
          className="fo-button fo-menu-button"
          aria-label={viewerUiTexts.menu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MENU_ID : undefined}
          aria-busy={buttonState === 'loading' || undefined}
          data-state={buttonState}
          onClick={() => actions.toggleMenu()}
        >
          <Icon name="menu" />
        </button>
      )}
      {visibility.projectInfo && mag && (
        <p className="fo-toolbar__info">
          <span className="fo-toolbar__author">{mag.user.name}</span>
          {mag.title && <span className="fo-toolbar__title">{mag.title}</span>}
        </p>
      )}
      <span className="fo-toolbar__spacer" />
      {visibility.counter && (
        <p className="fo-counter" role="status">
          {counterVisible && !menuOpen ? pageCounterText(pageIndex + 1, total) : ''}
        </p>
      )}
      {visibility.share && (
        <button
          type="button"
          className="fo-button fo-share-button"
          aria-label={shareCaptions.share}
          aria-haspopup="dialog"
          aria-expanded={shareOpen}
          onClick={() => (shareOpen ? actions.closeShare() : actions.openShare())}
        >
          <Icon name="share" />
        </button>
      )}
      {visibility.close && (
        <button type="button" className="fo-button" aria-label={shareCaptions.close} onClick={() => closeEmbed(mag?.num_id)}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
