import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textConstants } from '@folio/model';
import { createTextChangeScheduler } from './text-change-scheduler';

describe('text changes on time (widgets-and-authoring.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const apply = vi.fn();
    const save = vi.fn();
    const scheduler = createTextChangeScheduler<string>({ apply, save });
    return { apply, save, scheduler };
  }

  it('applies 20 ms after an edit, edits within those 20 ms together, with the latest text', () => {
    const { apply, scheduler } = setup();
    scheduler.edit(() => 'a');
    vi.advanceTimersByTime(textConstants.applyDelayMs - 1);
    scheduler.edit(() => 'ab');
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply.mock.calls).toEqual([['ab']]);
    scheduler.edit(() => 'abc');
    vi.advanceTimersByTime(textConstants.applyDelayMs);
    expect(apply.mock.calls).toEqual([['ab'], ['abc']]);
  });

  it('saves once, 400 ms after the last of a run of edits', () => {
    const { save, scheduler } = setup();
    for (const text of ['a', 'ab', 'abc']) {
      scheduler.edit(() => text);
      vi.advanceTimersByTime(textConstants.saveDebounceMs - 1);
    }
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([['abc']]);
    vi.advanceTimersByTime(textConstants.saveDebounceMs * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('reads the text only when a callback needs it', () => {
    const { scheduler } = setup();
    const read = vi.fn(() => 'x');
    scheduler.edit(read);
    scheduler.edit(read);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(textConstants.saveDebounceMs);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('flush saves what is pending at once; cancel drops it', () => {
    const { apply, save, scheduler } = setup();
    scheduler.edit(() => 'typed');
    scheduler.flush();
    expect(apply.mock.calls).toEqual([['typed']]);
    expect(save.mock.calls).toEqual([['typed']]);
    scheduler.flush();
    expect(save).toHaveBeenCalledTimes(1);
    scheduler.edit(() => 'dropped');
    scheduler.cancel();
    vi.advanceTimersByTime(textConstants.saveDebounceMs);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
