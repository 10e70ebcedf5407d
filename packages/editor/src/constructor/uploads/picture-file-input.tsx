import type { RefObject } from 'react';
import { libraryTexts } from '@folio/model';
import { pictureFileAccept } from './picture-file-check';
import './uploads.css';

/** An arrow up out of a tray: a file sent from the computer. */
export const UploadIcon = () => (
  <svg className="fo-icon" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </svg>
);

/**
 * The hidden file input behind the picture pickers: it accepts the server's picture types and hands the chosen
 * files over (then forgets them, so the same file can be chosen again). A button opens it with `inputRef.current.click()`.
 */
export function PictureFileInput({ inputRef, multiple = false, onFiles }: { inputRef: RefObject<HTMLInputElement | null>; multiple?: boolean; onFiles: (files: File[]) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      hidden
      multiple={multiple}
      accept={pictureFileAccept}
      aria-label={libraryTexts.choosePictureFile}
      data-picture-input=""
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
}
