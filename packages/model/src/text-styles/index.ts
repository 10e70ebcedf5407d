// Named text, link and list styles resolved into looks and CSS (widgets-and-authoring.md §3), without zod.
export * from './defaults';
export * from './resolve';
export * from './page-fonts';
export * from './text-css';
