import { describe, expect, it } from 'vitest';
import { colorChoicesConstants } from '@folio/model';
import { parseRecent, recentEntry, withRecent } from './recent-colors';

describe('recent colours', () => {
  it('keeps colours as RRGGBBAA in upper case, six digits opaque', () => {
    expect(recentEntry('#1d3557')).toBe('1D3557FF');
    expect(recentEntry('1D355780')).toBe('1D355780');
    expect(recentEntry('red')).toBeNull();
    expect(recentEntry('#abc')).toBeNull();
  });

  it('puts the newest first and moves a colour used again to the front', () => {
    let list: string[] = [];
    list = withRecent(list, 'FF0000');
    list = withRecent(list, '00FF00');
    list = withRecent(list, 'ff0000');
    expect(list).toEqual(['FF0000FF', '00FF00FF']);
  });

  it('keeps only the last eight', () => {
    let list: string[] = [];
    for (let index = 0; index < 12; index += 1) list = withRecent(list, index.toString(16).padStart(6, '0'));
    expect(list).toHaveLength(colorChoicesConstants.recentMax);
    expect(list[0]).toBe('00000BFF');
    expect(list.at(-1)).toBe('000004FF');
  });

  it('ignores what is not a colour', () => {
    expect(withRecent(['FF0000FF'], 'nope')).toEqual(['FF0000FF']);
  });

  it('reads back only a list of colours from storage', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify(['ff0000', 3, 'FF0000FF', 'x', '00ff00']))).toEqual(['FF0000FF', '00FF00FF']);
    expect(parseRecent(JSON.stringify(Array.from({ length: 20 }, (_, index) => index.toString(16).padStart(6, '0'))))).toHaveLength(8);
  });
});
