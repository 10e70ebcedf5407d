import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { constructorTexts, createHttpClient } from '@folio/model';
import type { Project } from '../app/api';
import { errorText } from '../app/api';
import { StatusView } from '../app/status-view';
import { Editor } from '../core';
import { browserPendingStore, openSaving } from '../save';
import { ArrangeBar } from './arrange-bar';
import { Canvas } from './canvas';
import { PageList } from './page-list';
import { usePageOperations } from './page-operations';
import { createProjectApi } from './project-api';
import { ProjectSaving } from './project-saving';
import { TopBar } from './top-bar';
import { useCanvasKeys } from './use-canvas-keys';
import { EditorProvider } from './use-editor';

const canvasElement = () => document.querySelector<HTMLElement>('.fo-overlay');

/**
 * The constructor (docs/editor.md "Constructor"). It opens saving for the loaded draft (changes a reload left unsent
 * come back on top of it), makes one headless editor of the result and feeds its changes to the save queue. The
 * draft the shell loaded is read once: later refetches of it never replace what the author is editing.
 */
export function ConstructorScreen({ project }: { project: Project }) {
  const initial = useRef(project);
  const [opened, setOpened] = useState<{ editor: Editor; saving: ProjectSaving } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const projectId = project._id;

  useEffect(() => {
    let live = true;
    let made: { editor: Editor; saving: ProjectSaving } | null = null;
    const http = createHttpClient();
    const store = browserPendingStore();
    const draft = { ...initial.current, revision: initial.current.revision ?? 0 };
    openSaving({ draft, http, store }).then(
      ({ queue, draft: mine }) => {
        if (!live) return queue.dispose();
        const editor = new Editor({ draft: mine });
        made = { editor, saving: new ProjectSaving(queue, editor, { projectId, http, store }) };
        setOpened(made);
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
      made?.saving.dispose();
      made?.editor.dispose();
    };
  }, [projectId]);

  if (failure) return <StatusView kind="error" title={errorText(failure)} />;
  if (!opened) return <StatusView kind="loading" title={constructorTexts.openingProject} />;
  return <Workspace project={initial.current} editor={opened.editor} saving={opened.saving} />;
}

/** The screen: the top bar, the page list, the canvas with the selection's tools over it, the properties region. */
function Workspace({ project, editor, saving }: { project: Project; editor: Editor; saving: ProjectSaving }) {
  const projectApi = useMemo(() => createProjectApi(project._id), [project._id]);
  const queue = useSyncExternalStore(saving.subscribe, () => saving.queue);
  const operations = usePageOperations(editor, projectApi, saving);
  useCanvasKeys(editor, canvasElement);
  const canvasFocus = useCallback(() => canvasElement()?.focus({ preventScroll: true }), []);
  const beforePublish = useCallback(async () => void (await saving.settle()), [saving]);

  return (
    <EditorProvider value={editor}>
      <div className="fo-constructor">
        <TopBar project={project} projectApi={projectApi} queue={queue} beforePublish={beforePublish} canvasFocus={canvasFocus} />
        <PageList operations={operations} />
        <section className="fo-stage" aria-label={constructorTexts.canvas}>
          <ArrangeBar />
          <Canvas />
        </section>
        <aside className="fo-panel" aria-labelledby="fo-panel-title">
          <h2 id="fo-panel-title" className="fo-panel__title">
            {constructorTexts.properties}
          </h2>
          <p className="fo-panel__empty">{constructorTexts.propertiesEmpty}</p>
        </aside>
      </div>
    </EditorProvider>
  );
}
