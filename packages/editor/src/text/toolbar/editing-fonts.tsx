import { useEffect, useState } from 'react';
import type { LexicalEditor } from 'lexical';
import { fontCssPaths, textFontUses, type Typography } from '@folio/model';
import { editorStateToTextV3 } from '../lexical-to-text-v3';
import { FontStylesheets } from './font-stylesheets';
import { variationOf } from './weights';

/** The library stylesheets of every face a text draws with (our own /api/fonts/css, never a font CDN). */
function facePaths(editor: LexicalEditor, typography: Typography): string[] {
  const uses = textFontUses({ version: 3, ...editorStateToTextV3(editor.getEditorState()) }, typography);
  return fontCssPaths(uses.map((use) => ({ family: use.family, variations: [variationOf(use.weight, use.style)] })));
}

/**
 * The faces of the text being edited, loaded as soon as they are chosen (the canvas links those of saved texts): a
 * family, weight or style picked in the toolbar draws in its own face at once. Worked out again a moment after
 * each edit.
 */
export function EditingFonts({ editor, typography, delayMs }: { editor: LexicalEditor; typography: Typography; delayMs: number }) {
  const [paths, setPaths] = useState<string[]>(() => facePaths(editor, typography));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const next = facePaths(editor, typography);
      setPaths((was) => (was.join('\n') === next.join('\n') ? was : next));
    };
    update();
    const off = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (!dirtyElements.size && !dirtyLeaves.size) return;
      clearTimeout(timer);
      timer = setTimeout(update, delayMs);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [editor, typography, delayMs]);
  return <FontStylesheets hrefs={paths} />;
}
