// The share mark (a person and a plus), drawn like the constructor's other icons: 24 units, the current text colour,
// hidden from assistive technology (always beside a text, or named by its button).
export const ShareIcon = () => (
  <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M19 8v6M16 11h6" />
  </svg>
);
