import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { linkPanelTexts } from '@folio/model';
import type { Editor } from '../../core';
import { useProjectStyles } from '../styles/use-project-styles';
import { useEditor, useEditorState } from '../use-editor';
import { LinkPanel } from './link-panel';
import { isLinkShortcut, typingIn } from './link-keys';
import { closeLinkPanel, linkPanelStore, requestLinkEdit, type LinkAnchorRect } from './link-panel-store';
import { applyWidgetLink, linkTargetPages, selectionLink } from './widget-links';

// The constructor mounts this once (Workspace): it shows the link panel for the open request and opens it for the
// selected widgets on Ctrl/Cmd+K (widgets-and-authoring.md §9). Texts open it through requestLinkEdit.

/** The selection frame as the overlay draws it, in window px; null when it is not drawn (locked widgets only). */
function selectionRect(): LinkAnchorRect | null {
  const frame = document.querySelector('.fo-overlay__selection');
  if (!frame) return null;
  const { left, top, width, height } = frame.getBoundingClientRect();
  return { left, top, width, height };
}

/** Opens the link panel for the selected widgets (the arrange bar's Link button, Ctrl/Cmd+K); false when none is. */
export function openWidgetLinkPanel(editor: Editor): boolean {
  const selection = selectionLink(editor);
  if (!selection) return false;
  requestLinkEdit({
    initial: selection.initial,
    anchorRect: selectionRect(),
    canRemove: selection.hasLink,
    offerLinkStyle: false,
    ...(selection.mixed ? { note: linkPanelTexts.mixedLinks } : {}),
    apply: (link) => applyWidgetLink(editor, selection.ids, link),
  });
  return true;
}

export function LinkPanelHost() {
  const editor = useEditor();
  const { request, serial } = useStore(linkPanelStore);
  const currentPageId = useEditorState(({ session }) => session.pageId);
  const [pageIds, pageRecords] = useEditorState(({ document }) => [document.pageIds, document.pages]);
  const pages = useMemo(() => (pageIds && pageRecords ? linkTargetPages(editor) : []), [editor, pageIds, pageRecords]);
  const { linkStyles } = useProjectStyles();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isLinkShortcut(event) || typingIn(event.target)) return;
      if (openWidgetLinkPanel(editor)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editor]);

  // The constructor going away closes what it opened.
  useEffect(() => () => closeLinkPanel(), []);

  if (!request) return null;
  return <LinkPanel key={serial} request={request} pages={pages} currentPageId={currentPageId} linkStyles={linkStyles} onClose={closeLinkPanel} />;
}
