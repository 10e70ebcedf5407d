import { describe, expect, it } from 'vitest';
import { buttonWidgetSchema } from './button';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('button widget', () => {
  it('widgets-and-authoring.md §3: button fields with CSS-style names and hover-/current- variants', () => {
    const styles = {
      'background-color': 'ff0000',
      'background-color-opacity': 1,
      'border-radius': 4,
      'border-width': 1,
      'border-color': '000000',
      'border-color-opacity': 0.5,
      'font-family': 'Roboto',
      'font-weight': 700,
      'font-style': 'italic',
      'font-size': 16,
      color: 'ffffff',
      'color-opacity': 1,
      'letter-spacing': 0.2,
    };
    const prefixed = (prefix: string) => Object.fromEntries(Object.entries(styles).map(([k, v]) => [prefix + k, v]));
    const widget = {
      type: 'button',
      ...base,
      tp: 'text_and_icon',
      form: 'circle',
      text: 'Buy',
      text_w: 40,
      text_h: 20,
      icon_w: 16,
      icon_h: 16,
      icon_pos: 'left',
      ...styles,
      ...prefixed('hover-'),
      ...prefixed('current-'),
      'hover-tansition-duration': 0.3,
      'hover-cursor': 'pointer',
      transition: true,
      clickLink: 'https://example.com',
      icon_url: '/i.png',
      icon_2x_url: '/i@2x.png',
      hover_icon_url: '/h.png',
      hover_icon_2x_url: '/h@2x.png',
    };
    expect(buttonWidgetSchema.parse(widget)).toEqual(widget);
  });

  it("widgets-and-authoring.md §3: 'hover-tansition-duration' keeps the spec's spelling", () => {
    expect(buttonWidgetSchema.safeParse({ type: 'button', ...base, 'hover-transition-duration': 1 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: tp is text, icon or text_and_icon; icon_pos left or right', () => {
    expect(buttonWidgetSchema.safeParse({ type: 'button', ...base, tp: 'image' }).error?.issues[0]?.path).toEqual(['tp']);
    expect(buttonWidgetSchema.safeParse({ type: 'button', ...base, icon_pos: 'top' }).success).toBe(false);
    expect(buttonWidgetSchema.safeParse({ type: 'button', ...base, 'hover-color': 'red' }).error?.issues[0]?.path).toEqual([
      'hover-color',
    ]);
  });
});
