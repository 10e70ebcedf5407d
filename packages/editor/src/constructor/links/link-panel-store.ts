import type { LinkEntity } from '@folio/model';
import { createStore } from 'zustand/vanilla';

// The link panel's one open request (docs/editor-links.md "API"). Widgets (Ctrl/Cmd+K on the canvas, the arrange
// bar's Link button) and the text editor (Ctrl/Cmd+K in a text) open the same panel through requestLinkEdit; the
// LinkPanelHost the constructor mounts once shows it.

/** Where the panel stands beside: a box in window (client) px, as getBoundingClientRect gives it. */
export interface LinkAnchorRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LinkEditRequest {
  /** The link shown when the panel opens (a text link entity, or a widget's link read as one); null for none. */
  initial: LinkEntity | null;
  /** The panel opens beside this box (the selection, the selected text); centred in the window when absent. */
  anchorRect?: LinkAnchorRect | null;
  /**
   * The answer, called once when the author applies or removes: a checked link entity (its url as §5 stores it),
   * or null to remove the link. Not called on cancel.
   */
  apply: (link: LinkEntity | null) => void;
  /** Whether Remove link is offered (default: when `initial` is a link). */
  canRemove?: boolean;
  /**
   * Whether the panel offers the project's link styles (widgets-and-authoring.md §3 "Link entity": linkStyle): a
   * link in a text has one; a widget's link (clickLink) has none. Offered unless false.
   */
  offerLinkStyle?: boolean;
  /** A note shown above the fields (the selected widgets have different links, say). */
  note?: string;
  /** Called when the panel closes, however it closes (after `apply` when it applied). */
  onClose?: () => void;
}

interface LinkPanelState {
  request: LinkEditRequest | null;
  /** Increases with every request, so a new request remounts the form with its own initial values. */
  serial: number;
}

export const linkPanelStore = createStore<LinkPanelState>(() => ({ request: null, serial: 0 }));

/**
 * Opens the link panel for a link to edit. A request made while the panel is open replaces the open one (which is
 * closed without applying).
 */
export function requestLinkEdit(request: LinkEditRequest): void {
  const previous = linkPanelStore.getState().request;
  linkPanelStore.setState(({ serial }) => ({ request, serial: serial + 1 }));
  previous?.onClose?.();
}

/** Closes the panel without applying (what Cancel and Escape do). */
export function closeLinkPanel(): void {
  const { request } = linkPanelStore.getState();
  if (!request) return;
  linkPanelStore.setState({ request: null });
  request.onClose?.();
}

/** Whether the panel is open. */
export function isLinkPanelOpen(): boolean {
  return linkPanelStore.getState().request !== null;
}
