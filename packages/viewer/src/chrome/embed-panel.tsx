import { useId, useRef, useState } from 'react';
import { shareCaptions, viewerUiTexts } from '@folio/model';
import { useViewerActions } from '../viewer-state';
import type { EmbedSize } from '../viewer-state';
import { viewerAnalyticsEvents } from '../analytics';
import { nextEmbedSize } from '../actions';
import { embedCode } from './share-links';

const sizes: EmbedSize[] = ['responsive', 'big', 'small'];

/**
 * viewer-and-project.md §2, §4: the embed panel — size choices Responsive, 512x383, 288x236 (the
 * thumbnail cycles them on click), a copyable embed code, Back.
 */
export function EmbedPanel({ url, title, size, image }: { url: string; title: string; size: EmbedSize; image?: string }) {
  const actions = useViewerActions();
  const id = useId();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const [copiedCode, setCopiedCode] = useState('');
  const code = embedCode(url, title, size);

  const copy = async () => {
    codeRef.current?.select();
    try {
      await navigator.clipboard?.writeText(code);
      if (navigator.clipboard) setCopiedCode(code);
      actions.track(viewerAnalyticsEvents.embedCodeCopied, { size, url });
    } catch {
      // Without clipboard access the code stays selected for the visitor to copy.
    }
  };

  return (
    <>
      <h2 className="fo-dialog__caption">{shareCaptions.embed}</h2>
      <div className="fo-segmented" role="group" aria-label={viewerUiTexts.embedSize}>
        {sizes.map((choice) => (
          <button
            key={choice}
            type="button"
            className="fo-segmented__item"
            aria-pressed={size === choice}
            onClick={() => actions.setEmbedSize(choice)}
          >
            {shareCaptions[choice]}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="fo-embed__thumb"
        data-size={size}
        aria-label={viewerUiTexts.changeEmbedSize}
        onClick={() => actions.setEmbedSize(nextEmbedSize(size))}
      >
        {image && <img src={image} alt="" />}
      </button>
      <label className="fo-form__label" htmlFor={`${id}c`}>
        {viewerUiTexts.embedCode}
      </label>
      <textarea id={`${id}c`} ref={codeRef} className="fo-input fo-embed__code" readOnly rows={4} value={code} onFocus={(event) => event.currentTarget.select()} />
      <div className="fo-dialog__footer">
        <button type="button" className="fo-button fo-button--primary" onClick={copy}>
          {viewerUiTexts.copy}
        </button>
        <span className="fo-embed__status" role="status">
          {copiedCode === code ? viewerUiTexts.copied : ''}
        </span>
        <button type="button" className="fo-button fo-button--quiet" onClick={actions.closeEmbed}>
          {shareCaptions.back}
        </button>
      </div>
    </>
  );
}
