import { editorShellConstants, objectIdSchema, userSchema, type User } from '@folio/model';

/** The project the shell was answered for (at /edit/{num_id}/, the signed-in author's own): its draft is preloading. */
export interface BootProject {
  _id: string;
  num_id: number;
}

/** What the server writes into the HTML shell (routes/editor-pages.ts): who is signed in, at the time of the request. */
export interface EditorBoot {
  user: User | null;
  project?: BootProject;
}

function bootProject(value: unknown): BootProject | undefined {
  if (typeof value !== 'object' || value === null || !('_id' in value) || !('num_id' in value)) return undefined;
  const { _id: id, num_id: numId } = value;
  return objectIdSchema.safeParse(id).success && Number.isSafeInteger(numId) ? { _id: id as string, num_id: numId as number } : undefined;
}

/**
 * The boot data of the shell's JSON element, or undefined when there is none or it is unreadable (the dev server's
 * shell has none): the app then asks GET /api/auth/me.
 */
export function readBoot(text: string | null | undefined): EditorBoot | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || !('user' in data)) return undefined;
  if (data.user === null) return { user: null };
  const user = userSchema.safeParse(data.user);
  if (!user.success) return undefined;
  const project = 'project' in data ? bootProject(data.project) : undefined;
  return project ? { user: user.data, project } : { user: user.data };
}

export function bootOfDocument(doc: Document): EditorBoot | undefined {
  return readBoot(doc.getElementById(editorShellConstants.bootElementId)?.textContent);
}
