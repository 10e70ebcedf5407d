import { useCallback, useEffect, useMemo, useState } from 'react';
import { constructorTexts } from '@folio/model';
import type { Project } from '../app/api';
import { Editor } from '../core';
import { ArrangeBar } from './arrange-bar';
import { Canvas } from './canvas';
import { PageList } from './page-list';
import { usePageOperations } from './page-operations';
import { createProjectApi } from './project-api';
import { TopBar } from './top-bar';
import { useCanvasKeys } from './use-canvas-keys';
import { EditorProvider } from './use-editor';

const canvasElement = () => document.querySelector<HTMLElement>('.fo-overlay');

/**
 * The constructor (docs/editor.md "Constructor"): the top bar, the page list, the canvas with the selection's tools
 * over it, and the region where the property panels go. It holds one headless editor for the loaded draft; every
 * part reads the editor's store and calls its actions.
 */
export function ConstructorScreen({ project }: { project: Project }) {
  const [editor] = useState(() => new Editor({ draft: project }));
  useEffect(() => () => editor.dispose(), [editor]);
  const projectApi = useMemo(() => createProjectApi(project._id), [project._id]);
  // Writes of the page list and publishing wait for what the author changed before them to be saved.
  const beforeWrite = useCallback(async () => {}, []);
  const operations = usePageOperations(editor, projectApi, project.revision ?? 0, beforeWrite);
  useCanvasKeys(editor, canvasElement);
  const canvasFocus = useCallback(() => canvasElement()?.focus({ preventScroll: true }), []);

  return (
    <EditorProvider value={editor}>
      <div className="fo-constructor">
        <TopBar project={project} projectApi={projectApi} beforePublish={beforeWrite} canvasFocus={canvasFocus} />
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
