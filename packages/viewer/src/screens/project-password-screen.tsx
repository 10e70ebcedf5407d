import { viewerMessages } from '@folio/model';
import { useViewerActions } from '../viewer-state';
import { PasswordForm } from './password-form';

/** viewer-and-project.md §2, §4: the project password prompt, shown when the project is forbidden. */
export function ProjectPasswordScreen() {
  const actions = useViewerActions();
  return (
    <main className="fo-screen">
      <PasswordForm heading="h1" title={viewerMessages.projectPasswordPrompt} onUnlock={actions.unlockProject} />
    </main>
  );
}
