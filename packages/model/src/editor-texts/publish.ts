// The constructor's publish panel, its form answers screen and the preview's bar (docs/editor.md "Preview and publish",
// docs/viewer.md "Preview bar").

export const publishTexts = {
  panel: 'Publish',
  openPanel: 'Publish options',
  close: 'Close',
  // The state line under the panel's title.
  neverPublished: 'Not published yet. Publishing makes the project public at its address.',
  upToDate: (when: string) => `Published ${when}. Visitors see the current draft.`,
  changed: (when: string) => `Published ${when}. The draft has changes visitors do not see yet.`,
  unpublishedState: (when: string) => `Unpublished. Last published ${when}.`,
  publish: 'Publish',
  publishing: 'Publishing…',
  update: 'Update',
  updating: 'Updating…',
  published: 'Published. Visitors see this version now.',
  publishFailed: (message: string) => `The project could not be published: ${message}`,
  // Unpublish
  unpublish: 'Unpublish…',
  unpublishTitle: 'Unpublish the project?',
  unpublishWarning: 'Visitors will no longer find it at its address. The draft and the published versions are kept; Publish brings it back.',
  unpublishConfirm: 'Unpublish',
  unpublishing: 'Unpublishing…',
  unpublished: 'Unpublished. Visitors no longer see the project.',
  unpublishFailed: (message: string) => `The project could not be unpublished: ${message}`,
  // Revert
  revert: 'Revert to published…',
  revertTitle: 'Revert the draft to the published version?',
  revertWarning:
    'Every change made since the last publish is replaced by the published version. Pages added since then go to the trash. The draft is loaded again and the undo history cleared, so Undo cannot take this back.',
  revertConfirm: 'Revert',
  reverted: 'The draft is back to the published version.',
  reverting: 'Reverting…',
  revertFailed: (message: string) => `The draft could not be reverted: ${message}`,
  cancel: 'Cancel',
  // The address
  address: 'Live address',
  addressNotYet: 'The address works once the project is published.',
  copy: 'Copy',
  copied: 'Copied',
  copyAddress: 'Copy the live address',
  copyFailed: 'The address could not be copied: select it and copy it.',
  openLive: 'Open the published project in a new tab',
  // Privacy
  privacy: 'Who can see it',
  privacyPublic: 'Public',
  privacyPublicHint: 'Anyone with the address, and search engines.',
  privacyPrivate: 'Private with a password',
  privacyPrivateHint: 'Visitors type the password first; search engines skip it.',
  privacySave: 'Apply',
  privacySaved: 'Privacy saved. It applies to the published project at once.',
  // viewer-and-project.md §6: a private project's e-mail share carries its password.
  privacyEmail: 'E-mail the address and password',
  privacyEmailHint: 'Opens your e-mail with the project’s address and the password you just set.',
  // Custom domain
  domain: 'Custom domain',
  domainLabel: 'Domain',
  domainHint: 'A host name such as mag.example.com. Point its DNS at this server first.',
  domainPlaceholder: 'mag.example.com',
  domainCheck: 'Check',
  domainChecking: 'Checking…',
  domainConnect: 'Connect',
  domainConnecting: 'Connecting…',
  domainDisconnect: 'Disconnect',
  domainAvailable: (domain: string) => `${domain} is free: Connect serves the project there.`,
  domainTaken: (domain: string) => `${domain} is already used by another project or profile.`,
  domainConnected: (domain: string) => `Connected: the project is served at https://${domain}/`,
  domainNone: 'No custom domain: the project is served at its Folio address.',
  domainDisconnected: 'Custom domain disconnected.',
  domainFailed: (message: string) => `The domain could not be changed: ${message}`,
  domainCheckFailed: (message: string) => `The domain could not be checked: ${message}`,
  // Share preview
  sharePreview: 'Share preview',
  shareCard: 'When shared',
  searchResult: 'In search results',
  noShareImage: 'No share picture',
  editShareFields: 'Edit title, description and picture…',
  shareFrom: (page: string) => `From the settings of ${page}.`,
  // Others
  versionHistory: 'Version history…',
  formAnswers: 'Form answers…',
  working: 'Saving what is pending first…',
} as const;

// Ours: how long Copy says "Copied"; how much later than the publish a draft's last change must be to count as a
// change (the clocks are the server's, both; a second absorbs the write that follows a publish).
export const publishPanelConstants = {
  copiedFeedbackMs: 2000,
  changedAfterMs: 1000,
  // How often the panel reads a download's job (the PDF, the site) while it is made.
  downloadPollMs: 500,
} as const;

/** What a download of the publish panel says (download-section.tsx). */
export interface DownloadTexts {
  heading: string;
  note: string;
  download: string;
  making: string;
  progress: string;
  cancel: string;
  cancelled: string;
  ready: (name: string) => string;
  failed: (message: string) => string;
}

// The publish panel's downloads (docs/distribution.md): the PDF, the static site.
export const publishDownloads = {
  pdf: {
    heading: 'PDF',
    note: 'The published version, one PDF page per page at its own size, its links clickable.',
    download: 'Download PDF',
    making: 'Making the PDF…',
    progress: 'PDF progress',
    cancel: 'Cancel',
    cancelled: 'The PDF was not made.',
    ready: (name: string) => `${name} is downloaded.`,
    failed: (message: string) => `The PDF could not be made: ${message}`,
  },
  // Before the project is published: the draft's PDF (docs/distribution.md "PDF").
  draftPdf: {
    heading: 'PDF',
    note: 'The draft as it is now, one PDF page per page at its own size, its links clickable.',
    download: 'Download PDF of the draft',
    making: 'Making the PDF…',
    progress: 'PDF progress',
    cancel: 'Cancel',
    cancelled: 'The PDF was not made.',
    ready: (name: string) => `${name} is downloaded.`,
    failed: (message: string) => `The PDF could not be made: ${message}`,
  },
  site: {
    heading: 'Static site',
    note: 'The published version as a folder of files to put on any web host, in any folder: no Folio server needed.',
    download: 'Download site',
    making: 'Making the site…',
    progress: 'Site progress',
    cancel: 'Cancel',
    cancelled: 'The site was not made.',
    ready: (name: string) => `${name} is downloaded.`,
    failed: (message: string) => `The site could not be made: ${message}`,
  },
} as const satisfies Record<string, DownloadTexts>;

/** The PDF section's choice, once the project is published: the draft instead of the published version. */
export const pdfDraftOption = 'Of the draft as it is now';

export const formAnswersTexts = {
  title: 'Form answers',
  open: 'Form answers',
  openForForm: 'See this form’s answers',
  forms: 'Forms',
  loading: 'Loading…',
  loadFailed: (message: string) => `The answers could not be loaded: ${message}`,
  noForms: 'This project has no form yet. Add one from the Add menu; its answers show here once it is published.',
  formName: (index: number, page: number | null) => (page === null ? `Form ${index}` : `Form ${index} · page ${page}`),
  formCount: (count: number) => (count === 1 ? '1 answer' : `${count} answers`),
  notPublished: 'Only in the draft: visitors can answer it once the project is published.',
  noAnswers: 'No answers yet.',
  submittedAt: 'Submitted',
  yes: 'Yes',
  no: 'No',
  downloadCsv: 'Download CSV',
  more: 'Show older answers',
  loadingMore: 'Loading older answers…',
  close: 'Close',
  tableCaption: (form: string) => `Answers to ${form}, newest first`,
} as const;

export const previewBarTexts = {
  bar: 'Preview',
  devices: 'Device',
  desktop: 'Desktop',
  tablet: 'Tablet',
  phone: 'Phone',
  /** The device's digit key (viewer-and-project.md §2). */
  deviceTip: (device: string, key: string) => `${device} (${key})`,
  page: (num: number, count: number, title: string) => (title ? `Page ${num} of ${count} · ${title}` : `Page ${num} of ${count}`),
  backToEditor: 'Back to editor',
  // The constructor's address, /{editorShellConstants.editSegment}/{num_id}/: written out here so the preview bar's
  // chunk carries it and the visitors' first page does not (constants.ts is part of it).
  editorAddress: (numId: number) => `/edit/${numId}/`,
} as const;
