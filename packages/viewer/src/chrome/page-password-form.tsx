import { viewerMessages } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { PasswordForm } from '../screens/password-form';

/**
 * viewer-and-project.md §2: the per-page password form, shown over a protected (unauthorized) page. The core
 * decides when (pagePasswordFor: once per protected page, cleared on unlock or when the visitor moves on).
 */
export function PagePasswordForm() {
  const actions = useViewerActions();
  const pageId = useViewer((s) => s.pagePasswordFor);
  if (!pageId) return null;
  return (
    <div className="fo-page-lock">
      <div className="fo-dialog">
        <PasswordForm key={pageId} title={viewerMessages.pagePasswordPrompt} onUnlock={actions.unlockPage} />
      </div>
    </div>
  );
}
