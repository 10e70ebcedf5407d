// @folio/viewer — what visitors get: router, page lifecycle, layouts, chrome, screens, cart sidebar.
// It may import @folio/model and @folio/widgets, never the editor (scripts/check-boundaries.mjs).
export {};
