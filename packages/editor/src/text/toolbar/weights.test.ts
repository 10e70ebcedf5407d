import { describe, expect, it } from 'vitest';
import { findLibraryFont, type Font } from '@folio/model';
import { familyVariations, nearestFace, variationOf, weightOptions } from './weights';

describe('the weights offered for a family', () => {
  it('a library family offers exactly the faces it has', () => {
    const library = findLibraryFont('Roboto')!;
    expect(new Set(familyVariations('Roboto'))).toEqual(new Set(library.variations));
    expect(familyVariations('roboto')).toEqual(familyVariations('Roboto'));
  });

  it('a project font offers the variations it lists', () => {
    const font: Font = { provider: 'custom', css_name: 'My Serif', name: 'My Serif', variations: ['n4', 'i4', 'n6'] };
    expect(familyVariations('My Serif', [font])).toEqual(['n4', 'i4', 'n6']);
  });

  it('an unknown family offers regular and bold, upright and italic', () => {
    expect(familyVariations('Georgia')).toEqual(['n4', 'i4', 'n7', 'i7']);
  });

  it('each weight comes with its italic after it', () => {
    const font: Font = { provider: 'custom', css_name: 'X', name: 'X', variations: ['i7', 'n7', 'n3'] };
    expect(familyVariations('X', [font])).toEqual(['n3', 'n7', 'i7']);
  });

  it('the current face is listed even when the family lacks it', () => {
    expect(weightOptions('Georgia', [], { weight: 300, style: 'normal' }).map((option) => option.code)).toEqual(['n3', 'n4', 'i4', 'n7', 'i7']);
    expect(weightOptions('Georgia', [], { weight: 700, style: 'italic' }).map((option) => option.code)).toEqual(['n4', 'i4', 'n7', 'i7']);
    expect(variationOf(450, 'normal')).toBe('n5');
  });
});

describe('the face kept when the family changes', () => {
  it('the same weight and style when the family has it, else the nearest weight of that style', () => {
    const font: Font = { provider: 'custom', css_name: 'X', name: 'X', variations: ['n3', 'n6', 'i4'] };
    expect(nearestFace('X', [font], { weight: 600, style: 'normal' }).code).toBe('n6');
    expect(nearestFace('X', [font], { weight: 700, style: 'normal' }).code).toBe('n6');
    expect(nearestFace('X', [font], { weight: 700, style: 'italic' }).code).toBe('i4');
    expect(nearestFace('Georgia', [], { weight: 300, style: 'italic' }).code).toBe('i4');
  });
});
