import { useMemo } from 'react';
import type { Page } from '@folio/model';
import { DocumentView, documentFromDraft, type EditorDocument } from '../../core';
import { PageDrawing } from '../page-drawing';

/** A version's document (or its thumbnail's one page) as the editor holds a draft, for drawing. */
export function versionDocument(magId: string, pages: readonly Page[]): EditorDocument {
  return documentFromDraft({ _id: magId, pages });
}

/**
 * One page of a version drawn `width` px wide in the desktop viewport, with the canvas's own drawing (the viewer's
 * widget views, as the page list's thumbnails draw): read-only and inert.
 */
export function VersionPage({ document, pageId, width, className }: { document: EditorDocument; pageId: string; width: number; className?: string }) {
  const view = useMemo(
    () => (document.pages[pageId] ? new DocumentView(document, { pageId, viewport: 'default', selectedIds: [], raised: null }) : null),
    [document, pageId],
  );
  if (!view || width <= 0) return null;
  return <PageDrawing view={view} scale={width / view.pageSize.width} className={className} />;
}
