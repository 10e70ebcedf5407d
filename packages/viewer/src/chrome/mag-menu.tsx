import { useRef, type MouseEvent } from 'react';
import { imageVariantUrl, isPipelineImageUrl, menuThumbnailConstants, nestedPageNumbers, viewerMessages, viewerUiTexts } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { menuThumbnailSize, publishedText } from './chrome-rules';
import { pageHref } from './share-links';
import { Icon } from './icons';
import { MENU_BUTTON_SELECTOR, MENU_ID } from './toolbar';
import { useDialogFocus } from './use-dialog-focus';
import { useShownThumbnails } from './thumbnail-loading';
import { AuthorAvatar, AuthorLinks, AuthorName } from './author-info';

// A plain click navigates in place; modified clicks keep the browser's behaviour (new tab, window).
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * viewer-and-project.md §2: the mag menu — optional project info (author avatar and name, "published by"
 * date, title: the name on one line, "Published Mar 5, 2024" under it) and a scrollable list of page thumbnails with page numbers (nested allowed); private pages
 * are marked. Closed by its Close button, Esc, or a tap outside it.
 */
export function MagMenu({ projectInfo }: { projectInfo: boolean }) {
  const actions = useViewerActions();
  const mag = useViewer((s) => s.mag);
  const pageIndex = useViewer((s) => s.pageIndex);
  const env = useViewer((s) => s.env);
  const customDomain = useViewer((s) => s.customDomain);
  const layout = useViewer((s) => s.layout);
  const deviceClass = useViewer((s) => s.deviceClass);
  const publicUrl = useViewer((s) => s.publicUrl);
  const close = () => actions.toggleMenu(false);
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>({
    onEscape: close,
    initial: '[aria-current="page"]',
    returnTo: MENU_BUTTON_SELECTOR,
  });
  const pagesList = useRef<HTMLOListElement>(null);
  const shown = useShownThumbnails(pagesList, mag?.pages.length ?? 0);
  if (!mag) return null;
  const size = menuThumbnailSize(deviceClass, layout);
  const numbers = nestedPageNumbers(mag.pages);

  return (
    <div className="fo-menu-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div id={MENU_ID} ref={ref} className={`fo-menu fo-menu--${layout}`} onKeyDown={onKeyDown}>
        {/* The author's links stay outside the navigation: it lists pages alone. */}
        <div className="fo-menu__head">
          {projectInfo && (
            <div className="fo-menu__info">
              <AuthorAvatar user={mag.user} />
              <div>
                <p className="fo-menu__author">
                  <AuthorName user={mag.user} env={env} publicUrl={publicUrl} customDomain={customDomain} />
                </p>
                <p className="fo-menu__date">
                  {mag.published ? (
                    <>
                      {`${viewerUiTexts.published} `}
                      <time dateTime={mag.published}>{publishedText(mag.published)}</time>
                    </>
                  ) : (
                    viewerMessages.unpublished
                  )}
                </p>
              </div>
              {mag.title && <h2 className="fo-menu__title">{mag.title}</h2>}
              <AuthorLinks user={mag.user} env={env} />
            </div>
          )}
        </div>
        <nav className="fo-menu__nav" aria-label={viewerUiTexts.pages}>
          <button type="button" className="fo-button fo-menu__close" aria-label={viewerUiTexts.closeMenu} onClick={close}>
            <Icon name="close" />
          </button>
          <ol className="fo-menu__pages" ref={pagesList}>
            {mag.pages.map((page, index) => {
              const num = numbers[index]!;
              const locked = !!(page.is_private || page.unauthorized);
              const label = [viewerUiTexts.pageNumber(num), page.title, locked && viewerMessages.privatePage]
                .filter(Boolean)
                .join(', ');
              return (
                <li key={page._id} data-thumbnail-index={index}>
                  <a
                    className="fo-thumb"
                    href={pageHref(mag, page, env, customDomain)}
                    aria-label={label}
                    aria-current={index === pageIndex ? 'page' : undefined}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      actions.goToPage(index, 'menu');
                      close();
                    }}
                  >
                    <span className="fo-thumb__image" style={{ width: size.width, height: size.height }}>
                      {page.screenshot && !page.unauthorized ? (
                        (shown === 'all' || shown.has(index)) && <img {...thumbnailSource(page.screenshot)} alt="" loading="lazy" decoding="async" width={size.width} height={size.height} />
                      ) : (
                        // The caption holds the number: the placeholder stands in for the picture with the title alone.
                        <span className="fo-thumb__placeholder">{page.title}</span>
                      )}
                    </span>
                    <span className="fo-thumb__caption">
                      <span className="fo-thumb__num">{num}</span>
                      {page.title && <span className="fo-thumb__title">{page.title}</span>}
                      {locked && (
                        <span className="fo-thumb__private">
                          <Icon name="lock" />
                          {viewerMessages.privatePage}
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </div>
  );
}

/**
 * A page's screenshot as the menu fetches it: 256 px wide (viewer-and-project.md §9), twice that on dense screens,
 * when it is a picture of Folio's own; another address as it is.
 */
function thumbnailSource(screenshot: string): { src: string; srcSet?: string } {
  if (!isPipelineImageUrl(screenshot)) return { src: screenshot };
  const width = menuThumbnailConstants.fetchWidthPx;
  const src = imageVariantUrl(screenshot, { width });
  return { src, srcSet: `${src} 1x, ${imageVariantUrl(screenshot, { width, dpr: 2 })} 2x` };
}
