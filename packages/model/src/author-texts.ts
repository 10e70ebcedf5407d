// The author's public side, without zod: constants and texts the viewer's menu and the dashboard draw (author-profile.ts
// holds the schemas). Ours: the spec gives no limits.

export const authorProfileConstants = {
  /** Links one author may list. */
  maxLinks: 10,
  maxLinkTitleLength: 80,
  maxLinkUrlLength: 2000,
  /** The published projects the profile page lists, newest first. */
  profilePageProjects: 60,
  /** The avatar is drawn this wide (CSS px) on the profile page. */
  avatarSizePx: 96,
  /** …and in the viewer menu's project info. */
  menuAvatarPx: 36,
  /** The cover of a project card on the profile page, drawn this wide (CSS px). */
  profileCoverWidthPx: 480,
  maxSubmittedUrlLength: 2000,
} as const;

/** The profile page /{user}/ (server-rendered). */
export const profilePageTexts = {
  projects: 'Projects',
  noProjects: 'No published projects yet.',
  published: 'Published',
  links: 'Links',
  untitled: 'Untitled',
  madeWith: 'Made with Folio',
  pageTitle: (name: string) => `${name} — Folio`,
  description: (name: string, count: number) => `${count === 1 ? 'One project' : `${count} projects`} by ${name}.`,
} as const;

/** The dashboard's profile dialog. */
export const profileDialogTexts = {
  open: 'Profile',
  title: 'Your profile',
  lead: 'Your picture and links are shown to visitors in the menu of your published projects and on your profile page.',
  avatar: 'Picture',
  uploadAvatar: 'Upload picture',
  uploadingAvatar: 'Uploading…',
  removeAvatar: 'Remove picture',
  links: 'Links',
  linkTitle: 'Title',
  linkUrl: 'Address',
  addLink: 'Add link',
  removeLink: (title: string) => `Remove link ${title}`.trim(),
  /** A refused field of a link row, in the dialog's error line. */
  linkField: (num: number, field: 'title' | 'address') => `Link ${num}, ${field}`,
  noLinks: 'No links yet.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Profile saved',
  saveFailed: (reason: string) => `Could not save the profile: ${reason}`,
  uploadFailed: (reason: string) => `Could not upload the picture: ${reason}`,
  viewProfile: 'View profile page',
} as const;

/** The viewer menu's project info (viewer-and-project.md §2). */
export const menuAuthorTexts = {
  links: 'Links by the author',
  profile: (name: string) => `Projects by ${name}`,
} as const;
