// The branding badge's address (viewer-and-project.md §1), apart from the share addresses (share-links.ts), which
// load with the share dialog: the badge is on every first page.

/**
 * The branding badge's link: the provider's site (the install's public address) with campaign parameters
 * (viewer-and-project.md §1). Ours: utm_source=viewer, utm_medium=badge, utm_campaign={num_id}, so the
 * provider can tell which project a visitor came from.
 */
export function brandingUrl(publicUrl: string, numId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/?utm_source=viewer&utm_medium=badge&utm_campaign=${encodeURIComponent(String(numId))}`;
}
