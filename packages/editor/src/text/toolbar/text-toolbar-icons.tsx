import type { ReactNode } from 'react';

// The text toolbar's icons: 24-unit line drawings in the current text colour, always inside a control with an
// accessible name (aria-hidden here), as the constructor's icons (constructor-icons.tsx).

function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg className="fo-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const icon = (paths: ReactNode) => () => <Icon>{paths}</Icon>;

export const BoldIcon = icon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.4" />);
export const ItalicIcon = icon(<path d="M10 5h8M6 19h8M14 5l-4 14" />);
export const UnderlineIcon = icon(<path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />);
export const StrikeIcon = icon(<path d="M4 12h16M16.5 7.5C16 5.6 14.2 4.5 12 4.5c-2.6 0-4.5 1.4-4.5 3.5 0 1.3.7 2.3 2 3M7.5 16.5c.5 1.9 2.3 3 4.5 3 2.6 0 4.5-1.4 4.5-3.5 0-.8-.2-1.4-.6-2" />);
export const SuperscriptIcon = icon(<path d="M4 8l8 10M12 8l-8 10M16 4.5a2 2 0 1 1 3.4 1.4L16 10h4.5" />);
export const SubscriptIcon = icon(<path d="M4 6l8 10M12 6l-8 10M16 14.5a2 2 0 1 1 3.4 1.4L16 20h4.5" />);
export const AlignLeftIcon = icon(<path d="M4 6h16M4 10h10M4 14h16M4 18h10" />);
export const AlignCenterIcon = icon(<path d="M4 6h16M7 10h10M4 14h16M7 18h10" />);
export const AlignRightIcon = icon(<path d="M4 6h16M10 10h10M4 14h16M10 18h10" />);
export const AlignJustifyIcon = icon(<path d="M4 6h16M4 10h16M4 14h16M4 18h16" />);
export const BulletListIcon = icon(
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </>,
);
export const NumberListIcon = icon(<path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-.8V9M3.5 9h3.5M3.6 14.4a1.4 1.4 0 1 1 2.3 1.5L3.5 19.5h3.5" />);
export const IndentIcon = icon(<path d="M4 5h16M10 10h10M10 14h10M4 19h16M4 9l3 3-3 3" />);
export const OutdentIcon = icon(<path d="M4 5h16M10 10h10M10 14h10M4 19h16M7 9l-3 3 3 3" />);
export const PaddingsIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />
    <rect x="8" y="8" width="8" height="8" rx="0.5" strokeDasharray="2 2" />
  </>,
);
export const MoreIcon = icon(
  <>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </>,
);
export const LinkIcon = icon(<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />);
export const FontSizeIcon = icon(<path d="M3 8V6h9v2M7.5 6v12M6 18h3M14 12v-1.5h7V12M17.5 10.5V18M16.3 18h2.4" />);
export const LineHeightIcon = icon(<path d="M11 6h9M11 12h9M11 18h9M5 4v16M3 6l2-2 2 2M3 18l2 2 2-2" />);
export const LetterSpacingIcon = icon(<path d="M6 15l3-9 3 9M7 12.5h4M14 15V6h2.5a2 2 0 0 1 0 4H14h3a2.5 2.5 0 0 1 0 5zM3 20h18M3 18v4M21 18v4" />);
export const ChevronIcon = () => (
  <svg className="fo-ttb__chevron" width={12} height={12} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const CheckIcon = () => (
  <svg className="fo-ttb__check" width={14} height={14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
