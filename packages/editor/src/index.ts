// @folio/editor — the constructor and the dashboard: document store, history, actions, tools, canvas, panels.
export * from './core';
export * from './save';
