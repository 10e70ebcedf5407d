// The project password this visitor gave in this tab (viewer-and-project.md §6: "private projects share the password
// in the e-mail share text"): kept for the tab's life, so a share by e-mail from a private project carries it to the
// person it is sent to. Never sent anywhere else; a browser that keeps no session storage keeps it in memory only.

const KEY = (numId: number) => `folio:project-password:${numId}`;
const inMemory = new Map<number, string>();

export function rememberProjectPassword(numId: number, pass: string): void {
  inMemory.set(numId, pass);
  try {
    sessionStorage.setItem(KEY(numId), pass);
  } catch {
    // No session storage (a sandboxed frame, a private mode that refuses it): memory only.
  }
}

export function rememberedProjectPassword(numId: number): string | undefined {
  if (inMemory.has(numId)) return inMemory.get(numId);
  try {
    return sessionStorage.getItem(KEY(numId)) ?? undefined;
  } catch {
    return undefined;
  }
}
