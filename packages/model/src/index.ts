// @folio/model — the spec as pure TypeScript. No DOM, no Node APIs.
