import { describe, expect, it } from 'vitest';
import { libraryTexts, pictureUploadLimits } from '@folio/model';
import { pictureFileAccept, pictureFileProblem } from './picture-file-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('pictureFileProblem', () => {
  it('takes each type the server accepts, up to the exact size limit', () => {
    for (const type of pictureUploadLimits.types) expect(pictureFileProblem(file('a', type))).toBeNull();
    expect(pictureFileProblem(file('big.jpg', 'image/jpeg', pictureUploadLimits.maxBytes))).toBeNull();
  });

  it('refuses a file one byte over the limit, saying its size and the limit', () => {
    const problem = pictureFileProblem(file('big.jpg', 'image/jpeg', pictureUploadLimits.maxBytes + 1));
    expect(problem).toBe(libraryTexts.tooLarge('big.jpg', '25 MB', '25 MB'));
    expect(pictureFileProblem(file('huge.png', 'image/png', 31.4 * 1024 * 1024))).toBe('huge.png is too large (31.4 MB): a picture can be at most 25 MB.');
  });

  it('refuses what is not a picture the server takes, by type', () => {
    expect(pictureFileProblem(file('notes.txt', 'text/plain'))).toBe(libraryTexts.notAPicture('notes.txt'));
    expect(pictureFileProblem(file('photo.tiff', 'image/tiff'))).toBe(libraryTexts.notAPicture('photo.tiff'));
    // A wrong type is said before a wrong size.
    expect(pictureFileProblem(file('movie.mp4', 'video/mp4', pictureUploadLimits.maxBytes * 2))).toBe(libraryTexts.notAPicture('movie.mp4'));
  });

  it('lets an SVG go: the server cleans it (docs/api.md "Pictures")', () => {
    expect(pictureFileProblem(file('logo.svg', 'image/svg+xml'))).toBeNull();
    expect(pictureFileProblem(file('logo.SVG', ''))).toBeNull();
  });

  it('reads the name ending when the browser gives no type', () => {
    expect(pictureFileProblem(file('scan.JPG', ''))).toBeNull();
    expect(pictureFileProblem(file('scan.avif', ''))).toBeNull();
    expect(pictureFileProblem(file('README', ''))).toBe(libraryTexts.notAPicture('README'));
  });

  it('offers the server types and endings to the file chooser', () => {
    expect(pictureFileAccept.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', '.webp', '.gif', '.avif']));
    expect(pictureFileAccept.split(',')).toEqual(expect.arrayContaining(['image/svg+xml', '.svg']));
  });
});
