import { constructorTexts, publishTexts } from '@folio/model';
import { useEditorState } from '../use-editor';
import { searchPreviewOf, sharePreviewOf } from './publish-state';

/**
 * How the current page looks when shared (an Open Graph card: picture, title, description, host) and in search
 * results (title, address, description), from its share and SEO fields and the project's, as the viewer's head
 * gives them; "Edit…" opens the page's settings where they are typed.
 */
export function SharePreview({ address, onEdit }: { address: string; onEdit: () => void }) {
  const { project, page, num } = useEditorState(({ document, session }) => ({
    project: document.project,
    page: document.pages[session.pageId],
    num: document.pageIds.indexOf(session.pageId) + 1,
  }));
  if (!page) return null;
  const source = { project, page };
  const card = sharePreviewOf(source, address);
  const search = searchPreviewOf(source);
  return (
    <section className="fo-publish__section" aria-labelledby="fo-publish-share">
      <h3 id="fo-publish-share" className="fo-publish__heading">
        {publishTexts.sharePreview}
      </h3>
      <p className="fo-publish__note">{publishTexts.shareFrom(constructorTexts.pageName(num, page.title))}</p>
      <div className="fo-publish__previews">
        <figure className="fo-share-card" aria-label={publishTexts.shareCard}>
          <figcaption className="fo-publish__caption">{publishTexts.shareCard}</figcaption>
          <div className="fo-share-card__frame">
            {card.image ? (
              <img className="fo-share-card__image" src={card.image} alt="" />
            ) : (
              <div className="fo-share-card__image fo-share-card__image--none">{publishTexts.noShareImage}</div>
            )}
            <div className="fo-share-card__text">
              <span className="fo-share-card__domain">{card.domain}</span>
              <span className="fo-share-card__title" data-testid="share-title">
                {card.title}
              </span>
              <span className="fo-share-card__description">{card.description}</span>
            </div>
          </div>
        </figure>
        <figure className="fo-search-result" aria-label={publishTexts.searchResult}>
          <figcaption className="fo-publish__caption">{publishTexts.searchResult}</figcaption>
          <div className="fo-search-result__frame">
            <span className="fo-search-result__url">{card.url}</span>
            <span className="fo-search-result__title" data-testid="search-title">
              {search.title}
            </span>
            <span className="fo-search-result__description">{search.description}</span>
          </div>
        </figure>
      </div>
      <button type="button" className="fo-button fo-button--quiet fo-button--small fo-publish__edit" onClick={onEdit}>
        {publishTexts.editShareFields}
      </button>
    </section>
  );
}
