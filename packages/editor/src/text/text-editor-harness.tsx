import { createRoot } from 'react-dom/client';
import type { LinkEntity, TextV3Widget, TextWidget } from '@folio/model';
import { TextEditor } from './text-editor';

// For the browser test (text-editor.browser.test.ts): mounts a TextEditor on the page and records what it hands back
// in window.textEditorEvents. The page sets window.textEditorWidget before this runs, and window.textEditorLink to
// the entity the stand-in link panel answers with.

interface HarnessWindow {
  textEditorWidget: TextWidget;
  textEditorLink?: LinkEntity | null;
  textEditorEvents: ({ kind: 'change' | 'apply'; widget: TextV3Widget } | { kind: 'link'; entity: LinkEntity | null; hasSelection: boolean } | { kind: 'end' })[];
}

const page = window as unknown as HarnessWindow;
page.textEditorEvents = [];
const events = page.textEditorEvents;

createRoot(document.getElementById('root')!).render(
  <TextEditor
    widget={page.textEditorWidget}
    onChange={(widget) => events.push({ kind: 'change', widget })}
    onApply={(widget) => events.push({ kind: 'apply', widget })}
    onLinkRequest={({ entity, hasSelection, apply }) => {
      events.push({ kind: 'link', entity, hasSelection });
      // The panel answers later, after focus has gone to it and back.
      setTimeout(() => apply(page.textEditorLink ?? null));
    }}
    onEnd={() => events.push({ kind: 'end' })}
  />,
);
