import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts, ordersScreenTexts, outboxTexts, type User } from '@folio/model';
import { errorText, type ProjectSummary } from '../app/api';
import { AppHeader } from '../app/app-header';
import { useDocumentTitle } from '../app/document-title';
import { PlusIcon } from '../app/icons';
import { useFocusAfterNavigation } from '../app/navigation';
import { useNotify } from '../app/notices';
import { queryKeys, useApi } from '../app/queries';
import { DeleteProjectDialog } from './delete-project-dialog';
import { OrdersDialog } from '../orders/orders-dialog';
import { OutboxDialog } from '../outbox/outbox-dialog';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard } from './project-card';
import { thumbnailShape } from './project-thumbnail';
import { displayTitle } from './project-status';

// Ours: while the list loads, this many card outlines hold its place.
const SKELETON_CARDS = 3;

/** `/` signed in: the author's projects as cards, newest change first, and a new project. */
export function Dashboard({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterNavigation(heading);
  useDocumentTitle(dashboardTexts.myProjects);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const [readingOutbox, setReadingOutbox] = useState(false);
  const [readingOrders, setReadingOrders] = useState(false);

  const projects = useQuery({ queryKey: queryKeys.projects, queryFn: api.projects });
  const templates = useQuery({ queryKey: queryKeys.templates, queryFn: api.templates });
  const duplicate = useMutation({
    mutationFn: (project: ProjectSummary) => api.duplicateProject(project._id),
    onSuccess: (_copy, project) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      notify('success', dashboardTexts.duplicated(displayTitle(project.title)));
    },
    onError: (error) => notify('error', dashboardTexts.duplicateFailed(errorText(error))),
  });

  const list = projects.data;
  const newProject = (
    <button type="button" className="fo-button fo-button--primary" onClick={() => setCreating(true)}>
      <PlusIcon />
      {dashboardTexts.newProject}
    </button>
  );

  let content;
  if (projects.isError) {
    content = (
      <div className="fo-empty" role="alert">
        <h2 className="fo-empty__title">{dashboardTexts.loadProjectsFailed}</h2>
        <p className="fo-empty__lead">{errorText(projects.error)}</p>
        <button type="button" className="fo-button fo-button--primary" onClick={() => void projects.refetch()}>
          {dashboardTexts.retry}
        </button>
      </div>
    );
  } else if (!list) {
    content = (
      <>
        <p role="status" className="fo-visually-hidden">
          {dashboardTexts.loadingProjects}
        </p>
        <ul className="fo-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="fo-card fo-card--skeleton">
              <div className="fo-thumb" style={thumbnailShape} data-state="loading" />
              <div className="fo-card__body">
                <span className="fo-skeleton-line" />
                <span className="fo-skeleton-line fo-skeleton-line--short" />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (list.length === 0) {
    content = (
      <div className="fo-empty">
        <EmptyArt />
        <h2 className="fo-empty__title">{dashboardTexts.emptyTitle}</h2>
        <p className="fo-empty__lead">{dashboardTexts.emptyLead}</p>
        {newProject}
      </div>
    );
  } else {
    content = (
      <ul className="fo-grid" aria-label={dashboardTexts.myProjects}>
        {list.map((project) => (
          <ProjectCard
            key={project._id}
            project={project}
            user={user}
            duplicating={duplicate.isPending && duplicate.variables?._id === project._id}
            onDuplicate={(target) => duplicate.mutate(target)}
            onDelete={setDeleting}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="fo-app">
      <AppHeader user={user} />
      <main className="fo-main">
        <div className="fo-page-head">
          <div>
            <h1 ref={heading} tabIndex={-1} className="fo-page-head__title">
              {dashboardTexts.myProjects}
            </h1>
            {list && list.length > 0 && <p className="fo-page-head__count">{dashboardTexts.projectCount(list.length)}</p>}
          </div>
          <div className="fo-page-head__actions">
            <button type="button" className="fo-button fo-button--secondary" onClick={() => setReadingOrders(true)}>
              {ordersScreenTexts.link}
            </button>
            <button type="button" className="fo-button fo-button--secondary" onClick={() => setReadingOutbox(true)}>
              {outboxTexts.link}
            </button>
            {list && list.length > 0 && newProject}
          </div>
        </div>
        {content}
      </main>
      <NewProjectDialog open={creating} templates={templates.data ?? []} onClose={() => setCreating(false)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} fallbackFocus={() => heading.current} />
      <OutboxDialog open={readingOutbox} onClose={() => setReadingOutbox(false)} />
      <OrdersDialog open={readingOrders} onClose={() => setReadingOrders(false)} />
    </div>
  );
}

/** An empty page with a plus: decoration for the empty state. */
function EmptyArt() {
  return (
    <svg className="fo-empty__art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="34" y="14" width="92" height="100" rx="10" fill="#fff" stroke="#cbd3de" strokeWidth="2" strokeDasharray="6 6" />
      <rect x="22" y="6" width="92" height="100" rx="10" fill="#fff" stroke="#d9dee6" strokeWidth="2" />
      <rect x="36" y="22" width="40" height="8" rx="4" fill="#a8dadc" />
      <rect x="36" y="38" width="64" height="6" rx="3" fill="#e3e7ed" />
      <rect x="36" y="50" width="56" height="6" rx="3" fill="#e3e7ed" />
      <circle cx="114" cy="92" r="20" fill="#1d3557" />
      <path d="M114 83v18M105 92h18" stroke="#f1faee" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}
