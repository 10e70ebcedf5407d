import { useEffect, useId, useRef, useState } from 'react';
import { fontPanelConstants, fontPanelTexts, fontServerConstants, formatFileSize, HttpError } from '@folio/model';
import { FontUploadCancelled, isFontFileName, projectFontOf, uploadFont, type CustomFont } from './custom-fonts';
import type { FontSources } from './use-font-sources';

const fileAccept = fontPanelConstants.fontFileExtensions.map((extension) => `.${extension}`).join(',');

type UploadState = { kind: 'idle' } | { kind: 'uploading'; name: string; fraction: number } | { kind: 'done'; family: string } | { kind: 'failed'; message: string };

export interface FontUploadProps {
  sources: Pick<FontSources, 'canUseCustomFonts' | 'addFont' | 'rememberCustomFont'>;
  /** The uploaded font, once it is under My fonts and in the project's fonts. */
  onUploaded: (font: CustomFont) => void;
}

/**
 * "Upload font…" at the foot of the family picker (widgets-and-authoring.md §2): with can_use_custom_fonts, a TTF,
 * OTF, WOFF or WOFF2 file goes to POST /api/upload/font with its progress shown; the server's message is shown when
 * it refuses the file; an accepted font is listed under My fonts and added to the project's fonts (provider custom,
 * its css_url). Without the permission the entry says uploading is not available on this account.
 */
export function FontUpload({ sources, onUploaded }: FontUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const cancel = useRef<AbortController | null>(null);
  useEffect(() => () => cancel.current?.abort(), []);

  if (sources.canUseCustomFonts === undefined) return null;
  if (!sources.canUseCustomFonts) {
    return (
      <div className="fo-fontpick__upload">
        <button type="button" className="fo-fontpick__upload-button" aria-disabled="true" aria-describedby={statusId} onMouseDown={(event) => event.preventDefault()}>
          {fontPanelTexts.uploadFont}
        </button>
        <p id={statusId} className="fo-fontpick__upload-note">
          {fontPanelTexts.uploadNotAvailable}
        </p>
      </div>
    );
  }

  const send = async (file: File) => {
    if (!isFontFileName(file.name)) return setState({ kind: 'failed', message: fontPanelTexts.notAFont(file.name) });
    // The server's limit, checked before the bytes are sent (it refuses a larger body with 413 all the same).
    if (file.size > fontServerConstants.uploadMaxBytes) {
      return setState({ kind: 'failed', message: fontPanelTexts.tooLarge(file.name, formatFileSize(file.size), formatFileSize(fontServerConstants.uploadMaxBytes)) });
    }
    const controller = new AbortController();
    cancel.current = controller;
    setState({ kind: 'uploading', name: file.name, fraction: 0 });
    try {
      const font = await uploadFont(file, { signal: controller.signal, onProgress: (fraction) => setState({ kind: 'uploading', name: file.name, fraction }) });
      sources.rememberCustomFont(font);
      sources.addFont(projectFontOf(font));
      setState({ kind: 'done', family: font.css_name });
      onUploaded(font);
    } catch (error) {
      if (error instanceof FontUploadCancelled) return setState({ kind: 'idle' });
      const message = error instanceof HttpError ? error.message : fontPanelTexts.uploadNoAnswer;
      setState({ kind: 'failed', message: fontPanelTexts.uploadFailed(file.name, message) });
    } finally {
      if (cancel.current === controller) cancel.current = null;
    }
  };

  const percent = state.kind === 'uploading' ? Math.round(state.fraction * 100) : 0;
  return (
    <div className="fo-fontpick__upload">
      <button
        type="button"
        className="fo-fontpick__upload-button"
        disabled={state.kind === 'uploading'}
        aria-describedby={statusId}
        // Keeps the focus in the search field, so the list stays open while the file dialog is up.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => input.current?.click()}
      >
        {fontPanelTexts.uploadFont}
        <span className="fo-fontpick__upload-hint">{fontPanelTexts.uploadFontHint}</span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={fileAccept}
        aria-label={fontPanelTexts.chooseFontFile}
        data-font-input=""
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <div id={statusId} className="fo-fontpick__upload-status" aria-live="polite">
        {state.kind === 'uploading' && (
          <>
            <span>{fontPanelTexts.uploading(state.name)}</span>
            <progress className="fo-fontpick__progress" max={100} value={percent} aria-label={fontPanelTexts.uploading(state.name)}>
              {fontPanelTexts.uploadPercent(percent)}
            </progress>
          </>
        )}
        {state.kind === 'done' && <span>{fontPanelTexts.uploaded(state.family)}</span>}
      </div>
      {state.kind === 'failed' && (
        <p className="fo-fontpick__upload-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
