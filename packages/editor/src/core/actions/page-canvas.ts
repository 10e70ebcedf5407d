import type { LayoutGrid } from '@folio/model';
import { gridOf, writeGuides, writePageHeight, type GuideAxis } from '../page-canvas';
import { documentAction, sessionAction } from './action';

// The page's size, its guides and the project's column grid (docs/editor.md "Page size", "Rulers, guides and grid").
// Each edit is one history entry and one step of the change stream (a drag of the page's edge or of a guide is a
// gesture: one entry when it ends).

/** The open page's height in the session's viewport (whole px, within its minimum and 201600); footers follow. */
export const setPageHeight = documentAction<{ height: number }>({
  name: 'setPageHeight',
  recipe(context, { height }) {
    writePageHeight(context.doc, context.view, height);
  },
});

/** One axis of the open page's guides in the session's viewport. */
export const setGuides = documentAction<{ axis: GuideAxis; positions: readonly number[] }>({
  name: 'setGuides',
  recipe(context, { axis, positions }) {
    const page = context.doc.pages[context.view.session.pageId];
    if (page) writeGuides(page, context.view.session.viewport, axis, positions);
  },
});

/** The project's column grid in the session's viewport (the same on every page). */
export const setLayoutGrid = documentAction<{ grid: LayoutGrid }>({
  name: 'setLayoutGrid',
  recipe(context, { grid }) {
    const project = context.doc.project;
    project.layout_grid = { ...project.layout_grid, [context.view.session.viewport]: { ...grid } };
  },
});

export const toggleRulers = sessionAction({
  name: 'toggleRulers',
  keys: [{ combo: 'shift+r' }],
  run: (editor) => editor.updateSession((session) => void (session.showRulers = !session.showRulers)),
});

export const toggleGuides = sessionAction({
  name: 'toggleGuides',
  keys: [{ combo: 'shift+g' }],
  run: (editor) =>
    editor.updateSession((session) => {
      session.showGuides = !session.showGuides;
      session.selectedGuide = null;
    }),
});

/** Shows or hides the project's column grid in the session's viewport (a hidden grid is not snapped to). */
export const toggleLayoutGrid = documentAction({
  name: 'toggleLayoutGrid',
  keys: [{ combo: 'shift+c' }],
  recipe(context) {
    const { viewport } = context.view.session;
    const project = context.doc.project;
    const grid = gridOf(context.view.document.project, viewport);
    project.layout_grid = { ...project.layout_grid, [viewport]: { ...grid, visible: !grid.visible } };
  },
});
