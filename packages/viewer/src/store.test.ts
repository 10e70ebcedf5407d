import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('viewer store', () => {
  it('notifies subscribers on a change and not on a no-op', () => {
    const store = createStore({ a: 1, b: 'x' });
    let calls = 0;
    store.subscribe(() => calls++);
    store.setState({ a: 1 });
    expect(calls).toBe(0);
    store.setState((s) => ({ a: s.a + 1 }));
    expect(calls).toBe(1);
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
  });
});
