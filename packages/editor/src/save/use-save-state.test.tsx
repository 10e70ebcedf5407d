import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FakeProjectApi, fakeWidget, FAKE_MAG_ID } from './fake-project-api';
import { SaveQueue } from './save-queue';
import { useSaveState } from './use-save-state';

function SaveBadge({ queue }: { queue: SaveQueue }) {
  const { status, pending } = useSaveState(queue);
  return <span data-status={status}>{pending}</span>;
}

describe('useSaveState', () => {
  it("gives a component the queue's state and pending count", () => {
    const api = new FakeProjectApi();
    const queue = new SaveQueue({ projectId: FAKE_MAG_ID, revision: 0, http: api.http });
    expect(renderToStaticMarkup(<SaveBadge queue={queue} />)).toBe('<span data-status="saved">0</span>');
    queue.add({
      cause: 'action',
      name: 'createWidgets',
      magId: FAKE_MAG_ID,
      widgets: { created: [fakeWidget(1), fakeWidget(2)], updated: [], deleted: [], removedFields: {} },
      pages: { updated: [], order: null },
      project: null,
    });
    expect(renderToStaticMarkup(<SaveBadge queue={queue} />)).toBe('<span data-status="saving">2</span>');
    queue.dispose();
  });
});
