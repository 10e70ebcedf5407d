import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LinkStyle } from '../schemas/text';
import { defaultTypography } from './resolve';
import { cssColor, familyName, linkStyleClass, linkStyleCss, lookCss, typographyCss } from './text-css';

const red: LinkStyle = {
  name: 'Red links',
  link: { textColor: 'ff0000', color: '00ff00', size: 2, padding: 3, type: 'dotted' },
  hover: { textColor: '0000ff', type: 'dashed' },
  current: { textColor: '111111', type: 'none' },
};

describe('link style CSS (widgets-and-authoring.md §3 "Link style": link, hover, current)', () => {
  it('writes the three states: text colour, underline colour, thickness (size), offset (padding) and type', () => {
    const css = linkStyleCss(red);
    const cls = linkStyleClass('Red links');
    expect(css).toContain(`.${cls}{color:rgba(255, 0, 0, 1);text-decoration-line:underline;text-decoration-style:dotted;text-decoration-color:rgba(0, 255, 0, 1);text-decoration-thickness:2px;text-underline-offset:3px}`);
    expect(css).toContain(`.${cls}:hover{color:rgba(0, 0, 255, 1);text-decoration-line:underline;text-decoration-style:dashed}`);
    expect(css).toContain(`.${cls}[aria-current=page]{color:rgba(17, 17, 17, 1);text-decoration-line:none}`);
    // The current state comes last, so it wins over hover on a link to the page being viewed.
    expect(css.indexOf('[aria-current=page]')).toBeGreaterThan(css.indexOf(':hover'));
  });

  it('draws the default style in the text colour, underlined in 0080FF64, never browser-blue', () => {
    const css = typographyCss(defaultTypography);
    expect(css).toContain(`.${linkStyleClass('default')}{color:inherit;text-decoration-line:underline;text-decoration-style:solid;text-decoration-color:rgba(0, 128, 255, 0.392)`);
  });

  it('gives every name its own class made of safe characters only', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(linkStyleClass(a)).toMatch(/^[a-zA-Z0-9_-]+$/);
        if (a !== b) expect(linkStyleClass(a)).not.toBe(linkStyleClass(b));
      }),
    );
  });

  it('lets no stored value out of its declaration', () => {
    const hostile = {
      name: '}</style><script>',
      link: { textColor: 'red;}body{x:y', color: '000000', size: Number.NaN, type: 'solid;x' },
      hover: {},
      current: {},
    } as unknown as LinkStyle;
    const css = linkStyleCss(hostile);
    expect(css).not.toMatch(/[<>]|body|NaN|solid;x/);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });
});

describe('CSS values of a look', () => {
  it('reads hex colours with alpha and opacity, and nothing else', () => {
    expect(cssColor('0080FF64')).toBe('rgba(0, 128, 255, 0.392)');
    expect(cssColor('ffffff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(cssColor('red')).toBeUndefined();
    expect(cssColor('ffffff;x')).toBeUndefined();
  });

  it('keeps a family name inside its quotes', () => {
    expect(familyName('Open Sans')).toBe('Open Sans');
    expect(familyName('Évolution Sans')).toBe('Évolution Sans');
    expect(familyName('a";}body{x')).toBe('abodyx');
    expect(lookCss({ fontFamily: '";' })).toEqual({});
  });

  it('drops keywords outside the spec and numbers that are not finite', () => {
    expect(lookCss({ textTransform: 'url(x)', textDecoration: 'underline', fontSize: Number.POSITIVE_INFINITY, fontStyle: 'oblique' as 'italic' })).toEqual({ textDecoration: 'underline' });
  });
});
