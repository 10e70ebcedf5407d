/** The Form answers button's icon: a form's lines with a tick (the constructor's 24-unit line style). */
export function FormAnswersIcon() {
  return (
    <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h5M8 16.5l1.5 1.5 3-3" />
    </svg>
  );
}
