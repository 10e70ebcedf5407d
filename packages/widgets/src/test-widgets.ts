import type { Widget } from '@folio/model';

// Widgets for the kinds' tests: the common fields filled in, the kind's own given.
let ids = 0;
const newId = () => (++ids).toString(16).padStart(24, '0');
export const TEST_PAGE = 'f'.repeat(24);

export function widgetOf<T extends Widget['type']>(type: T, fields: Partial<Extract<Widget, { type: T }>> = {}): Extract<Widget, { type: T }> {
  return { _id: newId(), pid: TEST_PAGE, type, x: 0, y: 0, w: 400, h: 300, ...fields } as Extract<Widget, { type: T }>;
}
