import { CloseIcon } from '../../app/icons';
import './uploads.css';

/**
 * A running upload or conversion: a bar that fills with its progress, naming what runs and how far it is, and a
 * cancel button (focused, so Escape or Enter stops it at once).
 */
export function ProgressRow(props: { label: string; name: string; percent: number; percentText: string; cancelLabel: string; cancelTitle?: string; onCancel: () => void }) {
  const { label, name, percent, percentText, cancelLabel, cancelTitle, onCancel } = props;
  return (
    <div
      className="fo-picker__row"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <div
        className="fo-picker__progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ '--fo-progress': `${percent}%` } as React.CSSProperties}
      >
        <span className="fo-picker__progress-name">{name}</span>
        <span className="fo-picker__progress-percent">{percentText}</span>
      </div>
      <button type="button" className="fo-button fo-button--icon fo-button--quiet fo-picker__cancel" aria-label={cancelLabel} title={cancelTitle ?? cancelLabel} onClick={onCancel} autoFocus>
        <CloseIcon />
      </button>
    </div>
  );
}
