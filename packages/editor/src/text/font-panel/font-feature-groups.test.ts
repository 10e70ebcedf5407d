import { describe, expect, it } from 'vitest';
import { chooseFeature, chosenFeature, featureGroups, isFeatureOn, stylisticSetNumber, switchFeature, type FeatureChoice } from './font-feature-groups';

describe('featureGroups', () => {
  it('offers only the features the font has, grouped in the panel order', () => {
    const groups = featureGroups(['kern', 'ss03', 'onum', 'liga', 'ss01', 'frac', 'calt']);
    expect(groups).toEqual([
      { name: 'ligatures', controls: [{ kind: 'switch', tag: 'liga' }] },
      { name: 'figures', controls: [{ kind: 'choice', name: 'figureStyle', tags: ['onum'] }] },
      { name: 'fractions', controls: [{ kind: 'switch', tag: 'frac' }] },
      {
        name: 'stylisticSets',
        controls: [
          { kind: 'switch', tag: 'ss01' },
          { kind: 'switch', tag: 'ss03' },
        ],
      },
    ]);
  });

  it('offers nothing for a font without features', () => {
    expect(featureGroups([])).toEqual([]);
    expect(featureGroups(['kern', 'mark', 'mkmk'])).toEqual([]);
  });

  it('knows the twenty stylistic sets and no more', () => {
    expect(stylisticSetNumber('ss01')).toBe(1);
    expect(stylisticSetNumber('ss20')).toBe(20);
    expect(stylisticSetNumber('ss21')).toBeUndefined();
    expect(featureGroups(['ss20', 'ss21']).flatMap((group) => group.controls)).toEqual([{ kind: 'switch', tag: 'ss20' }]);
  });
});

describe('switching a feature', () => {
  it('writes a feature only where it differs from the font default', () => {
    expect(isFeatureOn(undefined, 'liga')).toBe(true);
    expect(isFeatureOn(undefined, 'ss01')).toBe(false);
    expect(switchFeature(undefined, 'ss01', true)).toEqual({ ss01: true });
    expect(switchFeature({ ss01: true }, 'ss01', false)).toBeUndefined();
    expect(switchFeature({ ss01: true }, 'liga', false)).toEqual({ ss01: true, liga: false });
    expect(switchFeature({ liga: false }, 'liga', true)).toBeUndefined();
  });

  it('makes a figure choice exclusive, and the font default clears it', () => {
    const style: FeatureChoice = { kind: 'choice', name: 'figureStyle', tags: ['lnum', 'onum'] };
    const oldStyle = chooseFeature({ lnum: true, ss02: true }, style, 'onum');
    expect(oldStyle).toEqual({ ss02: true, onum: true });
    expect(chosenFeature(oldStyle, style)).toBe('onum');
    expect(chooseFeature(oldStyle, style, null)).toEqual({ ss02: true });
    expect(chooseFeature({ onum: true }, style, null)).toBeUndefined();
    expect(chosenFeature(undefined, style)).toBeNull();
  });
});
