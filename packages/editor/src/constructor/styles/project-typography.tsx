import { useMemo, type ReactNode } from 'react';
import { fontStack, projectTypography, textFontUses, type Typography, type Widget } from '@folio/model';
import { ProjectFontLinks, TypographyProvider } from '@folio/widgets/typography';
import { useEditorState, useSettledEditorState } from '../use-editor';

// The families of each text, kept while neither the widget nor the typography changes (a drag changes neither).
const familiesOfText = new WeakMap<Widget, { typography: Typography; families: string[] }>();

/** The families the project's texts draw with, sorted (their library stylesheets are linked once). */
export function usedFamilies(widgets: Readonly<Record<string, Widget>>, typography: Typography): string[] {
  const families = new Set<string>();
  for (const widget of Object.values(widgets)) {
    if (widget.type !== 'text') continue;
    let known = familiesOfText.get(widget);
    if (known?.typography !== typography) {
      known = { typography, families: textFontUses(widget, typography).map((use) => use.family) };
      familiesOfText.set(widget, known);
    }
    for (const family of known.families) families.add(family);
  }
  return [...families].sort();
}

/**
 * The project's typography as the canvas draws it: its named styles (project, then global, then the defaults of
 * widgets-and-authoring.md §3) with the library's font stacks. A new value whenever a style changes, so every text
 * drawn from it follows at once.
 */
export function useProjectTypography(): Typography {
  const { textStyles, editParams, listStyles } = useEditorState(({ document }) => ({
    textStyles: document.project.textStyles,
    editParams: document.project.edit_params,
    listStyles: document.project.list_styles,
  }));
  return useMemo(
    () => ({ ...projectTypography({ textStyles, edit_params: editParams, list_styles: listStyles }), fontStack }),
    [textStyles, editParams, listStyles],
  );
}

/**
 * Wraps what the canvas draws (pages, the text being edited, thumbnails) in the project's typography and links the
 * stylesheets of its fonts: the font link, the project's custom and linked fonts, and the library's faces its texts
 * use (docs/editor.md "Text styles").
 */
export function ProjectTypography({ children }: { children?: ReactNode }) {
  const typography = useProjectTypography();
  // Settled: a drag changes no text's families, so the links are not worked out again on every move.
  const { fontsLink, fonts, widgets } = useSettledEditorState(({ document }) => ({
    fontsLink: document.project.fonts_link,
    fonts: document.project.edit_params?.fonts,
    widgets: document.widgets,
  }));
  const familiesKey = useMemo(() => usedFamilies(widgets, typography).join('\n'), [widgets, typography]);
  const families = useMemo(() => (familiesKey ? familiesKey.split('\n') : []), [familiesKey]);
  return (
    <TypographyProvider value={typography}>
      <ProjectFontLinks fontsLink={fontsLink} fonts={fonts} families={families} />
      {children}
    </TypographyProvider>
  );
}
