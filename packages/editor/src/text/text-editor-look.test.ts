import { describe, expect, it } from 'vitest';
import { defaultTypography, projectTypography, type TextStyle } from '@folio/model';
import { blockLook } from './text-editor-look';

// The editing block look draws the project's named styles as the viewer does (text-v3-view.tsx), so the text does
// not jump when editing starts or ends.

const red: TextStyle = {
  name: 'H1',
  tag: 'h1',
  cssProperties: { fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, fontWeight: 700, color: 'FF0000', textAlign: 'center', letterSpacing: 1, textTransform: 'uppercase', paddingTop: 6 },
};

describe('block looks from the project’s named styles', () => {
  it('a project’s own H1 wins over the §3 default of that name', () => {
    const typography = projectTypography({ textStyles: { project: [red] } });
    expect(blockLook({ textStyle: 'H1' }, typography)).toMatchObject({
      'font-family': '"Georgia", "Georgia Fallback", sans-serif',
      'font-size': '80px',
      'line-height': '90px',
      'font-weight': '700',
      color: 'rgba(255, 0, 0, 1)',
      'text-align': 'center',
      'letter-spacing': '1px',
      'text-transform': 'uppercase',
      'padding-top': '6px',
    });
  });

  it('block data wins over the style: alignment, line height, paddings', () => {
    const typography = projectTypography({ textStyles: { project: [red] } });
    expect(blockLook({ textStyle: 'H1', align: 'right', lineHeight: 100, paddings: { top: 0 } }, typography)).toMatchObject({
      'text-align': 'right',
      'line-height': '100px',
      'padding-top': '0px',
    });
  });

  it('the families are written with the stack the typography gives', () => {
    const typography = { ...projectTypography({ textStyles: { project: [red] } }), fontStack: (family: string) => `"${family}", serif` };
    expect(blockLook({ textStyle: 'H1' }, typography)['font-family']).toBe('"Georgia", serif');
  });

  it('a name found nowhere draws in the default text font, every property cleared', () => {
    expect(Object.values(blockLook({ textStyle: 'Nope' }, defaultTypography)).every((value) => value === '')).toBe(true);
  });

  it('a list item takes the text style its list style names', () => {
    const typography = projectTypography({ list_styles: [{ name: 'List item', type: 'ordered', textStyle: 'Caption' }] });
    expect(blockLook({}, typography, 'ordered-list-item')).toMatchObject({ 'font-size': '14px', 'font-style': 'italic' });
    expect(blockLook({}, typography)['font-size']).toBe('');
  });
});
