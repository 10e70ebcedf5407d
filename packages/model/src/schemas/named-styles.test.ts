import { describe, expect, it } from 'vitest';
import { defaultNamedStyles, linkStylesBodySchema, listStylesBodySchema, textStylesBodySchema } from './named-styles';

describe('named styles (widgets-and-authoring.md §3, §7)', () => {
  it('§3: the default text styles are H1 48/60 bold Roboto, H2 24/30 Georgia, Text 18/23, Caption 14/18 italic', () => {
    const byName = Object.fromEntries(defaultNamedStyles('text-styles').map((style) => [style.name, style.cssProperties]));
    expect(byName.H1).toMatchObject({ fontSize: 48, lineHeight: 60, fontWeight: 700, fontFamily: 'Roboto' });
    expect(byName.H2).toMatchObject({ fontSize: 24, lineHeight: 30, fontFamily: 'Georgia' });
    expect(byName.Text).toMatchObject({ fontSize: 18, lineHeight: 23 });
    expect(byName.Caption).toMatchObject({ fontSize: 14, lineHeight: 18, fontStyle: 'italic' });
  });

  it('§3: the default link style has the three states in 0080FF64; the default list style is List item', () => {
    const [link] = defaultNamedStyles('link-styles');
    for (const state of [link!.link, link!.hover, link!.current]) expect(state.color).toBe('0080FF64');
    expect(defaultNamedStyles('list-styles')).toEqual([{ name: 'List item', type: 'unordered' }]);
  });

  it('the defaults are fresh copies: changing one leaves the next call as the spec says', () => {
    defaultNamedStyles('text-styles')[0]!.cssProperties.fontSize = 1;
    expect(defaultNamedStyles('text-styles')[0]!.cssProperties.fontSize).toBe(48);
  });

  it('§7: PUT bodies are {styles} of the kind, each checked by its schema', () => {
    expect(textStylesBodySchema.parse({ styles: defaultNamedStyles('text-styles') }).styles).toHaveLength(4);
    expect(textStylesBodySchema.safeParse({ styles: [{ name: 'A', cssProperties: { fontSize: -1 } }] }).error?.issues[0]?.path).toEqual([
      'styles',
      0,
      'cssProperties',
      'fontSize',
    ]);
    expect(linkStylesBodySchema.safeParse({ styles: [{ name: 'L', link: {}, hover: {} }] }).success).toBe(false);
    expect(listStylesBodySchema.parse({ styles: [{ type: 'ordered' }] }).styles).toEqual([{ name: 'List item', type: 'ordered' }]);
    expect(textStylesBodySchema.safeParse({ styles: [], extra: true }).success).toBe(false);
  });

  it('names are unique in a list: texts refer to styles by name', () => {
    const twice = listStylesBodySchema.safeParse({ styles: [{ name: 'Steps' }, { name: 'Steps', type: 'ordered' }] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['styles', 1, 'name'], message: 'Another style is already named Steps' });
  });
});
