import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dashboardTexts, type User } from '@folio/model';
import { displayTitle } from '../dashboard/project-status';
import { errorText, isNotFound, type Project } from './api';
import { AppHeader } from './app-header';
import { useDocumentTitle } from './document-title';
import { ArrowLeftIcon } from './icons';
import { AppLink, useFocusAfterNavigation } from './navigation';
import { queryKeys, useApi } from './queries';
import { homePath } from './routes';
import { StatusView } from './status-view';

// The constructor is a chunk of its own: the dashboard never downloads it; at a project's address it downloads at
// once, beside the draft.
const loadSlot = () => import('./constructor-slot');
const ConstructorSlot = lazy(() => loadSlot().then((module) => ({ default: module.ConstructorSlot })));

/**
 * /edit/{num_id}/: loads the author's project's draft and hands it to the constructor slot. The project is the one
 * the server named in the page (`knownId`, its draft already preloading), else found by its num_id in the author's
 * project list. Loading, a failure (with a retry) and a project that is not theirs or not there (not found) each
 * have their own screen.
 */
export function ConstructorShell({ numId, user, knownId }: { numId: number; user: User; knownId?: string | undefined }) {
  const api = useApi();
  const projects = useQuery({ queryKey: queryKeys.projects, queryFn: api.projects, enabled: knownId === undefined });
  const id = knownId ?? projects.data?.find((project) => project.num_id === numId)?._id;
  const project = useQuery({
    queryKey: queryKeys.project(id ?? ''),
    queryFn: () => api.project(id!),
    enabled: id !== undefined,
  });
  useEffect(() => void loadSlot().catch(() => undefined), []);
  const title = project.data ? displayTitle(project.data.title) : undefined;
  const notFound = (projects.isSuccess && !id) || isNotFound(project.error);
  useDocumentTitle(notFound ? dashboardTexts.projectNotFound : title);

  let body;
  const backToProjects = (
    <AppLink href={homePath} className="fo-button fo-button--secondary">
      <ArrowLeftIcon />
      {dashboardTexts.allProjects}
    </AppLink>
  );
  const retry = (refetch: () => unknown) => (
    <button type="button" className="fo-button fo-button--primary" onClick={() => void refetch()}>
      {dashboardTexts.retry}
    </button>
  );
  if (notFound) {
    body = <StatusView kind="notFound" title={dashboardTexts.projectNotFound} lead={dashboardTexts.projectNotFoundLead} action={backToProjects} />;
  } else if (projects.isError) {
    body = <StatusView kind="error" title={dashboardTexts.loadProjectFailed} lead={errorText(projects.error)} action={retry(projects.refetch)} />;
  } else if (project.isError) {
    body = <StatusView kind="error" title={dashboardTexts.loadProjectFailed} lead={errorText(project.error)} action={retry(project.refetch)} />;
  } else if (!project.data) {
    body = <StatusView kind="loading" title={dashboardTexts.loadingProject} />;
  } else {
    body = <LoadedProject project={project.data} />;
  }

  return (
    <div className="fo-app fo-app--constructor">
      <AppHeader user={user}>
        <nav className="fo-crumbs" aria-label={dashboardTexts.allProjects}>
          <AppLink href={homePath} className="fo-crumbs__back">
            <ArrowLeftIcon />
            {dashboardTexts.allProjects}
          </AppLink>
        </nav>
      </AppHeader>
      <main className="fo-main fo-main--constructor">{body}</main>
    </div>
  );
}

function LoadedProject({ project }: { project: Project }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterNavigation(heading);
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="fo-constructor__title">
        {displayTitle(project.title)}
      </h1>
      <SlotBoundary>
        <Suspense fallback={<StatusView kind="loading" title={dashboardTexts.loadingProject} />}>
          <ConstructorSlot project={project} />
        </Suspense>
      </SlotBoundary>
    </>
  );
}

/** The constructor's chunk could not be loaded (the connection dropped, or a new version replaced it): say so. */
class SlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusView
        kind="error"
        title={dashboardTexts.loadProjectFailed}
        lead={dashboardTexts.networkError}
        action={
          <button type="button" className="fo-button fo-button--primary" onClick={() => location.reload()}>
            {dashboardTexts.retry}
          </button>
        }
      />
    );
  }
}

