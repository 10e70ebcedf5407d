import { useQuery } from '@tanstack/react-query';
import { constructorTexts, shareTexts, viewerAddress, type ViewportName } from '@folio/model';
import type { Project } from '../app/api';
import { queryKeys, useApi } from '../app/queries';
import { AddMenu } from './add-menu';
import { fitPage } from './canvas';
import { EyeIcon } from '../app/icons';
import { DesktopIcon, FitIcon, PhoneIcon, RedoIcon, TabletIcon, UndoIcon, ZoomInIcon, ZoomOutIcon } from './constructor-icons';
import { FormAnswersDialog } from './forms/form-answers-dialog';
import { VersionHistory } from './history/version-history';
import { PublishButton } from './publish/publish-button';
import type { ProjectApi } from './project-api';
import { SaveStatus } from './save-status';
import { LibraryButton } from './library/library-button';
import { ProjectSettingsButton } from './settings/project-settings-button';
import { ShareButton } from './share/share-button';
import { ShopButton } from './shop/shop-button';
import { StylesPanel } from './styles/styles-panel';
import { StylesPanelButton } from './styles/styles-panel-button';
import type { SaveQueue } from '../save';
import { offeredViewports } from './offered-viewports';
import { PhoneLayoutControls } from './phone-layout/phone-layout-controls';
import { PHONE_OFF_PAGE_NOTE_ID, PhoneOffPageCount, usePhoneOffPageCount } from './phone-layout/phone-off-page-count';
import { ToolButton } from './tool-button';
import { ContextMenuHost } from './context-menu/context-menu-host';
import { LiveAvatars } from '../live/live-avatars';
import { ShortcutsButton } from './shortcuts/shortcuts-button';
import { ShortcutsSheet } from './shortcuts/shortcuts-sheet';
import { useEditor, useEditorState, useSettledEditorState } from './use-editor';

const VIEWPORT_ICONS: Record<ViewportName, () => React.ReactNode> = { default: DesktopIcon, tablet_portrait: TabletIcon, phone_portrait: PhoneIcon };

/**
 * The constructor's top bar: the add menu, the viewport switcher, undo and redo, the zoom, and on the right where
 * saving stands, preview (the current page in a new tab) and the publish panel (publish/publish-button.tsx).
 */
export function TopBar({
  project,
  projectApi,
  queue,
  beforePublish,
  canvasFocus,
}: {
  project: Project;
  projectApi: ProjectApi;
  queue: SaveQueue;
  beforePublish: () => Promise<void>;
  canvasFocus: () => void;
}) {
  const editor = useEditor();
  const api = useApi();
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const { viewport, zoom, pageId } = useEditorState(({ session }) => ({ viewport: session.viewport, zoom: session.zoom, pageId: session.pageId }));
  const { pageIds, page } = useEditorState(({ document, session }) => ({ pageIds: document.pageIds, page: document.pages[session.pageId] }));
  // The history changes with the document: read canUndo and canRedo again then.
  useSettledEditorState(({ document }) => document);

  const num = pageIds.indexOf(pageId) + 1;
  // A project shared with me (docs/editor.md "Sharing and roles"): publishing and the owner's preview are the owner's.
  const isOwner = !project.role || project.role === 'owner';
  const previewHref = me.data && isOwner
    ? `/${viewerAddress({ user: me.data.uri, mag: project.uri || project.num_id, page: { _id: pageId, num, uri: page?.uri ?? undefined }, preview: true })}`
    : undefined;
  const viewports = offeredViewports(page?.viewport_tablet_portrait?.enabled === true, viewport);
  const percent = Math.round(zoom * 100);
  const offPhonePage = usePhoneOffPageCount();

  return (
    <div className="fo-bar" role="toolbar" aria-label={constructorTexts.toolbar}>
      <AddMenu canvasFocus={canvasFocus} />
      <span className="fo-bar__divider" aria-hidden="true" />
      <div className="fo-segmented" role="group" aria-label={constructorTexts.viewport}>
        {viewports.map((name) => {
          const IconOf = VIEWPORT_ICONS[name];
          return (
            <button
              key={name}
              type="button"
              className="fo-segmented__item"
              aria-pressed={viewport === name}
              title={constructorTexts.viewportNames[name]}
              aria-describedby={name === 'phone_portrait' && offPhonePage ? PHONE_OFF_PAGE_NOTE_ID : undefined}
              onClick={() => editor.setViewport(name)}
            >
              <IconOf />
              <span>{constructorTexts.viewportNames[name]}</span>
              {name === 'phone_portrait' && <PhoneOffPageCount count={offPhonePage} />}
            </button>
          );
        })}
      </div>
      <PhoneLayoutControls />
      <span className="fo-bar__divider" aria-hidden="true" />
      <ToolButton label={constructorTexts.undo} shortcut="Control+Z" icon={<UndoIcon />} disabled={!editor.history.canUndo} onClick={() => editor.run('undo')} />
      <ToolButton label={constructorTexts.redo} shortcut="Control+Shift+Z" icon={<RedoIcon />} disabled={!editor.history.canRedo} onClick={() => editor.run('redo')} />
      <span className="fo-bar__divider" aria-hidden="true" />
      <div className="fo-zoom" role="group" aria-label={constructorTexts.zoom}>
        <ToolButton label={constructorTexts.zoomOut} shortcut="Control+-" icon={<ZoomOutIcon />} onClick={() => editor.run('zoomOut')} />
        <output className="fo-zoom__value" aria-label={constructorTexts.zoom}>
          {constructorTexts.zoomValue(percent)}
        </output>
        <ToolButton label={constructorTexts.zoomIn} shortcut="Control+=" icon={<ZoomInIcon />} onClick={() => editor.run('zoomIn')} />
        <ToolButton
          label={constructorTexts.zoomToFit}
          icon={<FitIcon />}
          onClick={() => {
            const canvas = document.querySelector<HTMLElement>('.fo-canvas');
            if (canvas) fitPage(editor, canvas);
          }}
        />
      </div>
      <span className="fo-bar__divider" aria-hidden="true" />
      <ProjectSettingsButton project={project} />
      <LibraryButton project={project} />
      <StylesPanelButton />
      <StylesPanel />
      {isOwner && <ShopButton project={project} />}
      <ShareButton project={project} />
      <FormAnswersDialog />
      <VersionHistory queue={queue} />
      <LiveAvatars project={project} queue={queue} />
      <ShortcutsButton />
      <ShortcutsSheet />
      {/* The right-click menu on widgets (Shift+F10, the Menu key): mounted once with the bar, drawn where it opens. */}
      <ContextMenuHost />
      <span className="fo-bar__spacer" />
      {project.role === 'viewer' && (
        <span className="fo-badge fo-badge--private fo-share__view-only" role="status" title={shareTexts.viewOnlyHint}>
          {shareTexts.viewOnly}
        </span>
      )}
      <SaveStatus queue={queue} editor={editor} />
      {previewHref && (
        <a className="fo-button fo-button--secondary fo-button--small fo-bar__preview" href={previewHref} target="_blank" rel="noopener" aria-label={constructorTexts.previewPage} title={constructorTexts.previewPage}>
          <EyeIcon />
          <span className="fo-bar__label">{constructorTexts.preview}</span>
        </a>
      )}
      {isOwner && <PublishButton project={project} projectApi={projectApi} queue={queue} beforePublish={beforePublish} />}
    </div>
  );
}
