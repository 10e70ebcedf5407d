import { dashboardTexts } from '@folio/model';
import type { ProjectSummary } from '../app/api';

/** A date as a short local date: 3 Mar 2026 (or the reader's own order of day, month and year). */
export function shortDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

export interface ProjectStatus {
  published: boolean;
  /** Published or Draft. */
  label: string;
  /** When it was last published (the date alone, after the badge), or for a draft when it was last edited. */
  dateLine: string;
}

/**
 * A card's state: a published project says when it was last published (viewer-and-project.md §3 shows `published` as a
 * short date); a draft says when it was last edited.
 */
export function projectStatus(project: Pick<ProjectSummary, 'is_published' | 'published' | 'updated'>, locale?: string): ProjectStatus {
  if (project.is_published && project.published) {
    // The badge says Published: the date alone follows it.
    return { published: true, label: dashboardTexts.published, dateLine: shortDate(project.published, locale) };
  }
  return { published: project.is_published, label: project.is_published ? dashboardTexts.published : dashboardTexts.draft, dateLine: dashboardTexts.editedOn(shortDate(project.updated, locale)) };
}

/** The name a project goes by on the dashboard: its title, or "Untitled project". */
export const displayTitle = (title: string | undefined) => title?.trim() || dashboardTexts.untitled;
