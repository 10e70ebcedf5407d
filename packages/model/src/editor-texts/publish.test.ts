import { describe, expect, it } from 'vitest';
import { editorShellConstants } from '../constants';
import { previewBarTexts } from './publish';

describe('previewBarTexts', () => {
  it('sends the author back to the constructor’s own address', () => {
    expect(previewBarTexts.editorAddress(42)).toBe(`/${editorShellConstants.editSegment}/42/`);
  });
  it('names the page by number and title', () => {
    expect(previewBarTexts.page(2, 5, 'Story')).toBe('Page 2 of 5 · Story');
    expect(previewBarTexts.page(1, 5, '')).toBe('Page 1 of 5');
  });
});
