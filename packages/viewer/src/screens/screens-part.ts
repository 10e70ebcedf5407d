import { lazyPart } from '../lazy-part';

/** The screens shown instead of a project (password, login, service screens: screen-view.tsx), loaded on use. */
export const screensPart = lazyPart(() => import('./screen-view'));
