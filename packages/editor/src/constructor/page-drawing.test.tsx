import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { kindTexts, widgetSchema, type Widget, type WidgetType } from '@folio/model';
import { WidgetView } from '@folio/widgets/view';
import { TEST_PAGE_IDS, TestEditor, testId } from '../core/test-editor';
import { PageDrawing } from './page-drawing';
import { EditorProvider } from './use-editor';

// No DOM library is installed: this checks what the canvas's drawing and the viewer's view render (CSS.escape as
// the browser's for the drawing's ids).
vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) });
const widget = (n: number, type: WidgetType, fields: Record<string, unknown> = {}) =>
  widgetSchema.parse({ _id: testId(n), pid: TEST_PAGE_IDS[0], type, x: 10 * n, y: 20, w: 480, h: 270, ...fields }) as Widget;

function canvasDrawing(widgets: Widget[]): string {
  const editor = new TestEditor({ widgets });
  return renderToStaticMarkup(
    <EditorProvider value={editor}>
      <PageDrawing view={editor.view} scale={1} />
    </EditorProvider>,
  );
}

const emptyKinds: WidgetType[] = ['video', 'slideshow', 'gmaps', 'iframe', 'facebook', 'twitter', 'shots', 'audio'];

describe('empty media placeholders', () => {
  it.each(emptyKinds)('an empty %s shows its kind and how to fill it on the canvas', (type) => {
    const html = canvasDrawing([widget(1, type)]);
    expect(html).toContain(`data-placeholder-id="${testId(1)}"`);
    expect(html).toContain(kindTexts.labels[type]);
    expect(html).toContain(kindTexts.placeholders[type as keyof typeof kindTexts.placeholders]);
  });

  it('a filled one and the kinds that always show something have none', () => {
    const html = canvasDrawing([
      widget(1, 'video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
      widget(2, 'gmaps', { address: 'Berlin' }),
      widget(3, 'shape'),
      widget(4, 'form'),
    ]);
    expect(html).not.toContain('fo-kind-placeholder');
  });

  it.each(emptyKinds)('the viewer draws nothing of it for an empty %s', (type) => {
    const html = renderToStaticMarkup(<WidgetView widget={widget(1, type)} viewport="default" pageId={TEST_PAGE_IDS[0]} />);
    expect(html).not.toContain('placeholder');
    expect(html).not.toContain(kindTexts.placeholders[type as keyof typeof kindTexts.placeholders]);
  });
});
