import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyDialogConstants, historyTexts, type VersionKind } from '@folio/model';
import { errorText } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { useNotify } from '../../app/notices';
import { useElementWidth } from '../../dashboard/element-observers';
import type { SaveQueue } from '../../save';
import { ConfirmDialog } from '../publish/confirm-dialog';
import { useEditor } from '../use-editor';
import type { HistoryApi, VersionSummary } from './history-api';
import { VersionPage, versionDocument } from './version-page';
import { VersionThumbnail } from './version-thumbnail';
import { clockTime, dayLabel, exactTime, relativeTime } from './version-times';
import './history.css';

export const versionsKey = (magId: string) => ['versions', magId] as const;
const versionKey = (magId: string, versionId: string) => ['versions', magId, versionId] as const;

/** What a version was made by, in words: the published version, a checkpoint, the draft before a restore. */
function aboutVersion(version: VersionSummary): string {
  if (version.kind === 'publish' && version.published_version !== null) return historyTexts.publishedVersion(version.published_version);
  if (version.kind === 'before-restore') return version.restored_from === 'published' ? historyTexts.beforeRevertAbout : historyTexts.beforeRestoreAbout;
  return historyTexts.checkpointAbout;
}

function KindBadge({ kind }: { kind: VersionKind }) {
  return (
    <span className="fo-history__kind" data-kind={kind}>
      {historyTexts.kind[kind]}
    </span>
  );
}

/**
 * The Version history dialog (docs/editor.md "Version history"): the project's versions newest first, each with its
 * kind, when (relative, and exact on hover and in the preview), its author and a thumbnail; the one chosen drawn
 * read-only page by page; "Restore this version" (confirmed) replaces the draft through the save queue and loads the
 * answer into the editor. The server keeps the draft first as a "Before restore" version, so nothing is lost, and
 * restoring that version is the way back (the editor's undo history starts afresh with the restored draft).
 */
export function VersionHistoryDialog({ magId, api, queue, onClose }: { magId: string; api: HistoryApi; queue: SaveQueue; onClose: () => void }) {
  const editor = useEditor();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A page at a time (docs/api.md "Version history"): older ones come as the list's end nears its view.
  const versions = useInfiniteQuery({
    queryKey: versionsKey(magId),
    queryFn: ({ pageParam }) => api.list(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: 0,
  });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = useMemo(() => versions.data?.pages.flatMap((page) => page.versions) ?? [], [versions.data]);
  const listEnd = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = versions;
  useEffect(() => {
    const end = listEnd.current;
    if (!end || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root: end.closest('.fo-history__list'), rootMargin: historyDialogConstants.moreLoadMargin },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, list.length]);
  const chosen = list.find((version) => version._id === chosenId) ?? list[0] ?? null;
  const [pageIndex, setPageIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const items = useRef(new Map<string, HTMLButtonElement>());

  // Relative times follow the clock while the dialog is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Once the list is there, the focus goes to the chosen version (the list is where the keys work).
  const focused = useRef(false);
  const firstId = list[0]?._id;
  useEffect(() => {
    if (focused.current || !firstId) return;
    focused.current = true;
    items.current.get(firstId)?.focus();
  }, [firstId]);

  const choose = (version: VersionSummary) => {
    setChosenId(version._id);
    setPageIndex(0);
  };

  // Up and Down (Home, End) move through the list, choosing as they go.
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!chosen) return;
    const at = list.indexOf(chosen);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const version = list[Math.max(0, Math.min(list.length - 1, next))];
    if (!version) return;
    choose(version);
    items.current.get(version._id)?.focus();
  };

  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    setRestoreError(null);
    try {
      // What the author typed last is saved first; then the restore runs in line with the queue, on its revision.
      editor.endTextEditing();
      const draft = await queue.write((revision) => api.restore(chosen._id, revision));
      editor.load(draft);
      await queryClient.invalidateQueries({ queryKey: versionsKey(magId) });
      setConfirming(false);
      onClose();
      notify('success', historyTexts.restored(exactTime(chosen.created)));
    } catch (error) {
      setRestoreError(historyTexts.restoreFailed(errorText(error)));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <ModalDialog open title={historyTexts.title} onClose={onClose} busy={restoring}>
      <button type="button" className="fo-button fo-button--quiet fo-button--icon fo-history__close" aria-label={historyTexts.close} title={`${historyTexts.close} (Esc)`} onClick={onClose}>
        <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <p className="fo-history__intro">{historyTexts.intro}</p>
      <div className="fo-history">
        <div className="fo-history__list">
          {versions.isPending ? (
            <p className="fo-history__note">{historyTexts.loading}</p>
          ) : versions.isError && list.length === 0 ? (
            <p className="fo-form-error" role="alert">
              {historyTexts.loadFailed(errorText(versions.error))}
            </p>
          ) : list.length === 0 ? (
            <p className="fo-history__note">{historyTexts.empty}</p>
          ) : (
            <ul aria-label={historyTexts.list} onKeyDown={onListKey}>
              {list.map((version, at) => {
                const selected = version._id === chosen?._id;
                const day = dayLabel(version.created, now);
                const previous = list[at - 1];
                return (
                  <li key={version._id}>
                    {(!previous || dayLabel(previous.created, now) !== day) && <h3 className="fo-history__day">{day}</h3>}
                    <button
                      ref={(element) => {
                        if (element) items.current.set(version._id, element);
                        else items.current.delete(version._id);
                      }}
                      type="button"
                      className="fo-history__item"
                      aria-pressed={selected}
                      tabIndex={selected ? 0 : -1}
                      onClick={() => choose(version)}
                      data-version-kind={version.kind}
                    >
                      <VersionThumbnail magId={magId} version={version} />
                      <span className="fo-history__about">
                        <KindBadge kind={version.kind} />
                        <time className="fo-history__when" dateTime={version.created} title={exactTime(version.created)}>
                          {relativeTime(version.created, now)}
                        </time>
                        <span className="fo-history__meta">
                          {[clockTime(version.created), version.author ? historyTexts.by(version.author.name) : null].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
              {hasNextPage && (
                <li ref={listEnd} className="fo-history__more">
                  {isFetchNextPageError ? (
                    <>
                      <span className="fo-form-error" role="alert">
                        {historyTexts.moreFailed(errorText(versions.error))}
                      </span>
                      <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => void fetchNextPage()}>
                        {historyTexts.retry}
                      </button>
                    </>
                  ) : (
                    <span className="fo-history__note">{historyTexts.loadingMore}</span>
                  )}
                </li>
              )}
            </ul>
          )}
        </div>
        {chosen ? (
          <VersionPreview key={chosen._id} magId={magId} api={api} version={chosen} pageIndex={pageIndex} onPage={setPageIndex} onRestore={() => setConfirming(true)} />
        ) : (
          <section className="fo-history__preview fo-history__preview--empty" aria-label={historyTexts.preview}>
            {list.length > 0 && <p className="fo-history__note">{historyTexts.choose}</p>}
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={historyTexts.restoreTitle}
        text={historyTexts.restoreWarning}
        confirm={historyTexts.restoreConfirm}
        busyLabel={historyTexts.restoring}
        busy={restoring}
        error={restoreError}
        onConfirm={() => void restore()}
        onClose={() => {
          setConfirming(false);
          setRestoreError(null);
        }}
      />
    </ModalDialog>
  );
}

/** The chosen version: what it is, its pages drawn one at a time with a page switcher, and the restore button. */
function VersionPreview({
  magId,
  api,
  version,
  pageIndex,
  onPage,
  onRestore,
}: {
  magId: string;
  api: HistoryApi;
  version: VersionSummary;
  pageIndex: number;
  onPage: (index: number) => void;
  onRestore: () => void;
}) {
  // A version never changes: once fetched it is kept for the session.
  const fetched = useQuery({ queryKey: versionKey(magId, version._id), queryFn: () => api.version(version._id), staleTime: Infinity });
  const document = useMemo(() => (fetched.data ? versionDocument(magId, fetched.data.document.pages ?? []) : null), [magId, fetched.data]);
  const stage = useRef<HTMLDivElement>(null);
  const width = useElementWidth(stage);
  const pageIds = document?.pageIds ?? [];
  const index = Math.min(pageIndex, Math.max(0, pageIds.length - 1));
  const pageId = pageIds[index];
  const when = exactTime(version.created);

  return (
    <section className="fo-history__preview" aria-label={historyTexts.previewOf(when)} data-version-id={version._id}>
      <header className="fo-history__head">
        <div className="fo-history__title">
          <KindBadge kind={version.kind} />
          <strong>{when}</strong>
        </div>
        <p className="fo-history__meta">
          {[aboutVersion(version), version.author ? historyTexts.by(version.author.name) : null, historyTexts.pageCount(version.pages_count)].filter(Boolean).join(' · ')}
        </p>
      </header>
      <div ref={stage} className="fo-history__stage">
        {fetched.isPending ? (
          <p className="fo-history__note">{historyTexts.previewLoading}</p>
        ) : fetched.isError ? (
          <p className="fo-form-error" role="alert">
            {historyTexts.previewFailed(errorText(fetched.error))}
          </p>
        ) : (
          document && pageId && <VersionPage document={document} pageId={pageId} width={width} className="fo-history__page" />
        )}
      </div>
      <footer className="fo-history__foot">
        <div className="fo-history__pager" role="group" aria-label={historyTexts.pages}>
          <button type="button" className="fo-button fo-button--quiet fo-button--icon" aria-label={historyTexts.previousPage} title={historyTexts.previousPage} disabled={index <= 0} onClick={() => onPage(index - 1)}>
            <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <span className="fo-history__page-of" aria-live="polite">
            {pageIds.length ? historyTexts.pageOf(index + 1, pageIds.length) : ''}
          </span>
          <button
            type="button"
            className="fo-button fo-button--quiet fo-button--icon"
            aria-label={historyTexts.nextPage}
            title={historyTexts.nextPage}
            disabled={index >= pageIds.length - 1}
            onClick={() => onPage(index + 1)}
          >
            <svg className="fo-icon" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
        <button type="button" className="fo-button fo-button--primary" disabled={!fetched.isSuccess} onClick={onRestore}>
          {historyTexts.restore}
        </button>
      </footer>
    </section>
  );
}
