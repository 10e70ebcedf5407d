import { phoneLayoutTexts } from '@folio/model';
import { useEditor, useSettledEditorState } from '../use-editor';
import './phone-layout.css';

/**
 * In the phone view, beside the viewport switcher (docs/editor.md "Phone layout"): "Auto layout" while the page's
 * phone layout is derived from its desktop layout; once the author has laid it out, "Reset phone layout", which brings
 * the derived layout back (one undoable step).
 */
export function PhoneLayoutControls() {
  const editor = useEditor();
  const state = useSettledEditorState(({ session }) => (session.viewport !== 'phone_portrait' ? 'off' : editor.view.phoneLayout ? 'derived' : 'edited'));
  if (state === 'off') return null;
  if (state === 'derived') {
    return (
      <span className="fo-phone-layout__auto" title={phoneLayoutTexts.derivedTip} data-phone-layout="derived">
        <AutoIcon />
        {phoneLayoutTexts.derived}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="fo-button fo-button--quiet fo-tool fo-phone-layout__reset"
      data-tip={phoneLayoutTexts.resetTip}
      data-phone-layout="edited"
      onClick={() => editor.run('resetPhoneLayout')}
    >
      <ResetIcon />
      {phoneLayoutTexts.reset}
    </button>
  );
}

const svg = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

/** A phone with lines flowing into it: laid out for you. */
function AutoIcon() {
  return (
    <svg {...svg}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M10 8h4M10 11.5h4M10 15h2" />
    </svg>
  );
}

/** A turning arrow about a phone: lay it out again. */
function ResetIcon() {
  return (
    <svg {...svg}>
      <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
      <rect x="10" y="9" width="4.5" height="7" rx="1" />
    </svg>
  );
}
