import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { fontStack, type Font, type InlineStyle } from '@folio/model';
import { createQueryClient } from '../../app/queries';
import { EditorProvider } from '../../constructor/use-editor';
import { Editor, type DraftInput } from '../../core';
import { FontFamilyPicker, FontFeaturesPanel, type InlineStylePatch } from './index';
import '../../app/app.css';

// For the browser test (font-panel.browser.test.ts): the family picker and the features panel on a page of the real
// server, in a real constructor editor (its project fonts), as the text toolbar mounts them. What they hand back is
// recorded in window.fontPanelEvents; a sample line draws the chosen family and features.

export type FontPanelEvent = { kind: 'family'; family: string } | { kind: 'preview'; family: string | null } | { kind: 'features'; patch: InlineStylePatch };

interface HarnessWindow {
  fontPanelDraft: DraftInput;
  fontPanelFamily: string;
  fontPanelEvents: FontPanelEvent[];
  fontPanelProjectFonts: () => readonly Font[];
}

const page = window as unknown as HarnessWindow;
page.fontPanelEvents = [];
const events = page.fontPanelEvents;
const editor = new Editor({ draft: page.fontPanelDraft });
page.fontPanelProjectFonts = () => editor.document.project.edit_params?.fonts ?? [];
const queryClient = createQueryClient();

function patched(style: InlineStyle, patch: InlineStylePatch): InlineStyle {
  const next: Record<string, unknown> = { ...style, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as InlineStyle;
}

const settings = (record: Record<string, number | boolean> | undefined) =>
  record ? Object.entries(record).map(([tag, value]) => `"${tag}" ${+value}`).join(', ') : undefined;

function Harness() {
  const [family, setFamily] = useState(page.fontPanelFamily);
  const [style, setStyle] = useState<InlineStyle>({});
  return (
    <div style={{ display: 'flex', gap: 48, alignItems: 'flex-start', padding: 24 }}>
      <div style={{ display: 'grid', gap: 16, width: 320 }}>
        <FontFamilyPicker
          value={family}
          onChange={(next) => {
            events.push({ kind: 'family', family: next });
            setFamily(next);
          }}
          onPreview={(next) => events.push({ kind: 'preview', family: next })}
        />
        <p
          data-sample=""
          style={{
            margin: '380px 0 0',
            fontSize: 32,
            fontFamily: fontStack(family),
            fontFeatureSettings: settings(style.fontFeatures),
            fontVariationSettings: settings(style.variableAxes),
            fontKerning: style.kerning === false ? 'none' : undefined,
          }}
        >
          Office 1/2 2024 Quick fox
        </p>
      </div>
      <FontFeaturesPanel
        family={family}
        weight={400}
        style="normal"
        value={style}
        onChange={(patch) => {
          events.push({ kind: 'features', patch });
          setStyle((old) => patched(old, patch));
        }}
      />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <EditorProvider value={editor}>
      <Harness />
    </EditorProvider>
  </QueryClientProvider>,
);
