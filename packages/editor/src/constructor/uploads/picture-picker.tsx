import { useEffect, useRef, useState } from 'react';
import { libraryTexts } from '@folio/model';
import { pictureFileProblem } from './picture-file-check';
import { PictureFileInput } from './picture-file-input';
import { ProgressRow } from './progress-row';
import { UploadCancelled, uploadPicture } from './upload-picture';
import './uploads.css';

/** What POST /api/upload answers (docs/api.md "Pictures: uploads and variants"). */
export interface UploadedPicture {
  _id: string;
  url: string;
  type: string;
  width: number;
  height: number;
  name: string;
  lqipUrl?: string;
}

interface Running {
  name: string;
  percent: number;
  controller: AbortController;
}

/**
 * A button that picks a picture from the author's computer, uploads it with progress and errors, and hands it over.
 * The file is checked before it is sent (type, size); while it uploads the button fills with the progress and a
 * cancel button (or Escape) stops it; a refusal is said under the button.
 */
export function PicturePickerButton({ label, onUploaded }: { label: string; onUploaded: (picture: UploadedPicture) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const handOver = useRef(onUploaded);
  handOver.current = onUploaded;

  // When an upload ends while the focus was on its cancel button, the focus goes back to the picker's button.
  useEffect(() => {
    if (running || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [running]);

  // Leaving (the panel closes) stops the upload.
  useEffect(() => () => running?.controller.abort(), [running?.controller]);

  const finish = () => {
    refocus.current = Boolean(document.activeElement?.closest('.fo-picker__row'));
    setRunning(null);
  };

  const start = (file: File) => {
    const problem = pictureFileProblem(file);
    setError(problem);
    if (problem) return;
    const controller = new AbortController();
    setRunning({ name: file.name, percent: 0, controller });
    uploadPicture(file, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => setRunning((now) => now && now.controller === controller ? { ...now, percent: total ? Math.round((loaded / total) * 100) : 0 } : now),
    }).then(
      (picture) => {
        finish();
        handOver.current(picture);
      },
      (failure: unknown) => {
        finish();
        if (!(failure instanceof UploadCancelled)) setError(libraryTexts.uploadFailed(file.name, failure instanceof Error ? failure.message : String(failure)));
      },
    );
  };

  return (
    <div className="fo-picker">
      <PictureFileInput inputRef={input} onFiles={([file]) => file && start(file)} />
      {running ? (
        <ProgressRow
          label={libraryTexts.uploading(running.name)}
          name={running.name}
          percent={running.percent}
          percentText={libraryTexts.uploadPercent(running.percent)}
          cancelLabel={libraryTexts.cancelUpload(running.name)}
          cancelTitle={libraryTexts.cancelUploadsHint}
          onCancel={() => running.controller.abort()}
        />
      ) : (
        <button ref={button} type="button" className="fo-button fo-button--secondary fo-button--small fo-picker__button" onClick={() => input.current?.click()}>
          {label}
        </button>
      )}
      {error && (
        <p className="fo-field__error fo-picker__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
