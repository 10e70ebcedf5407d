import { useId } from 'react';
import { dashboardTexts, sharingMessages, shareTexts, viewerMessages, type User } from '@folio/model';
import type { ProjectSummary } from '../app/api';
import { CopyIcon, EyeIcon, PenIcon, TrashIcon } from '../app/icons';
import { AppLink } from '../app/navigation';
import { editPath, previewPath } from '../app/routes';
import { displayTitle, projectStatus } from './project-status';
import { ProjectThumbnail } from './project-thumbnail';

export interface ProjectCardProps {
  project: ProjectSummary;
  user: User;
  duplicating: boolean;
  onDuplicate: (project: ProjectSummary) => void;
  onDelete: (project: ProjectSummary) => void;
}

/**
 * One project on the dashboard: its first page, title, published state and date, and what can be done with it —
 * open in the constructor, preview (a new tab), duplicate, delete (after a confirmation).
 */
export function ProjectCard({ project, user, duplicating, onDuplicate, onDelete }: ProjectCardProps) {
  const titleId = useId();
  const title = displayTitle(project.title);
  const status = projectStatus(project);
  const edit = editPath(project.num_id);
  // Shared with me (docs/editor.md "Sharing and roles"): opened, not previewed, copied or deleted, which are the owner's.
  const sharedBy = project.role && project.role !== 'owner' ? project.owner : undefined;
  return (
    <li className="fo-card" data-project-id={project._id}>
      <article aria-labelledby={titleId} className="fo-card__inner">
        {/* The thumbnail opens the project too, for the mouse; the keyboard has the Open link below. */}
        <AppLink href={edit} className="fo-card__thumb" tabIndex={-1} aria-hidden="true">
          <ProjectThumbnail project={project} />
        </AppLink>
        <div className="fo-card__body">
          <h2 id={titleId} className="fo-card__title" title={title}>
            {title}
          </h2>
          <p className="fo-card__meta">
            <span className={`fo-badge fo-badge--${status.published ? 'published' : 'draft'}`}>{status.label}</span>
            {project.is_private && <span className="fo-badge fo-badge--private">{viewerMessages.privatePage}</span>}
            <span className="fo-card__date">{status.dateLine}</span>
          </p>
          {sharedBy && project.role && project.role !== 'owner' && (
            <p className="fo-card__shared">
              {shareTexts.sharedBy(sharedBy.name)} · {sharingMessages.roleLabels[project.role]}
            </p>
          )}
        </div>
        <div className="fo-card__actions" role="group" aria-label={dashboardTexts.projectActions(title)}>
          <AppLink href={edit} className="fo-button fo-button--primary fo-button--small" aria-label={dashboardTexts.openProject(title)}>
            <PenIcon />
            {dashboardTexts.open}
          </AppLink>
          {!sharedBy && (
            <a className="fo-button fo-button--secondary fo-button--small" href={previewPath(user.uri, project)} target="_blank" rel="noopener" aria-label={dashboardTexts.previewProject(title)}>
              <EyeIcon />
              {dashboardTexts.preview}
            </a>
          )}
          <span className="fo-card__spacer" />
          {!sharedBy && (
            <>
              <button
                type="button"
                className="fo-button fo-button--icon fo-button--quiet"
                aria-label={duplicating ? dashboardTexts.duplicating : dashboardTexts.duplicateProject(title)}
                data-tip={dashboardTexts.duplicate}
                onClick={() => onDuplicate(project)}
                disabled={duplicating}
                aria-busy={duplicating || undefined}
              >
                {duplicating ? <span className="fo-spinner fo-spinner--small" aria-hidden="true" /> : <CopyIcon />}
              </button>
              <button type="button" className="fo-button fo-button--icon fo-button--quiet fo-button--danger-quiet" aria-label={dashboardTexts.deleteProject(title)} data-tip={dashboardTexts.delete} onClick={() => onDelete(project)}>
                <TrashIcon />
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
