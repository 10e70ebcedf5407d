import { lazyPart } from '../lazy-part';

/** The menu, share and page password dialogs (dialogs.ts), loaded on use or when the browser is idle. */
export const dialogsPart = lazyPart(() => import('./dialogs'));
