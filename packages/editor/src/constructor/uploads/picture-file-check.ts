import { formatFileSize, libraryTexts, pictureUploadLimits } from '@folio/model';

/** What the constructor knows of a file before sending it (a File, or its like in tests). */
export interface PictureFileFacts {
  name: string;
  type: string;
  size: number;
}

const SVG_TYPE = 'image/svg+xml';
const SVG_EXTENSION = 'svg';

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Why a file cannot be uploaded as a picture, before it is sent (docs/api.md "Pictures: uploads and variants"):
 * not one of the server's types (by the browser's type, or the name's ending when the browser gives none), or
 * larger than the server's limit. An SVG may go: the server cleans it (and answers its own, smaller limit for
 * vectors). Null when it may go. The server still reads the type from the bytes and has the last word.
 */
export function pictureFileProblem(file: PictureFileFacts): string | null {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const vector = type === SVG_TYPE || (!type && extension === SVG_EXTENSION);
  const known =
    vector ||
    (type ? (pictureUploadLimits.types as readonly string[]).includes(type) : (pictureUploadLimits.extensions as readonly string[]).includes(extension));
  if (!known) return libraryTexts.notAPicture(file.name);
  if (file.size > pictureUploadLimits.maxBytes) {
    return libraryTexts.tooLarge(file.name, formatFileSize(file.size), formatFileSize(pictureUploadLimits.maxBytes));
  }
  return null;
}

/** The file input's accept list: the server's types and their name endings. */
export const pictureFileAccept = [...pictureUploadLimits.types, SVG_TYPE, ...pictureUploadLimits.extensions.map((extension) => `.${extension}`), `.${SVG_EXTENSION}`].join(',');
