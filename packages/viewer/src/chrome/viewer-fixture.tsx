// Test helper (not shipped: nothing in the bundle imports it): a viewer store and recording actions
// around a component, rendered to HTML with react-dom/server.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageSummary, PublishedMag } from '../types';
import { ViewerContext, initialViewerState } from '../viewer-state';
import type { ViewerActions, ViewerState } from '../viewer-state';
import { createStore } from '../store';

export function testPages(count: number, extra: (index: number) => Partial<PageSummary> = () => ({})): PageSummary[] {
  return Array.from({ length: count }, (_, i) => ({ _id: `p${i + 1}`, num: i + 1, num_id: 100 + i, ...extra(i) }));
}

export function testMag(overrides: Partial<PublishedMag> = {}): PublishedMag {
  return {
    _id: 'm1',
    num_id: 42,
    uri: 'spring',
    title: 'Spring issue',
    description: 'Flowers',
    opts: {},
    user: { _id: 'u1', name: 'Ada Lovelace', uri: 'ada', isMe: false },
    published: '2024-03-05T10:00:00.000Z',
    is_published: true,
    is_private: false,
    pages: testPages(5),
    ...overrides,
  };
}

export function testState(overrides: Partial<ViewerState> = {}): ViewerState {
  return {
    ...initialViewerState({
      env: 'viewer',
      embed: false,
      screen: { kind: 'mag' },
      mag: testMag(),
      numId: 42,
      pageIndex: 0,
      pages: {},
      publicUrl: 'https://folio.test',
      customDomain: false,
      domainUrl: null,
      viewport: 'default',
      deviceClass: 'desktop',
      now: Date.parse('2024-06-01T00:00:00.000Z'),
    }),
    ...overrides,
  };
}

export type ActionCall = [keyof ViewerActions, ...unknown[]];

export function recordingActions(calls: ActionCall[] = [], unlock = false): ViewerActions {
  return new Proxy({} as ViewerActions, {
    get: (_target, name) => (...args: unknown[]) => {
      calls.push([name as keyof ViewerActions, ...args]);
      return name === 'unlockProject' || name === 'unlockPage' ? Promise.resolve(unlock) : undefined;
    },
  });
}

export function renderWithViewer(node: ReactNode, state: Partial<ViewerState> = {}, actions = recordingActions()): string {
  const store = createStore(testState(state));
  return renderToString(<ViewerContext.Provider value={{ store, actions }}>{node}</ViewerContext.Provider>);
}
