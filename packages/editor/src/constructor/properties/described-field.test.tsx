import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { propertiesTexts, widgetSchema, type Widget } from '@folio/model';
import { TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import { EditorProvider } from '../use-editor';
import { DescribedField } from './described-field';
import { sectionsFor } from '@folio/widgets/authoring';

// No DOM library is installed: this checks what a described field renders for the selected widgets.
const map = (n: number, fields: Record<string, unknown> = {}) => widgetSchema.parse({ _id: testId(n), pid: TEST_PAGE_IDS[0], type: 'gmaps', x: 0, y: 0, w: 400, h: 300, ...fields }) as Widget;

function latitudeInput(widgets: Widget[]): string {
  const editor = new TestEditor({ widgets });
  const field = sectionsFor(widgets[0] as never)
    .flatMap((section) => section.fields)
    .find((candidate) => candidate.control === 'number' && candidate.path.join('.') === 'lat')!;
  const html = renderToStaticMarkup(
    <EditorProvider value={editor}>
      <DescribedField field={field} widgets={widgets} />
    </EditorProvider>,
  );
  return /<input[^>]*>/.exec(html)?.[0] ?? '';
}

describe("a map's Latitude", () => {
  it('one new map: blank, not "Mixed"', () => {
    const input = latitudeInput([map(1)]);
    expect(input).not.toContain(propertiesTexts.mixed);
    expect(input).toContain('value=""');
  });

  it('shows the latitude as typed, to six decimals (not rounded to two)', () => {
    expect(latitudeInput([map(1, { lat: 48.858372 })])).toContain('value="48.858372"');
  });

  it('two maps at different places: "Mixed"', () => {
    expect(latitudeInput([map(1, { lat: 1 }), map(2, { lat: 2 })])).toContain(`placeholder="${propertiesTexts.mixed}"`);
  });
});
