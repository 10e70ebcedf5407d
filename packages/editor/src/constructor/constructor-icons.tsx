import type { ReactNode } from 'react';

// The constructor's icons: 24-unit line drawings in the current text colour, always beside a text or inside a
// control with an accessible name (aria-hidden here), as the app's icons.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const icon = (paths: ReactNode) => () => <Icon>{paths}</Icon>;

export const UndoIcon = icon(<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />);
export const RedoIcon = icon(<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />);
export const ZoomInIcon = icon(<><circle cx="11" cy="11" r="7" /><path d="M21 21l-4.3-4.3M11 8v6M8 11h6" /></>);
export const ZoomOutIcon = icon(<><circle cx="11" cy="11" r="7" /><path d="M21 21l-4.3-4.3M8 11h6" /></>);
export const FitIcon = icon(<path d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4" />);
export const DesktopIcon = icon(<><rect x="3" y="4" width="18" height="12" rx="1.5" /><path d="M8 20h8M12 16v4" /></>);
export const TabletIcon = icon(<><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M11 18h2" /></>);
export const PhoneIcon = icon(<><rect x="7" y="3" width="10" height="18" rx="2" /><path d="M11 18h2" /></>);
export const MoreIcon = icon(<><circle cx="5" cy="12" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="19" cy="12" r="1" /></>);
export const EyeOffIcon = icon(<path d="M3 3l18 18M10.6 5.1A9.9 9.9 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />);
export const LockIcon = icon(<><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></>);
export const SendIcon = icon(<path d="M5 12l14-7-4 15-3-6-7-2z" />);
export const FlipHIcon = icon(<path d="M12 3v18M8 7l-5 5 5 5V7zM16 7l5 5-5 5V7z" />);
export const FlipVIcon = icon(<path d="M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z" />);
export const FrontIcon = icon(<><rect x="8" y="8" width="12" height="12" rx="1.5" fill="currentColor" fillOpacity="0.25" /><path d="M4 16V5a1 1 0 0 1 1-1h11" /></>);
export const ForwardIcon = icon(<><rect x="8" y="8" width="12" height="12" rx="1.5" /><path d="M14 17v-6M11 13l3-3 3 3" /></>);
export const BackwardIcon = icon(<><rect x="8" y="8" width="12" height="12" rx="1.5" /><path d="M14 11v6M11 14l3 3 3-3" /></>);
export const BackIcon = icon(<><rect x="4" y="4" width="12" height="12" rx="1.5" fill="currentColor" fillOpacity="0.25" /><path d="M20 8v11a1 1 0 0 1-1 1H8" /></>);
export const AlignLeftIcon = icon(<path d="M4 3v18M8 7h10v4H8zM8 14h6v4H8z" />);
export const AlignCenterIcon = icon(<path d="M12 3v18M6 7h12v4H6zM8 14h8v4H8z" />);
export const AlignRightIcon = icon(<path d="M20 3v18M6 7h10v4H6zM10 14h6v4h-6z" />);
export const AlignTopIcon = icon(<path d="M3 4h18M7 8h4v10H7zM14 8h4v6h-4z" />);
export const AlignMiddleIcon = icon(<path d="M3 12h18M7 6h4v12H7zM14 8h4v8h-4z" />);
export const AlignBottomIcon = icon(<path d="M3 20h18M7 6h4v10H7zM14 10h4v6h-4z" />);
export const DistributeHIcon = icon(<path d="M4 3v18M20 3v18M10 7h4v10h-4z" />);
export const DistributeVIcon = icon(<path d="M3 4h18M3 20h18M7 10h10v4H7z" />);
export const FullWidthIcon = icon(<path d="M3 5v14M21 5v14M7 12h10M10 9l-3 3 3 3M14 9l3 3-3 3" />);
export const FullHeightIcon = icon(<path d="M5 3h14M5 21h14M12 7v10M9 10l3-3 3 3M9 14l3 3 3-3" />);
export const StickIcon = icon(<path d="M4 4h16M8 8h8v8H8zM12 4v4" />);
export const PinIcon = icon(<path d="M9 4h6l-1 6 3 3H7l3-3-1-6zM12 13v7" />);
export const PageIcon = icon(<><path d="M6 3h8l4 4v14H6z" /><path d="M14 3v4h4" /></>);
export const GripIcon = icon(<><circle cx="9" cy="6" r="1" /><circle cx="15" cy="6" r="1" /><circle cx="9" cy="12" r="1" /><circle cx="15" cy="12" r="1" /><circle cx="9" cy="18" r="1" /><circle cx="15" cy="18" r="1" /></>);
