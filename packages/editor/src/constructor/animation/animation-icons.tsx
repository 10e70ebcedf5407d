import type { ReactNode } from 'react';

// The animation editor's icons: 24-unit line drawings in the current text colour, always inside a control with an
// accessible name (aria-hidden here), drawn as the constructor's icons are.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="fo-icon" width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const icon = (paths: ReactNode) => () => <Icon>{paths}</Icon>;

export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" fill="currentColor" />);
export const StopIcon = icon(<rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />);
export const UpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const DownIcon = icon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const RemoveIcon = icon(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />);
export const AddIcon = icon(<path d="M12 5v14M5 12h14" />);
export const ClearIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
