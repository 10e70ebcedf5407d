/** The open or closed mark of a section's heading. */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg className="fo-section__chevron" data-open={open} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
