// Texts of the viewer's chrome and screens that the spec names without giving their wording
// (viewer-and-project.md §2, §8). Ours; kept here until the lead moves them into @folio/model's messages.
export const screenTexts = {
  // viewer-and-project.md §1: the support e-mail shown as {email}. Ours; the operator's address belongs in config.
  supportEmail: 'support@folio.local',
  // Project password prompt and the per-page password form.
  open: 'Open',
  // The login view inside an iframe.
  signInTitle: 'Sign in',
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  // Service screens.
  goHome: 'Go to the home page',
  notFoundCode: '404',
  // Chrome controls (accessible names and captions).
  menu: 'Menu',
  pages: 'Pages',
  closeMenu: 'Close menu',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  scrollDown: 'Scroll down',
  shareWhat: 'Share what',
  embedSize: 'Embed size',
  embedCode: 'Embed code',
  changeEmbedSize: 'Change embed size',
  copy: 'Copy',
  copied: 'Copied',
  reportSubject: (url: string) => `Report: ${url}`,
  madeWith: 'Made with Folio',
  opensInNewWindow: '(opens in a new window)',
  byAuthor: (name: string) => `by ${name}`,
  pageNumber: (num: string) => `Page ${num}`,
} as const;
