import { describe, expect, it } from 'vitest';
import { chosenColor } from './chosen-color';
import { withRecent } from './recent-colors';

function panel() {
  let recent: string[] = ['00FF00FF'];
  const chosen = chosenColor((color) => (recent = withRecent(recent, color)));
  return { chosen, recent: () => recent };
}

describe('a colour chosen in the text toolbar joins the recent colours', () => {
  it('when the panel closes, once, however many steps led to it', () => {
    const { chosen, recent } = panel();
    chosen.wrote('FF0000');
    chosen.wrote('FF000080');
    chosen.wrote('C0392BCC');
    expect(recent()).toEqual(['00FF00FF']);
    chosen.closed();
    expect(recent()).toEqual(['C0392BCC', '00FF00FF']);
    chosen.closed();
    expect(recent()).toEqual(['C0392BCC', '00FF00FF']);
  });

  it('not when nothing was written, or the style’s own colour was put back last', () => {
    const { chosen, recent } = panel();
    chosen.closed();
    chosen.wrote('FF0000');
    chosen.cleared();
    chosen.closed();
    expect(recent()).toEqual(['00FF00FF']);
  });

  it('a colour already there moves to the front', () => {
    const { chosen, recent } = panel();
    chosen.wrote('FF0000');
    chosen.closed();
    chosen.wrote('00ff00');
    chosen.closed();
    expect(recent()).toEqual(['00FF00FF', 'FF0000FF']);
  });
});
