import { lazyPart } from '../lazy-part';

/** The preview's bar (preview-bar.tsx): a chunk of its own, loaded only in preview, after the page is drawn. */
export const previewBarPart = lazyPart(() => import('./preview-bar'));
