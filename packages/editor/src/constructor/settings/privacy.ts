import { createHttpClient, settingsTexts, type HttpClient } from '@folio/model';

// docs/api.md "Privacy": the password is 1–200 characters (the server's privacy body).
const MAX_PASSWORD_LENGTH = 200;

/** A project's privacy as the owner's draft carries it (live state: not part of the draft's history). */
export interface Privacy {
  num_id: number;
  is_private: boolean;
  /** The ids of the pages the password protects. */
  isPrivatePages: string[];
  /** Whether the project has a password (the server keeps only its hash and never sends it back). */
  hasPass: boolean;
}

/** What the author asks for: the project private or not, which pages protected, and a new password if typed. */
export interface PrivacyWish {
  is_private: boolean;
  isPrivatePages: string[];
  /** A new password; empty keeps the current one. */
  password: string;
}

/** POST /api/privacy/mag/{numId}'s body. */
export interface PrivacyBody {
  is_private: boolean;
  isPrivatePages: string[];
  pass?: string;
}

export type PrivacyPlan = { body: PrivacyBody | null; error?: undefined } | { body?: undefined; error: string };

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The privacy call a wish needs: none when nothing changes, or why it cannot be made (making anything private needs
 * a password, given now or set before: docs/api.md "Privacy"). The server would refuse the same; checking first
 * tells the author beside the field.
 */
export function planPrivacy(current: Privacy, wish: PrivacyWish): PrivacyPlan {
  const password = wish.password;
  if (password.length > MAX_PASSWORD_LENGTH) return { error: settingsTexts.passwordTooLong };
  const protects = wish.is_private || wish.isPrivatePages.length > 0;
  if (protects && !password && !current.hasPass) return { error: settingsTexts.passwordRequired };
  // A password typed is always sent: the stored one cannot be compared with it.
  const passChanges = password !== '';
  if (!passChanges && wish.is_private === current.is_private && sameIds(wish.isPrivatePages, current.isPrivatePages)) return { body: null };
  return {
    body: {
      is_private: wish.is_private,
      isPrivatePages: [...wish.isPrivatePages],
      ...(passChanges ? { pass: password } : {}),
    },
  };
}

/** The privacy part of a draft (GET /api/projects/{id} answers it to the owner). */
export function privacyOf(draft: { num_id: number; is_private?: boolean; isPrivatePages?: string[]; has_pass?: unknown }): Privacy {
  return {
    num_id: draft.num_id,
    is_private: draft.is_private === true,
    isPrivatePages: [...(draft.isPrivatePages ?? [])],
    hasPass: draft.has_pass === true,
  };
}

/** The page's protection toggled in a list of protected pages (order kept, no duplicates). */
export function withPageProtected(pages: readonly string[], pageId: string, protect: boolean): string[] {
  const others = pages.filter((id) => id !== pageId);
  return protect ? [...others, pageId] : others;
}

/** The privacy calls: read the owner's draft, and POST /api/privacy/mag/{numId} (docs/api.md "Privacy"). */
export function createPrivacyApi(magId: string, http: HttpClient = createHttpClient()) {
  return {
    read: async (): Promise<Privacy> => privacyOf(await http.get<{ num_id: number; is_private?: boolean; isPrivatePages?: string[]; has_pass?: boolean }>(`/api/projects/${encodeURIComponent(magId)}`)),
    write: async (current: Privacy, body: PrivacyBody): Promise<Privacy> => {
      const answer = await http.post<{ is_private: boolean; isPrivatePages: string[]; has_pass: boolean }>(`/api/privacy/mag/${current.num_id}`, body);
      return { num_id: current.num_id, is_private: answer.is_private, isPrivatePages: answer.isPrivatePages, hasPass: answer.has_pass };
    },
  };
}

export type PrivacyApi = ReturnType<typeof createPrivacyApi>;
