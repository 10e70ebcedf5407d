import { useStore } from 'zustand';
import { stylesTexts } from '@folio/model';
import type { NamedStyleKindName } from '../../core/actions/named-styles';
import { closeStylesPanel, openStylesPanel, stylesPanelStore } from './styles-panel-store';

const StylesIcon = () => (
  <svg className="fo-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M4 7V5h16v2M9 19h6M12 5v14" />
  </svg>
);

export interface StylesPanelButtonProps {
  /** `bar`: the top bar's button, which also closes the open panel; `menu`: "Edit styles…" in the text toolbar. */
  variant?: 'bar' | 'menu';
  /** The kind of style, and the style, the panel opens on (the selected paragraph's, say). */
  kind?: NamedStyleKindName;
  styleName?: string | null;
  className?: string;
}

/** Opens the styles panel (mounted once by the top bar: StylesPanel). */
export function StylesPanelButton({ variant = 'bar', kind = 'text', styleName = null, className = '' }: StylesPanelButtonProps) {
  const open = useStore(stylesPanelStore, (state) => state.open);
  if (variant === 'menu') {
    return (
      <button type="button" className={`fo-button fo-button--quiet fo-button--small ${className}`} aria-haspopup="dialog" onClick={() => openStylesPanel(kind, styleName)}>
        {stylesTexts.editStyles}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`fo-button fo-button--quiet fo-button--small ${className}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      title={stylesTexts.open}
      onClick={() => (open ? closeStylesPanel() : openStylesPanel(kind, styleName))}
    >
      <StylesIcon />
      {stylesTexts.open}
    </button>
  );
}
