// @folio/viewer — what visitors get. The server renders pages with ./ssr and links the client build.
export * from './types';
export { EARLY_INPUT_SCRIPT } from './early-input';
export * from './script-loader';
export { pageIndexOfRoute } from './router';
