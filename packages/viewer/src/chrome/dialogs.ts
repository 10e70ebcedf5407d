// The chrome's dialogs, one chunk loaded on use (dialogs-part.ts): none of them shows on a first page of a project
// unless that page is protected.
export { MagMenu } from './mag-menu';
export { PagePasswordForm } from './page-password-form';
export { SharePopup } from './share-popup';
