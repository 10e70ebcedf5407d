import { viewerMessages } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { PasswordForm } from '../screens/password-form';
import { useDialogFocus } from './use-dialog-focus';

const ignoreEscape = () => {};

/**
 * viewer-and-project.md §2: the per-page password form, shown over a protected (unauthorized) page. The core
 * decides when (pagePasswordFor: once per protected page, cleared on unlock or when the visitor moves on).
 * A labelled dialog that takes focus when shown (its Password field); not modal, so Tab goes on to the
 * toolbar and the visitor can still open the menu or move to another page.
 */
export function PagePasswordForm() {
  const actions = useViewerActions();
  const pageId = useViewer((s) => s.pagePasswordFor);
  // Re-runs the focus move for every page that shows the form (`panel`).
  const { ref } = useDialogFocus<HTMLDivElement>({ onEscape: ignoreEscape, panel: pageId ?? '', initial: 'input' });
  if (!pageId) return null;
  return (
    <div className="fo-page-lock">
      <div ref={ref} className="fo-dialog" role="dialog" aria-label={viewerMessages.pagePasswordPrompt} tabIndex={-1}>
        <PasswordForm key={pageId} title={viewerMessages.pagePasswordPrompt} onUnlock={actions.unlockPage} />
      </div>
    </div>
  );
}
