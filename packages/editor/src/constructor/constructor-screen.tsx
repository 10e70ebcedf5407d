import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { constructorTexts, createHttpClient, HttpError } from '@folio/model';
import type { Project } from '../app/api';
import { errorText } from '../app/api';
import { StatusView } from '../app/status-view';
import { Editor } from '../core';
import { browserPendingStore, connectEditor, openSaving, type SaveQueue } from '../save';
import { AnimationPanel } from './animation/animation-panel';
import { ArrangeBar } from './arrange-bar';
import { Canvas } from './canvas';
import { LeftColumn } from './layers/left-column';
import { LinkPanelHost } from './links/link-panel-host';
import { usePageOperations } from './page-operations';
import { createProjectApi } from './project-api';
import { PropertiesPanel } from './properties/properties-panel';
import { TopBar } from './top-bar';
import { CanvasDropZone } from './uploads/canvas-drop-zone';
import { useCanvasKeys } from './use-canvas-keys';
import { ShotConversions } from './shots/shot-conversions';
import { ShotConversionsProvider } from './shots/shots-context';
import { EditorProvider } from './use-editor';

const canvasElement = () => document.querySelector<HTMLElement>('.fo-overlay');

/**
 * The constructor (docs/editor.md "Constructor"). It opens saving for the loaded draft (changes a reload left unsent
 * come back on top of it), makes one headless editor of the result and feeds its changes to the save queue. The
 * draft the shell loaded is read once: later refetches of it never replace what the author is editing.
 */
export function ConstructorScreen({ project }: { project: Project }) {
  const initial = useRef(project);
  const [opened, setOpened] = useState<{ editor: Editor; queue: SaveQueue } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const projectId = project._id;

  useEffect(() => {
    let live = true;
    let made: { editor: Editor; queue: SaveQueue; stop: () => void } | null = null;
    const draft = { ...initial.current, revision: initial.current.revision ?? 0 };
    openSaving({ draft, http: createHttpClient(), store: browserPendingStore() }).then(
      ({ queue, draft: mine }) => {
        if (!live) return queue.dispose();
        const editor = new Editor({ draft: mine });
        made = { editor, queue, stop: connectEditor(queue, editor) };
        setOpened(made);
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
      made?.stop();
      made?.queue.dispose();
      made?.editor.dispose();
    };
  }, [projectId]);

  if (failure) return <StatusView kind="error" title={errorText(failure)} />;
  if (!opened) return <StatusView kind="loading" title={constructorTexts.openingProject} />;
  return <Workspace project={initial.current} editor={opened.editor} queue={opened.queue} />;
}

/** The screen: the top bar, the page list or the layers, the canvas with the selection's tools over it, the properties region. */
function Workspace({ project, editor, queue }: { project: Project; editor: Editor; queue: SaveQueue }) {
  const projectApi = useMemo(() => createProjectApi(project._id), [project._id]);
  const operations = usePageOperations(editor, projectApi, queue);
  useCanvasKeys(editor, canvasElement);
  const canvasFocus = useCallback(() => canvasElement()?.focus({ preventScroll: true }), []);
  // Publishing copies the server's draft: what is pending goes first, and nothing is published over a conflict.
  const beforePublish = useCallback(async () => {
    await queue.flush();
    const { conflict } = queue.getState();
    if (conflict) throw new HttpError(conflict.message, conflict.statusCode);
  }, [queue]);
  const shotConversions = useMemo(() => new ShotConversions(editor, beforePublish), [editor, beforePublish]);

  return (
    <EditorProvider value={editor}>
      <ShotConversionsProvider value={shotConversions}>
        <div className="fo-constructor">
          <TopBar project={project} projectApi={projectApi} queue={queue} beforePublish={beforePublish} canvasFocus={canvasFocus} />
          <LeftColumn operations={operations} />
          <section className="fo-stage" aria-label={constructorTexts.canvas}>
            <ArrangeBar />
            <Canvas canvasFocus={canvasFocus} />
            <CanvasDropZone />
          </section>
          <aside className="fo-panel" aria-labelledby="fo-panel-title">
            <PropertiesPanel />
            <AnimationPanel />
          </aside>
          <LinkPanelHost />
        </div>
      </ShotConversionsProvider>
    </EditorProvider>
  );
}
