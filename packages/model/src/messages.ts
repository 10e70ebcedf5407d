import { kindGroups, kindLabels } from './editor-texts/kinds';

// Every user-facing text of the spec, verbatim: punctuation, curly apostrophes (’) and odd spacing are
// the spec's and are kept on purpose. Texts the spec names without giving their wording are ours and
// marked so. Texts with placeholders ({id}, {names}, {email}) are functions.

// viewer-and-project.md §2: default description of a project.
export const defaultDescription = 'Built with a tool to design anything on the web.';

// viewer-and-project.md §2: the toolbar's page counter, "N of total".
export function pageCounterText(n: number, total: number): string {
  return `${n} of ${total}`;
}

// viewer-and-project.md §8, widgets-and-authoring.md §8: logged when a page fails to render.
const pageRenderError = 'Error page rendering.';

/** viewer-and-project.md §6: the line a private project's e-mail share adds after its address (the wording is ours). */
export const privateShareTexts = {
  password: (password: string) => `Password: ${password}`,
} as const;

export const viewerMessages = {
  // viewer-and-project.md §3: shown instead of a publication date.
  unpublished: 'unpublished',
  // viewer-and-project.md §2: the mag menu's project info.
  publishedBy: 'published by',
  // viewer-and-project.md §2, §8: logged when a page fails to render; the page is skipped.
  pageRenderError,
  // The spec names these screens but not their wording (viewer-and-project.md §2, §8); the texts are ours.
  projectNotFound: 'Project not found',
  domainNotFound: 'Domain not found',
  projectNotPublished: 'This project is not published',
  subscriptionExpired: 'Subscription expired',
  pageNotFound: 'Page not found',
  projectSuspended: 'This project is suspended',
  projectPasswordPrompt: 'This project is protected by a password',
  pagePasswordPrompt: 'This page is protected by a password',
  passwordPlaceholder: 'Password',
  privatePage: 'Private',
  unsupportedBrowser: 'Your browser is not supported. Please use a newer browser.',
  // Ours: the password was right but the page could not be fetched; the form stays for another try.
  pageLoadFailed: 'The page could not be loaded. Please try again.',
  // viewer-and-project.md §1: the support e-mail is shown as {email}.
  supportContact: (email: string) => `Contact us at ${email}`,
} as const;

// Texts of the viewer's chrome and screens that the spec names without giving their wording
// (viewer-and-project.md §2, §8): ours.
export const viewerUiTexts = {
  // The image preview of a picture (widgets-and-authoring.md §2): the dialog's name and the picture's action.
  imagePreview: 'Image preview',
  openImagePreview: 'Open image preview',
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
  // The mag menu's date line under the author's name (§2's "published by" date): "Published Mar 5, 2024".
  published: 'Published',
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
  // The share popup's own ways beside the spec's networks.
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  moreWays: 'More…',
  reportSubject: (url: string) => `Report: ${url}`,
  madeWith: 'Made with Folio',
  opensInNewWindow: '(opens in a new window)',
  pageNumber: (num: string) => `Page ${num}`,
} as const;

// viewer-and-project.md §2: captions of the share popup and its embed panel.
export const shareCaptions = {
  share: 'Share',
  project: 'Project',
  currentPage: 'Current Page',
  tweet: 'Tweet',
  pin: 'Pin',
  linkedin: 'Linkedin',
  embed: 'Embed',
  close: 'Close',
  report: 'Report',
  back: 'Back',
  responsive: 'Responsive',
  big: '512x383',
  small: '288x236',
} as const;

// widgets-and-authoring.md §8: logged or thrown by widgets and the text tools.
export const widgetMessages = {
  pageRenderError,
  stylesheetFetchError: 'Error while getting stylesheet from url',
  fontFeaturesError: "Can't detect font features",
  textStylesLoadError: 'Cannot load text styles',
  // widgets-and-authoring.md §8 names these without wording; ours.
  slideshowDelayShorterThanCrossfade: 'Slideshow delay is shorter than its crossfade',
  slideshowSlideNotFound: (uuid: string) => `Slide ${uuid} not found`,
  moduleNotFound: (name: string) => `Module not found: ${name}`,
} as const;

// Accessible names and captions of the on-demand widgets' views; the spec names none of them: ours.
export const widgetUiTexts = {
  slideshow: 'Slideshow',
  slide: (n: number, total: number) => `Slide ${n} of ${total}`,
  slideControls: 'Choose a slide',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  video: 'Video',
  playVideo: 'Play video',
  audio: 'Audio',
  embed: 'Embedded content',
} as const;

// widgets-and-authoring.md §3: list style caption.
export const textStyleCaptions = {
  listItem: 'List item',
} as const;

// ecommerce.md §2, §3: captions of the cart sidebar.
export const cartTexts = {
  // items tab
  title: 'Cart',
  emptyCart: 'Cart is empty',
  checkOut: 'Check out',
  // inputs tab
  country: 'Country',
  customerName: 'Customer name',
  address: 'Address',
  aptUnit: 'Apt/unit',
  city: 'City',
  stateRegion: 'State/Region',
  zipPostalCode: 'Zip/Postal code',
  phone: 'Phone',
  email: 'Email',
  note: 'Note',
  addShippingDetails: 'Add shipping details',
  summary: 'Summary',
  // order tab
  orderId: 'Order ID',
  orderTax: 'Order tax',
  grandTotal: 'Grand total',
  error: 'Error',
  // checkout tab
  payWithCard: 'Pay with card',
  pay: 'Pay',
  cancelOrder: 'Cancel order',
  paymentCompleted: 'Payment completed',
  checkYourEmail: 'Check your email for details',
  // simple (hosted-store) version
  checkout: 'Checkout',
  // ecommerce.md §3: project texts.out_of_stock default.
  outOfStock: 'Out of stock',
  // The spec names these without wording (ecommerce.md §2); ours.
  goToPayment: 'Go to payment',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  nameOnCard: 'Name on card',
  cvc: 'CVC',
  shippingMethod: 'Shipping method',
  shippingAddress: 'Shipping address',
  priceCaption: 'Price',
  quantityCaption: 'Quantity',
} as const;

// Analytics event names of the spec (viewer-and-project.md §2, widgets-and-authoring.md §7, ecommerce.md §4).
// Not shown to visitors, but spelt by the spec, so they live beside its other strings.
export const analyticsEvents = {
  scrollTopLink: 'Scroll Top Link',
  externalLink: 'External Link',
  anchorLink: 'Anchor Link',
  checkoutStep1: 'Checkout 1st step completed',
  // ecommerce.md §4 says "analytics 2nd step" / "3rd step"; spelt like the 1st.
  checkoutStep2: 'Checkout 2nd step completed',
  checkoutStep3: 'Checkout 3rd step completed',
  // viewer-and-project.md §7: the performance report's name.
  frontendRendering: 'frontend-rendering',
} as const;

// Our API's error messages (not in the spec): short, clear, one per failure a client can cause.
export const apiMessages = {
  notFound: 'Not found',
  forbidden: 'forbidden',
  unauthorized: 'Not signed in',
  wrongPassword: 'Wrong password',
  staleRevision: 'The project was changed elsewhere; reload or save with skipChanged',
  // Said softly, and only a few times an hour per client (docs/api.md "Authentication").
  emailTaken: 'This email cannot be used to sign up; if it is yours, sign in instead',
  badCredentials: 'Wrong email or password',
  lastPage: 'A project needs at least one page',
  invalidBody: 'Invalid request body',
  invalidQuery: 'Invalid query string',
  invalidParams: 'Invalid path parameters',
  invalidValue: 'Invalid value',
  unknownField: 'Unknown field',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  // Issue 11, finding 11: a JSON body, when sent, is an object (null, an array, a number… are refused on every route).
  bodyNotObject: 'The body must be a JSON object',
  notOwner: 'Not your project',
  internal: 'Internal server error',
  uriTaken: 'This project address is already used',
  pageUriTaken: 'This page address is already used in the project',
  pageOrderIncomplete: 'The new order must list every page of the project once',
  unknownId: (id: string) => `Unknown id ${id}`,
  duplicateId: (id: string) => `${id} is listed twice`,
  widgetExists: 'A widget with this id already exists',
  typeChange: 'A widget keeps its type',
  nothingPublished: 'The project has no published version yet',
  passwordRequired: 'A password is required',
  tooManyAttempts: 'Too many attempts; wait a minute and try again',
  nulCharacter: 'Text may not contain NUL characters',
  conflict: 'This conflicts with something that already exists',
  invalidDomain: 'Not a usable domain name: a host name such as mag.example.com',
  domainTaken: 'This domain is already used',
  // widgets-and-authoring.md §8: "Wording of upload … errors: not shown." Ours:
  uploadMissing: 'Send the picture as multipart/form-data in the field upload',
  uploadTooLarge: 'The file is larger than the upload limit',
  uploadTooManyPixels: 'The picture has more pixels than the upload limit',
  uploadUnsupportedType: 'Unsupported picture type: upload a JPEG, PNG, WebP, GIF or AVIF file',
  uploadSvgRefused: 'SVG pictures are not accepted because they can carry scripts: upload a PNG, JPEG, WebP, GIF or AVIF file',
  imageCropOutside: 'The crop lies outside the picture',
  imageUnreadable: 'The picture could not be read',
  imageBusy: 'Too many pictures are being prepared; try again shortly',
  // Form submissions (docs/api.md "Forms"); a field's problem is formTexts.namedProblem.
  formNotPublished: 'This form is not part of the published project',
  formBeforeUnknown: 'before is not a submission of this form',
  tooManySubmissions: 'Too many submissions; wait a minute and try again',
  // A limit whose window is longer than a minute, with how long to wait ('15 minutes'; Retry-After carries seconds).
  tooManyAttemptsFor: (wait: string) => `Too many attempts; try again in ${wait}`,
  // Sign-up (docs/api.md "Authentication"): why a new password is refused, and how to do better.
  weakPassword: (reason: string) => `This password is too easy to guess (${reason}). Use a longer one: three or four unrelated words work well`,
  // Issue 11, finding 3: a change (not a GET) a browser sent from another site's page.
  crossSiteRefused: 'This change came from another site and was refused: make it from Folio’s own pages',
  // docs/security.md "The author's code": published projects' own origin holds no session.
  signInOnApp: 'Sign in on Folio’s own address, not on a published project’s',
  // docs/deployment.md "Health and readiness": /api/ready while a service this process needs does not answer.
  notReady: (failing: string) => `Not ready: ${failing} did not answer`,
  // docs/deployment.md "Metrics": without METRICS_TOKEN only this machine reads them; with it, only its bearer.
  metricsRefused: 'Metrics are for the monitoring system: send its token (METRICS_TOKEN) as a bearer token',
} as const;

// The font calls' answers (docs/fonts.md, docs/api.md "Fonts"). The spec gives one (widgets-and-authoring.md §8
// "Can't detect font features", widgetMessages.fontFeaturesError); the others are ours.
export const fontMessages = {
  tooManyFamilies: (max: number) => `Ask for at most ${max} font families per request`,
  unknownFamily: (family: string) => `Unknown font family: ${family}. Pick one of Folio's library fonts`,
  unknownVariation: (family: string, variation: string) =>
    `Unknown style ${variation} for ${family}: use n1…n9 or i1…i9 (or 400, 700italic)`,
  unknownSubset: (subset: string) => `Unknown subset: ${subset}`,
  familyMissing: 'Name at least one font family, as family=Roboto:n4,i7|Lora',
  uploadMissing: 'Send the font as multipart/form-data in the field upload',
  // limit as formatFileSize writes it: '10 MB'.
  uploadTooLarge: (limit: string) => `The font file is larger than ${limit}`,
  notAFont: 'This file is not a font: upload a TTF, OTF, WOFF or WOFF2 file',
  fontCollection: 'Font collections (TTC) are not accepted: upload one font as TTF, OTF, WOFF or WOFF2',
  damagedFont: 'The font file is damaged or incomplete and could not be read',
  noGlyphs: 'The font has no glyphs to draw text with',
  permissionRequired: 'Custom fonts are not enabled for this account (can_use_custom_fonts)',
  oneSource: 'Name one font: font, url, customFontId or systemFont',
  foreignFontUrl: "Only Folio's own font addresses (/api/fonts/…) can be read",
} as const;

// What makes a refused password easy to guess (apiMessages.weakPassword's reason): ours.
export const passwordWeaknessTexts = {
  common: 'it is one of the most used passwords, or close to one',
  keyboard: 'it is a row or pattern of keys',
  repeats: 'it repeats itself',
  sequence: 'it is a sequence such as abcd or 1234',
  date: 'it is a date or a recent year',
  personal: 'it is made of your name or e-mail address',
  simple: 'it is short and simple',
} as const;

// What one form widget may carry (formConstants; docs/api.md "Limits"): ours. A count over its limit is answered
// 413, a text too long 400, each message naming the limit.
export const limitMessages = {
  formTooManyFields: (max: number) => `A form holds at most ${max} fields`,
  formTooManyFieldOptions: (max: number) => `A select field holds at most ${max} options`,
  formTooManyOptions: (max: number) => `A form holds at most ${max} options in all`,
  formFieldIdTooLong: (max: number) => `A field id holds at most ${max} characters`,
  formLabelTooLong: (max: number) => `A label holds at most ${max} characters`,
  formMessageTooLong: (max: number) => `A thank-you message holds at most ${max} characters`,
  // What one page may hold (pageContentConstants).
  pageTooManyWidgets: (max: number) => `A page holds at most ${max} widgets`,
} as const;

// Accessible names and captions of the maps, hotspot, header and footer, shots, social and shop widgets' views;
// the spec names none of them: ours (the cart's title is the spec's, cartTexts.title).
export const widgetKindTexts = {
  map: 'Map',
  mapOf: (address: string) => `Map: ${address}`,
  hotspot: 'Hotspot',
  shot: 'Shot',
  facebookPage: 'Facebook page',
  facebookPost: 'Facebook post',
  twitterPost: 'Post on X (Twitter)',
  twitterProfile: 'Posts on X (Twitter)',
  addToCart: 'Add to cart',
  cartItems: (title: string, count: number) => `${title}: ${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

// The form widget's texts (widgets-and-authoring.md §1 "form"), shared by its view and the server's answers to a
// submission; the spec gives no wording: ours.
export const formTexts = {
  submit: 'Send',
  success: 'Thank you! Your answers were sent.',
  sending: 'Sending…',
  choose: 'Choose…',
  requiredMark: '*',
  fieldRequired: 'This field is required',
  fieldEmail: 'Enter an email address, such as name@example.com',
  fieldOption: 'Choose one of the options',
  fieldTooLong: (max: number) => `Use at most ${max} characters`,
  fieldNotText: 'The answer must be text',
  fieldNotBoolean: 'The answer must be true or false',
  fieldUnknown: 'This form has no such field',
  // The server's message for a field's problem names the field by its label (or id): "Email: …".
  namedProblem: (name: string, problem: string) => `${name}: ${problem}`,
  checkFields: 'Please check the highlighted fields.',
  sendFailed: 'The form could not be sent. Check your connection and try again.',
  worksOncePublished: 'This form works once the project is published.',
  // The owner's CSV export: the last column's header and a checkbox's answers.
  csvSubmittedAt: 'Submitted at',
  csvYes: 'yes',
  csvNo: 'no',
} as const;

// The cart model's texts that the spec names without wording (ecommerce.md §4: a second order change while one runs
// is rejected): ours.
export const cartModelMessages = {
  orderChangeRunning: 'The order is being updated; try again in a moment',
} as const;

// Swatches, templates and copies of projects (docs/api.md "Swatches", "Templates and copies"). widgets-and-authoring.md
// §8: "Wording of … swatch errors: not shown": ours, as are the other texts here.
export const authoringMessages = {
  swatchPositionMissing: (index: number) => `The swatches have no colour at position ${index}`,
  // A copy of a project is named after it: "Spring issue copy"; an untitled project's copy stays untitled.
  copyTitle: (title: string) => (title ? `${title} copy` : ''),
} as const;

// The text editor's texts (widgets-and-authoring.md §2 names the editor, not its words): ours.
export const textEditorTexts = {
  label: 'Text',
  hint: 'Press Escape to finish editing.',
  placeholder: 'Type your text',
} as const;

// The dashboard's and the constructor shell's texts (the spec shows neither screen): ours.
export const dashboardTexts = {
  appName: 'Folio',
  home: 'Folio home',
  welcomeTitle: 'Design interactive magazines and publish them on the web',
  welcomeLead:
    'Place text, pictures, video, forms and shop widgets freely on pages, check them on every screen size in preview, and publish when they are ready.',
  welcomeFeatures: [
    'Place widgets freely on numbered pages',
    'Check every page on desktop, tablet and phone',
    'Publish, share and sell right from your pages',
  ],
  signIn: 'Sign in',
  signUp: 'Sign up',
  signInTitle: 'Sign in to Folio',
  signUpTitle: 'Create your account',
  createAccount: 'Create account',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters and hard to guess: a few unrelated words work well',
  showPassword: 'Show password',
  signingIn: 'Signing in…',
  creatingAccount: 'Creating account…',
  noAccount: 'New to Folio?',
  haveAccount: 'Already have an account?',
  // Read before the account's name in the header.
  signedInAs: 'Signed in as',
  logOut: 'Log out',
  loggingOut: 'Logging out…',
  logOutFailed: (message: string) => `You could not be logged out: ${message}`,
  myProjects: 'My projects',
  projectCount: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`,
  newProject: 'New project',
  newProjectTitle: 'New project',
  projectTitle: 'Title',
  projectTitlePlaceholder: 'Untitled project',
  startFrom: 'Start from',
  blankProject: 'Blank project',
  blankProjectHint: 'One empty page',
  templateHint: 'A copy of this template',
  createProject: 'Create project',
  creating: 'Creating…',
  createFailed: (message: string) => `The project could not be created: ${message}`,
  untitled: 'Untitled project',
  emptyTitle: 'No projects yet',
  emptyLead: 'Create your first project: an empty page, ready for text, pictures and more.',
  loadingProjects: 'Loading your projects…',
  loadProjectsFailed: 'Your projects could not be loaded.',
  retry: 'Try again',
  published: 'Published',
  draft: 'Draft',
  private: 'Private',
  editedOn: (date: string) => `Edited ${date}`,
  open: 'Open',
  openProject: (title: string) => `Open ${title} in the constructor`,
  preview: 'Preview',
  previewProject: (title: string) => `Preview ${title} (opens in a new tab)`,
  duplicate: 'Duplicate',
  duplicateProject: (title: string) => `Duplicate ${title}`,
  duplicating: 'Duplicating…',
  duplicated: (title: string) => `“${title}” was duplicated.`,
  duplicateFailed: (message: string) => `The project could not be duplicated: ${message}`,
  delete: 'Delete',
  deleteProject: (title: string) => `Delete ${title}`,
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteWarning:
    'The project, its pages and its published versions are deleted for good, and visitors will no longer find it. This cannot be undone.',
  deleteConfirm: 'Delete project',
  deleting: 'Deleting…',
  deleted: (title: string) => `“${title}” was deleted.`,
  deleteFailed: (message: string) => `The project could not be deleted: ${message}`,
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  notices: 'Notices',
  projectActions: (title: string) => `Actions for ${title}`,
  networkError: 'The server could not be reached. Check your connection and try again.',
  // The constructor shell.
  allProjects: 'All projects',
  loadingProject: 'Loading the project…',
  loadProjectFailed: 'The project could not be loaded.',
  projectNotFound: 'Project not found',
  projectNotFoundLead: 'It may have been deleted, or it belongs to another account.',
} as const;

// The constructor's screen (docs/editor.md "Constructor"): the spec names its tools, not their words: ours.
export const constructorTexts = {
  screen: 'Constructor',
  toolbar: 'Constructor tools',
  viewport: 'Viewport',
  viewportNames: { default: 'Desktop', tablet_portrait: 'Tablet', phone_portrait: 'Phone' } as Record<string, string>,
  undo: 'Undo',
  redo: 'Redo',
  zoom: 'Zoom',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomToFit: 'Fit the page',
  zoomValue: (percent: number) => `${percent}%`,
  previewPage: 'Preview this page',
  preview: 'Preview',
  publish: 'Publish',
  publishing: 'Publishing…',
  published: 'Published. Visitors see this version now.',
  publishFailed: (message: string) => `The project could not be published: ${message}`,
  add: 'Add',
  addWidget: 'Add a widget',
  addKind: (label: string) => `Add ${label.toLowerCase()}`,
  // The kinds' names and groups are kept with the kinds' other words (editor-texts/kinds.ts).
  kindLabels: kindLabels as Record<string, string>,
  addGroups: kindGroups,
  buttonLabel: 'Button',
  // widgets-and-authoring.md §3: "Random sample quotes fill new text widgets when no text is given".
  sampleQuotes: [
    'Every page is a place to begin.',
    'Good design is as little design as possible, placed exactly where it matters.',
    'A story told well needs room to breathe.',
    'Make it simple, then make it beautiful.',
    'The best layouts feel inevitable once you see them.',
  ],
  pages: 'Pages',
  pageList: 'Page list',
  pageName: (num: number, title: string | undefined) => (title ? `${num}. ${title}` : `Page ${num}`),
  openPage: (name: string) => `Open ${name}`,
  currentPage: 'current page',
  addPage: 'Add page',
  pageActions: (name: string) => `Actions for ${name}`,
  duplicatePage: 'Duplicate',
  moveUp: 'Move up',
  moveDown: 'Move down',
  deletePage: 'Move to trash',
  lastPageStays: 'A project keeps at least one page.',
  reorderHint: 'Drag pages to reorder them, or use Move up and Move down in their menu.',
  trash: 'Trash',
  openTrash: 'Open trash',
  trashEmpty: 'The trash is empty.',
  trashLoading: 'Loading the trash…',
  trashedOn: (date: string) => `Trashed ${date}`,
  widgetCount: (count: number) => `${count} ${count === 1 ? 'widget' : 'widgets'}`,
  restore: 'Restore',
  restorePage: (name: string) => `Restore ${name}`,
  deleteForGood: 'Delete for good',
  deletePageForGood: (name: string) => `Delete ${name} for good`,
  confirmDeleteForGood: 'Yes, delete for good',
  untitledPage: 'Untitled page',
  close: 'Close',
  pageFailed: (message: string) => `The page list could not be changed: ${message}`,
  canvas: 'Page canvas',
  canvasHint: 'Click a widget to select it, drag to move it. Double-click a text, or press Enter, to type in it. Arrow keys nudge, Delete removes, Ctrl or Cmd+Z undoes.',
  selectionSummary: (count: number) => (count ? `${count} ${count === 1 ? 'widget' : 'widgets'} selected` : 'Nothing selected'),
  resizeHandle: (handle: string) => `Resize ${handle}`,
  rotateHandle: 'Rotate',
  arrange: 'Arrange',
  flipHorizontal: 'Flip horizontally',
  flipVertical: 'Flip vertically',
  bringToFront: 'Bring to front',
  bringForward: 'Bring forward',
  sendBackward: 'Send backward',
  sendToBack: 'Send to back',
  alignLeft: 'Align left',
  alignCenter: 'Align centres',
  alignRight: 'Align right',
  alignTop: 'Align top',
  alignMiddle: 'Align middles',
  alignBottom: 'Align bottom',
  distributeHorizontal: 'Distribute horizontally',
  distributeVertical: 'Distribute vertically',
  lock: 'Lock',
  hide: 'Hide in this viewport',
  duplicate: 'Duplicate',
  delete: 'Delete',
  fullWidth: 'Full width',
  fullHeight: 'Full height',
  stick: (side: string) => `Stick to ${side}`,
  sides: { top: 'top', right: 'right', bottom: 'bottom', left: 'left' } as Record<string, string>,
  fixedPosition: 'Fixed position',
  fixedNone: 'Not fixed',
  fixedAnchors: {
    tl: 'Top left',
    t: 'Top',
    tr: 'Top right',
    l: 'Left',
    c: 'Centre',
    r: 'Right',
    bl: 'Bottom left',
    b: 'Bottom',
    br: 'Bottom right',
  } as Record<string, string>,
  saveStatus: {
    saved: 'All changes saved',
    saving: 'Saving…',
    offline: 'Offline: your changes are kept and sent when the server answers',
    conflict: 'This project changed elsewhere',
  } as Record<string, string>,
  /** A change the server refused (not one made elsewhere): its words. */
  saveRefused: (message: string) => `Not saved: ${message}`,
  keepMine: 'Keep my changes',
  takeTheirs: 'Load the other version',
  openingProject: 'Opening the project…',
  properties: 'Properties',
  propertiesEmpty: 'Select a widget to see its properties.',
} as const;
