import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { shotsConstants, shotsPanelTexts as t, type ShotsWidget } from '@folio/model';
import { useFieldDisabled } from '../properties/controls/fields-disabled';
import { videoFileProblem, type Conversion, type ShotConversions } from './shot-conversions';
import { useShotConversions } from './shots-context';
import { ProgressRow } from '../uploads/progress-row';
import './shots.css';

const NO_CONVERSIONS = { subscribe: () => () => {}, get: () => undefined };
const ACCEPT = 'video/*,.mp4,.m4v,.mov,.webm,.mkv,.avi,.mpg,.mpeg,.ogv';

/**
 * The shots widget's video (docs/distribution.md "Shots"): what it plays now, a button that uploads a video from the
 * computer and a field that converts the video at an address, the conversion's progress with a Cancel (or Escape),
 * and its result or refusal. The result is written into the shot by the conversion itself (shot-conversions.ts).
 */
export function ShotsVideoPart({ widget, onRemove }: { widget: ShotsWidget; onRemove: () => void }) {
  const owner = useShotConversions();
  const conversions: Pick<ShotConversions, 'subscribe' | 'get'> = owner ?? NO_CONVERSIONS;
  const state = useSyncExternalStore(conversions.subscribe, () => conversions.get(widget._id));
  const off = useFieldDisabled(false);
  const input = useRef<HTMLInputElement>(null);
  const addressId = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = state?.phase === 'uploading' || state?.phase === 'converting';
  const canConvert = !off && owner !== null;

  const upload = (file: File) => {
    const refused = videoFileProblem(file);
    setProblem(refused);
    if (!refused) void owner?.start(widget._id, { file });
  };
  const convert = () => {
    const url = address.trim();
    if (!/^https?:\/\/\S+$/i.test(url) || url.length > shotsConstants.maxUrlLength) return setProblem(t.badAddress);
    setProblem(null);
    setAddress('');
    void owner?.start(widget._id, { url });
  };

  return (
    <div className="fo-part fo-shots">
      {widget.video_url ? (
        <video className="fo-shots__preview" src={widget.video_url} poster={widget.poster_url} muted playsInline controls preload="metadata" aria-label={t.preview} />
      ) : widget.poster_url ? (
        <img className="fo-shots__preview" src={widget.poster_url} alt="" />
      ) : (
        <p className="fo-prop__note">{t.none}</p>
      )}
      {busy && <Progress state={state} onCancel={() => owner?.cancel(widget._id)} />}
      {canConvert && !busy && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            aria-label={t.upload}
            onChange={(event) => {
              const [file] = event.currentTarget.files ?? [];
              event.currentTarget.value = '';
              if (file) upload(file);
            }}
          />
          <div className="fo-shots__actions">
            <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={() => input.current?.click()}>
              {widget.video_url ? t.replace : t.upload}
            </button>
            {widget.video_url && (
              <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={onRemove}>
                {t.remove}
              </button>
            )}
          </div>
          <form
            className="fo-prop fo-prop--stacked"
            onSubmit={(event) => {
              event.preventDefault();
              convert();
            }}
          >
            <label htmlFor={addressId} className="fo-prop__label">
              {t.fromAddress}
            </label>
            <div className="fo-shots__address">
              <input
                id={addressId}
                className="fo-text"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={address}
                aria-describedby={`${addressId}-hint`}
                onChange={(event) => setAddress(event.target.value)}
              />
              <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={!address.trim()}>
                {t.convert}
              </button>
            </div>
            <p id={`${addressId}-hint`} className="fo-prop__hint">
              {t.addressHint}
            </p>
          </form>
        </>
      )}
      <p className="fo-prop__note" role="status">
        {state?.phase === 'done' ? t.done(state.result) : state?.phase === 'cancelled' ? t.cancelled : ''}
      </p>
      <div role="alert">{(problem ?? (state?.phase === 'failed' ? state.message : null)) && <p className="fo-field__error">{problem ?? (state as { message: string }).message}</p>}</div>
    </div>
  );
}

function Progress({ state, onCancel }: { state: Conversion | undefined; onCancel: () => void }) {
  const uploading = state?.phase === 'uploading';
  const percent = uploading ? state.percent : state?.phase === 'converting' ? (state.job?.progress ?? 0) : 0;
  const label = uploading ? t.uploading : state?.phase === 'converting' && state.job?.progress_label ? `${state.job.progress_label}…` : t.converting;
  return <ProgressRow label={t.progress} name={label} percent={percent} percentText={`${percent}%`} cancelLabel={t.cancel} onCancel={onCancel} />;
}
