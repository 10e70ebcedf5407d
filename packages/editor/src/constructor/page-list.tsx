import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { constructorConstants, constructorTexts, imageVariantUrl, settingsTexts } from '@folio/model';
import { errorText } from '../app/api';
import { queryKeys, useApi } from '../app/queries';
import { whenIdle } from '../app/idle-queue';
import { useNotify } from '../app/notices';
import { DocumentView, pageAsLoaded } from '../core';
import { CopyIcon, PlusIcon, TrashIcon } from '../app/icons';
import { MoreIcon } from './constructor-icons';
import { movedPage } from './draft-pages';
import { MenuButton } from './menu-button';
import type { PageOperations } from './page-operations';
import { PageDrawing } from './page-drawing';
import { PageSettingsDialog } from './settings/page-settings-dialog';
import { SettingsIcon } from './settings/settings-icon';
import { TrashDialog } from './trash-dialog';
import { useEditor, useEditorState, useSettledEditorState } from './use-editor';

/**
 * The page list: every page in order with a thumbnail of it in the current viewport. A click opens a page; its menu
 * opens its settings, duplicates it, moves it up or down, or sends it to the trash; pages are reordered by dragging (an undoable
 * action, saved with the document's other changes). Add page puts a blank page after the open one; the trash
 * lists the pages sent there, to restore or delete for good.
 */
export function PageList({ operations }: { operations: PageOperations }) {
  const editor = useEditor();
  const notify = useNotify();
  const { pageIds, currentId } = useEditorState(({ document, session }) => ({ pageIds: document.pageIds, currentId: session.pageId }));
  const shots = useDraftScreenshots();
  const [busy, setBusy] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [settingsFor, setSettingsFor] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify('error', constructorTexts.pageFailed(errorText(error)));
    } finally {
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= pageIds.length || from === to) return;
    editor.run('reorderPages', { pageIds: movedPage(pageIds, from, to) });
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragged === null) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    setDropAt(event.clientY < rect.top + rect.height / 2 ? index : index + 1);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dropAt !== null) move(dragged, dropAt > dragged ? dropAt - 1 : dropAt);
    setDragged(null);
    setDropAt(null);
  };

  return (
    <nav className="fo-pages" aria-label={constructorTexts.pages}>
      <div className="fo-pages__head">
        <h2 className="fo-pages__title">{constructorTexts.pageList}</h2>
        <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy} onClick={() => void run(() => operations.add(currentId))}>
          <PlusIcon />
          {constructorTexts.addPage}
        </button>
      </div>
      <p className="fo-visually-hidden">{constructorTexts.reorderHint}</p>
      <ol className="fo-pages__list" onDragLeave={(event) => event.currentTarget === event.target && setDropAt(null)}>
        {pageIds.map((pageId, index) => {
          const name = constructorTexts.pageName(index + 1, editor.document.pages[pageId]?.title);
          return (
            <li
              key={pageId}
              className="fo-pages__item"
              data-page-id={pageId}
              data-current={pageId === currentId || undefined}
              data-drop={dropAt === index ? 'before' : dropAt === index + 1 && index === pageIds.length - 1 ? 'after' : undefined}
              data-dragging={dragged === index || undefined}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', pageId);
                setDragged(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropAt(null);
              }}
              onDragOver={(event) => onDragOver(event, index)}
              onDrop={onDrop}
            >
              <button
                type="button"
                className="fo-pages__open"
                aria-current={pageId === currentId ? 'page' : undefined}
                onClick={() => editor.setPage(pageId)}
              >
                <PageThumbnail pageId={pageId} shot={shots.get(pageId)} />
                <span className="fo-pages__name">{name}</span>
              </button>
              <MenuButton
                className="fo-button fo-button--quiet fo-button--icon fo-pages__more"
                menuClassName="fo-pages__menu"
                menuLabel={constructorTexts.pageActions(name)}
                title={constructorTexts.pageActions(name)}
                label={
                  <>
                    <MoreIcon />
                    <span className="fo-visually-hidden">{constructorTexts.pageActions(name)}</span>
                  </>
                }
              >
                {(close) => (
                  <>
                    <button type="button" role="menuitem" tabIndex={-1} className="fo-menu__item" onClick={() => (close(true), setSettingsFor(pageId))}>
                      <SettingsIcon />
                      {settingsTexts.pageSettings}
                    </button>
                    <button type="button" role="menuitem" tabIndex={-1} className="fo-menu__item" onClick={() => (close(), void run(() => operations.duplicate(pageId)))}>
                      <CopyIcon />
                      {constructorTexts.duplicatePage}
                    </button>
                    <button type="button" role="menuitem" tabIndex={-1} className="fo-menu__item" disabled={index === 0} onClick={() => (close(true), move(index, index - 1))}>
                      {constructorTexts.moveUp}
                    </button>
                    <button type="button" role="menuitem" tabIndex={-1} className="fo-menu__item" disabled={index === pageIds.length - 1} onClick={() => (close(true), move(index, index + 1))}>
                      {constructorTexts.moveDown}
                    </button>
                    <button
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className="fo-menu__item fo-menu__item--danger"
                      disabled={pageIds.length === 1}
                      title={pageIds.length === 1 ? constructorTexts.lastPageStays : undefined}
                      onClick={() => (close(), void run(() => operations.trash(pageId)))}
                    >
                      <TrashIcon />
                      {constructorTexts.deletePage}
                    </button>
                  </>
                )}
              </MenuButton>
            </li>
          );
        })}
      </ol>
      <div className="fo-pages__foot">
        <button type="button" className="fo-button fo-button--quiet fo-button--small fo-button--wide" onClick={() => setTrashOpen(true)}>
          <TrashIcon />
          {constructorTexts.openTrash}
        </button>
      </div>
      <PageSettingsDialog pageId={settingsFor} onClose={() => setSettingsFor(null)} />
      <TrashDialog open={trashOpen} onClose={() => setTrashOpen(false)} operations={operations} magId={editor.document.magId} />
    </nav>
  );
}

/**
 * The draft's pages' pictures (docs/jobs.md "Draft screenshots") made from the draft as the editor loaded it, page id →
 * address; none while they load or when they cannot be had (the pages are drawn instead).
 */
function useDraftScreenshots(): Map<string, string> {
  const editor = useEditor();
  const api = useApi();
  const { magId } = editor.document;
  const revision = editor.loadedRevision;
  const shots = useQuery({
    queryKey: queryKeys.draftScreenshots(magId, revision),
    queryFn: () => api.draftScreenshots(magId),
    staleTime: Infinity,
    retry: false,
  });
  return useMemo(() => {
    // Pictures drawn from the draft at the revision the editor loaded, so they show the pages as loaded.
    const current = shots.data?.revision === revision ? shots.data.pages.filter((page) => page.current) : [];
    return new Map(current.map((page) => [page._id, page.screenshot]));
  }, [shots.data, revision]);
}

/**
 * A page drawn small in the current viewport, its top in a 16:10 frame: its picture while the page is as the draft
 * had it when the constructor opened (no page drawn at all), else drawn. It is drawn once it first scrolls into
 * view (a long project opens without drawing every page), when the browser is next idle, one thumbnail at a time and
 * at low priority (the page on the canvas is drawn and answers a click first), and it follows edits at low priority,
 * after the canvas.
 */
function PageThumbnail({ pageId, shot }: { pageId: string; shot: string | undefined }) {
  const editor = useEditor();
  const ref = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  const current = useSettledEditorState(({ document, session }) => ({ document, viewport: session.viewport }));
  const { document, viewport } = useDeferredValue(current);
  // The page's picture while it shows what is on the canvas: the desktop page, not edited since it was loaded.
  const picture = shot && viewport === 'default' && pageAsLoaded(editor.loadedDocument, document, pageId) ? shot : undefined;
  const view = useMemo(() => new DocumentView(document, { pageId, viewport, selectedIds: [], raised: null }), [document, pageId, viewport]);
  const scale = constructorConstants.pageThumbnailWidthPx / view.pageSize.width;
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => startTransition(() => setSeen(true)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [seen]);
  return (
    <span ref={ref} className="fo-page-thumb" aria-hidden="true" data-drawn={seen ? (picture ? 'screenshot' : 'live') : undefined} style={{ width: constructorConstants.pageThumbnailWidthPx }}>
      {seen &&
        (picture ? (
          <img
            className="fo-page-thumb__shot"
            src={imageVariantUrl(picture, { width: constructorConstants.pageThumbnailWidthPx, dpr: devicePixelRatio })}
            alt=""
            decoding="async"
          />
        ) : (
          <PageDrawing view={view} scale={scale} />
        ))}
    </span>
  );
}
