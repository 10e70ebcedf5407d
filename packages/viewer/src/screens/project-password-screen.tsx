import { viewerMessages } from '@folio/model';
import { rememberProjectPassword } from '../project-password';
import { useViewer, useViewerActions } from '../viewer-state';
import { PasswordForm } from './password-form';

/** viewer-and-project.md §2, §4: the project password prompt, shown when the project is forbidden. */
export function ProjectPasswordScreen() {
  const actions = useViewerActions();
  const numId = useViewer((state) => state.numId);
  // viewer-and-project.md §6: kept for this tab, for the text of a share by e-mail.
  const unlock = async (pass: string) => {
    const opened = await actions.unlockProject(pass);
    if (opened && numId != null) rememberProjectPassword(numId, pass);
    return opened;
  };
  return (
    <main className="fo-screen">
      <PasswordForm heading="h1" title={viewerMessages.projectPasswordPrompt} onUnlock={unlock} />
    </main>
  );
}
