import { useMemo, useRef } from 'react';
import { historyDialogConstants } from '@folio/model';
import { useNearViewport } from '../../dashboard/element-observers';
import type { VersionSummary } from './history-api';
import { VersionPage, versionDocument } from './version-page';

/**
 * The top of a version's first page in the dashboard's 16:10 frame, drawn once its row nears the list's view (a long
 * history opens without drawing every version). Decoration: the row's text says which version it is.
 */
export function VersionThumbnail({ magId, version }: { magId: string; version: VersionSummary }) {
  const frame = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frame, historyDialogConstants.thumbnailLoadMargin);
  const { thumbnail } = version;
  const document = useMemo(() => (thumbnail ? versionDocument(magId, [thumbnail]) : null), [magId, thumbnail]);
  return (
    <span ref={frame} className="fo-page-thumb fo-history__thumb" aria-hidden="true" style={{ width: historyDialogConstants.thumbnailWidthPx }}>
      {near && document && thumbnail && <VersionPage document={document} pageId={thumbnail._id} width={historyDialogConstants.thumbnailWidthPx} />}
    </span>
  );
}
