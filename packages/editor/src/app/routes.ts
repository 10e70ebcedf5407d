import { editorShellConstants, viewerAddress } from '@folio/model';

/**
 * The editor's addresses (docs/editor.md "Dashboard and routes"): the viewer owns every other first segment
 * (viewer-and-project.md §2), and the server never gives a user the uri `edit` or `editor`.
 *
 * - `/`: the dashboard when signed in, else the welcome screen with sign in and sign up.
 * - `/edit/{num_id}/`: a project in the constructor.
 */
export type EditorRoute = { kind: 'home' } | { kind: 'edit'; numId: number } | { kind: 'notFound' };

// A PostgreSQL integer: larger numbers are no project's num_id.
const MAX_NUM_ID = 2_147_483_647;
const EDIT_PATH = new RegExp(`^/${editorShellConstants.editSegment}/(\\d{1,10})/?$`);

export function parseEditorRoute(pathname: string): EditorRoute {
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  const match = EDIT_PATH.exec(pathname);
  if (!match) return { kind: 'notFound' };
  const numId = Number(match[1]);
  return numId >= 1 && numId <= MAX_NUM_ID ? { kind: 'edit', numId } : { kind: 'notFound' };
}

export const homePath = '/';

export const editPath = (numId: number) => `/${editorShellConstants.editSegment}/${numId}/`;

/** The project's first page in preview: /{user}/{mag uri or num_id}/preview/ (viewer-and-project.md §2). */
export function previewPath(userUri: string, project: { uri?: string | null; num_id: number }): string {
  return `/${viewerAddress({ user: userUri, mag: project.uri || project.num_id, page: { _id: '', num: 1 }, preview: true })}`;
}
