import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dashboardTexts, viewerMessages } from '@folio/model';
import { Dashboard } from '../dashboard/dashboard';
import { WelcomeScreen } from '../dashboard/welcome-screen';
import { errorText } from './api';
import type { EditorBoot } from './boot';
import { ConstructorShell } from './constructor-shell';
import { useDocumentTitle } from './document-title';
import { AppLink, useLocationPath } from './navigation';
import { queryKeys, useApi } from './queries';
import { homePath, parseEditorRoute } from './routes';
import { StatusView } from './status-view';

/**
 * The authors' app (docs/editor.md "Dashboard and routes"): who is signed in decides between the welcome screen and
 * the app; the address decides between the dashboard (/) and the constructor (/edit/{num_id}/). A signed-out author
 * who opens a project's address signs in right there and lands in it.
 */
export function App({ boot }: { boot?: EditorBoot }) {
  const api = useApi();
  const route = parseEditorRoute(useLocationPath());
  const me = useQuery({
    queryKey: queryKeys.me,
    queryFn: api.me,
    // The server wrote who is signed in into the page: the first paint is already the right screen.
    ...(boot ? { initialData: boot.user } : {}),
    staleTime: Infinity,
  });

  if (me.isPending) return <Screen><StatusView kind="loading" title={dashboardTexts.appName} /></Screen>;
  if (me.isError) {
    return (
      <Screen>
        <StatusView
          kind="error"
          title={errorText(me.error)}
          action={
            <button type="button" className="fo-button fo-button--primary" onClick={() => void me.refetch()}>
              {dashboardTexts.retry}
            </button>
          }
        />
      </Screen>
    );
  }
  if (route.kind === 'notFound') return <NotFound />;
  const user = me.data;
  if (!user) return <WelcomeScreen />;
  if (route.kind !== 'edit') return <Dashboard user={user} />;
  // The project the page was answered for, while it is still the one at the address (and the author signed in then).
  const known = boot?.project?.num_id === route.numId && boot.user?._id === user._id ? boot.project._id : undefined;
  return <ConstructorShell key={route.numId} numId={route.numId} user={user} knownId={known} />;
}

function Screen({ children }: { children: ReactNode }) {
  return <main className="fo-main fo-main--center">{children}</main>;
}

function NotFound() {
  useDocumentTitle(viewerMessages.pageNotFound);
  return (
    <Screen>
      <StatusView
        kind="notFound"
        title={viewerMessages.pageNotFound}
        action={
          <AppLink href={homePath} className="fo-button fo-button--primary">
            {dashboardTexts.allProjects}
          </AppLink>
        }
      />
    </Screen>
  );
}
