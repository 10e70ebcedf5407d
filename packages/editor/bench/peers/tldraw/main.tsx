// The editor benchmark's peer (npm run bench:editor, part f): tldraw 5 with the same content as Folio's benchmark
// projects. `?mode=build` makes the document from layout.json (same pages, places, kinds and words as
// editor-bench-data.ts) and hands its snapshot to the benchmark; `?snapshot=<file>` opens a saved snapshot, as an
// app opens a stored document. Served on localhost over HTTP: tldraw's development mode, for internal measurement.
import { createRoot } from 'react-dom/client';
import { AssetRecordType, createShapeId, getSnapshot, PageRecordType, Tldraw, toRichText, type Editor, type TLShapePartial } from 'tldraw';
import 'tldraw/tldraw.css';
import type { PeerLayout, PeerShape } from '../../editor-bench-data';

interface PeerWindow {
  peerBench: { editor?: Editor; snapshot?: string };
}
// The benchmark may have put its own object there first (its measures): the harness adds to it.
const bench = ((window as unknown as Partial<PeerWindow>).peerBench ??= {});

const params = new URLSearchParams(location.search);
const root = createRoot(document.getElementById('root')!);

function shapeOf(shape: PeerShape, assetId: ReturnType<typeof AssetRecordType.createId>): TLShapePartial {
  const place = { id: createShapeId(), x: shape.x, y: shape.y };
  switch (shape.kind) {
    case 'text':
      return { type: 'text', ...place, props: { w: shape.w, autoSize: false, size: 's', richText: toRichText(shape.text) } };
    case 'shape':
      return { type: 'geo', ...place, props: { geo: shape.ellipse ? 'ellipse' : 'rectangle', w: shape.w, h: shape.h, fill: 'solid', color: 'light-green' } };
    case 'button':
      return { type: 'geo', ...place, props: { geo: 'rectangle', w: shape.w, h: shape.h, fill: 'solid', color: 'blue', size: 's', richText: toRichText(shape.text) } };
    case 'picture':
      return { type: 'image', ...place, props: { w: shape.w, h: shape.h, assetId } };
  }
}

function build(editor: Editor, layout: PeerLayout) {
  const assetId = AssetRecordType.createId('picture');
  const { url, width, height } = layout.picture;
  editor.createAssets([
    AssetRecordType.create({ id: assetId, type: 'image', props: { src: new URL(url, location.href).href, w: width, h: height, name: 'picture.jpg', isAnimated: false, mimeType: 'image/jpeg' } }),
  ]);
  const firstPage = editor.getCurrentPageId();
  layout.pages.forEach((shapes, index) => {
    let pageId = firstPage;
    if (index > 0) {
      pageId = PageRecordType.createId(`page${index + 1}`);
      editor.createPage({ id: pageId, name: `Page ${index + 1}` });
    }
    editor.setCurrentPage(pageId);
    editor.createShapes(shapes.map((shape) => shapeOf(shape, assetId)));
  });
  editor.setCurrentPage(firstPage);
  editor.setCamera({ x: layout.camera.x, y: layout.camera.y, z: 1 });
  editor.selectNone();
}

function mounted(editor: Editor) {
  bench.editor = editor;
  // Folio snaps while dragging; so does tldraw here.
  editor.user.updateUserPreferences({ isSnapMode: true });
}

if (params.get('mode') === 'build') {
  const layout = (await (await fetch('layout.json')).json()) as PeerLayout;
  root.render(
    <Tldraw
      onMount={(editor) => {
        mounted(editor);
        build(editor, layout);
        bench.snapshot = JSON.stringify(getSnapshot(editor.store));
      }}
    />,
  );
} else {
  const snapshot = await (await fetch(params.get('snapshot') ?? 'snapshot.json')).json();
  root.render(<Tldraw snapshot={snapshot} onMount={mounted} />);
}
