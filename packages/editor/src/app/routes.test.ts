import { describe, expect, it } from 'vitest';
import { editPath, parseEditorRoute, previewPath } from './routes';

describe('editor routes (docs/editor.md "Dashboard and routes")', () => {
  it('/ is the home route: the dashboard or the welcome screen', () => {
    expect(parseEditorRoute('/')).toEqual({ kind: 'home' });
  });

  it('/edit/{num_id}/ opens a project, with or without the last slash', () => {
    expect(parseEditorRoute('/edit/42/')).toEqual({ kind: 'edit', numId: 42 });
    expect(parseEditorRoute('/edit/42')).toEqual({ kind: 'edit', numId: 42 });
  });

  it('anything else is not found: no id, a non-numeric id, 0, an id past the database integer, more segments', () => {
    for (const path of ['/edit/', '/edit', '/edit/abc/', '/edit/0/', '/edit/2147483648/', '/edit/12345678901/', '/edit/4/pages/', '/edited/4/', '/ada/spring/']) {
      expect(parseEditorRoute(path), path).toEqual({ kind: 'notFound' });
    }
    expect(parseEditorRoute('/edit/2147483647/')).toEqual({ kind: 'edit', numId: 2147483647 });
  });

  it('editPath writes the address parseEditorRoute reads back', () => {
    expect(editPath(7)).toBe('/edit/7/');
    expect(parseEditorRoute(editPath(7))).toEqual({ kind: 'edit', numId: 7 });
  });

  it('viewer-and-project.md §2: preview is /{user}/{mag uri}/preview/, or the numeric id when the project has no uri', () => {
    expect(previewPath('ada', { uri: 'spring-issue', num_id: 12 })).toBe('/ada/spring-issue/preview/');
    expect(previewPath('ada', { uri: null, num_id: 12 })).toBe('/ada/12/preview/');
    expect(previewPath('ada', { num_id: 12 })).toBe('/ada/12/preview/');
  });
});
