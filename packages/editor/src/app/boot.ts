import { editorShellConstants, userSchema, type User } from '@folio/model';

/** What the server writes into the HTML shell (routes/editor-pages.ts): who is signed in, at the time of the request. */
export interface EditorBoot {
  user: User | null;
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
  return user.success ? { user: user.data } : undefined;
}

export function bootOfDocument(doc: Document): EditorBoot | undefined {
  return readBoot(doc.getElementById(editorShellConstants.bootElementId)?.textContent);
}
