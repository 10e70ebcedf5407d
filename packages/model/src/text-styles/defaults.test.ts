import { describe, expect, it } from 'vitest';
import { defaultNamedStyles } from '../schemas/named-styles';
import { baseLinkStyles, baseListStyles, baseTextStyles } from './defaults';

describe('named style defaults without zod (widgets-and-authoring.md §3)', () => {
  it('are the same as the ones the API answers for a project that saved none', () => {
    expect(baseTextStyles).toEqual(defaultNamedStyles('text-styles'));
    expect(baseLinkStyles).toEqual(defaultNamedStyles('link-styles'));
    expect(baseListStyles).toEqual(defaultNamedStyles('list-styles'));
  });
});
