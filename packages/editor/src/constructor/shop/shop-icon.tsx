// The shop mark (a bag), drawn like the constructor's other icons: 24 units, the current text colour, hidden from
// assistive technology (always beside a text).
export const ShopIcon = () => (
  <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 7h12l1 13H5L6 7z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </svg>
);
