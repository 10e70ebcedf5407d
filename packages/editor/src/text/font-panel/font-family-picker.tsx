import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fontPanelConstants, fontPanelTexts, fontStack, projectTypography, textFontUses } from '@folio/model';
import { useEditor } from '../../constructor/use-editor';
import { describeFamily, familySections, optionKey, type FamilyEntry, type FamilySection } from './family-list';
import { FontUpload } from './font-upload';
import { requestPreviewFaces } from './preview-faces';
import { useFontSources } from './use-font-sources';
import './font-panel.css';

export interface FontFamilyPickerProps {
  /** The family of the selection; null when the selection mixes families. */
  value: string | null;
  onChange: (family: string) => void;
  /**
   * The family under the pointer or the arrow keys while the list is open, for a live preview; null once the list
   * closes (after a choice too: the choice itself comes through onChange).
   */
  onPreview?: (family: string | null) => void;
  disabled?: boolean;
}

interface Option {
  id: string;
  section: FamilySection;
  entry: FamilyEntry;
}

/** A character typed without a command key. */
const isTypeAhead = (event: KeyboardEvent) => event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

// Keys that move the active option by a page of rows.
const PAGE_ROWS = Math.floor(fontPanelConstants.listMaxHeightPx / fontPanelConstants.rowHeightPx);

const CheckIcon = () => (
  <svg className="fo-fontpick__check" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

const ChevronIcon = () => (
  <svg className="fo-fontpick__chevron" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/** The families the project's texts draw with (named styles and inline runs), read when the list opens. */
function useProjectFamilies(open: boolean): readonly string[] {
  const editor = useEditor();
  return useMemo(() => {
    if (!open) return [];
    const { project, widgets } = editor.store.getState().document;
    const typography = projectTypography(project);
    const families = new Set<string>();
    for (const widget of Object.values(widgets)) {
      if (widget.type !== 'text') continue;
      for (const use of textFontUses(widget, typography)) families.add(use.family);
    }
    return [...families];
  }, [editor, open]);
}

/**
 * The font family control (docs/editor.md "Fonts"), a combobox as in design tools: the field shows the family in its
 * own face; a click, an arrow key or typing opens the list, typing searches it. The list has the project's families,
 * the author's own fonts (My fonts), the library by category and the system's, each name drawn in its face (loaded
 * as rows come into view). Arrow keys, Page Up/Down and Home/End move through it, Enter picks, Escape closes and
 * puts the field back; the current family is checked. "Upload font…" sits at its foot.
 */
export function FontFamilyPicker({ value, onChange, onPreview, disabled }: FontFamilyPickerProps) {
  const sources = useFontSources();
  const listId = useId();
  const field = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const projectFamilies = useProjectFamilies(open);
  const latestPreview = useRef(onPreview);
  latestPreview.current = onPreview;

  const sections = useMemo(
    () => (open ? familySections({ ...sources, current: value ?? undefined, usedFamilies: projectFamilies }, query) : []),
    [open, sources, value, projectFamilies, query],
  );
  const options = useMemo<Option[]>(() => sections.flatMap((section) => section.entries.map((entry) => ({ id: `${listId}-${optionKey(section, entry)}`, section, entry }))), [sections, listId]);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const active = (activeId !== null ? byId.get(activeId) : undefined) ?? options[0];
  const currentEntry = useMemo(() => (value ? describeFamily(value, sources) : undefined), [value, sources]);
  const isCurrent = (entry: FamilyEntry) => value !== null && entry.family.localeCompare(value, 'en', { sensitivity: 'base' }) === 0;

  // The field draws the current family in its face.
  useEffect(() => {
    if (currentEntry) requestPreviewFaces([currentEntry]);
  }, [currentEntry]);

  // A new search puts the best match under the arrow keys; opening without one puts the current family there.
  const firstId = options[0]?.id ?? null;
  const currentId = options.find((option) => isCurrent(option.entry))?.id ?? firstId;
  // An option to put there instead (a font just uploaded), taken once.
  const nextActive = useRef<string | null>(null);
  const placed = useRef({ open, query });
  useLayoutEffect(() => {
    // Only when the list opens or the search changes, not when the options redraw.
    if (placed.current.open === open && placed.current.query === query) return;
    placed.current = { open, query };
    if (!open) return;
    setActiveId(nextActive.current ?? (query ? firstId : currentId));
    nextActive.current = null;
  }, [open, query, firstId, currentId]);

  // The active option is the preview, and stays in view.
  const activeFamily = open ? (active?.entry.family ?? null) : null;
  useEffect(() => {
    if (open) latestPreview.current?.(activeFamily);
  }, [open, activeFamily]);
  useLayoutEffect(() => {
    if (!open || !active) return;
    document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  // Faces load as rows come into view of the list (and a little beyond it).
  useEffect(() => {
    const root = list.current;
    if (!open || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        const seen = records.filter((record) => record.isIntersecting).flatMap((record) => byId.get((record.target as HTMLElement).id)?.entry ?? []);
        if (seen.length) requestPreviewFaces(seen);
        for (const record of records) if (record.isIntersecting) observer.unobserve(record.target);
      },
      { root, rootMargin: fontPanelConstants.previewLoadMargin },
    );
    for (const element of root.querySelectorAll('[role="option"]')) observer.observe(element);
    return () => observer.disconnect();
  }, [open, byId]);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
    latestPreview.current?.(null);
  }, []);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    close();
    if (!isCurrent(option.entry) || value === null) onChange(option.entry.family);
  };

  // A press outside the picker closes it without a choice.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  const move = (delta: number | 'first' | 'last') => {
    if (!options.length) return;
    const at = active ? options.indexOf(active) : -1;
    const next = delta === 'first' ? 0 : delta === 'last' ? options.length - 1 : Math.min(options.length - 1, Math.max(0, at + delta));
    setActiveId(options[next]!.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
        event.preventDefault();
        setOpen(true);
      } else if (isTypeAhead(event)) {
        // Type-ahead: a letter typed on the closed field starts a search with it (not after the family's name).
        event.preventDefault();
        setQuery(event.key);
        setOpen(true);
      }
      return;
    }
    const moves: Record<string, number | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE_ROWS, PageUp: -PAGE_ROWS };
    // Home and End move through the list once it is searched by nothing; in a search they stay in the text.
    if (!query) Object.assign(moves, { Home: 'first', End: 'last' });
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // Closes the list only; the text editor around it keeps its selection.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const fieldFamily = currentEntry ? fontStack(currentEntry.family) : undefined;
  return (
    <div
      ref={wrapper}
      className="fo-fontpick"
      data-open={open || undefined}
      onBlur={(event) => {
        // Focus moving to another control closes it. Focus going nowhere (a file dialog opening, the window left)
        // does not: a press elsewhere closes it (above), and so does Tab.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapper.current?.contains(next)) close();
      }}
    >
      <input
        ref={field}
        className="fo-fontpick__field"
        role="combobox"
        aria-label={fontPanelTexts.family}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-haspopup="listbox"
        aria-autocomplete="list"
        aria-activedescendant={open && active ? active.id : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={open ? query : (value ?? '')}
        placeholder={open ? (value ?? fontPanelTexts.searchPlaceholder) : fontPanelTexts.searchPlaceholder}
        title={value ? fontPanelTexts.chooseFamily(value) : fontPanelTexts.family}
        style={open ? undefined : { fontFamily: fieldFamily }}
        onClick={() => !open && setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronIcon />
      {open && (
        <div className="fo-fontpick__popover" style={{ width: fontPanelConstants.pickerWidthPx }}>
          <div ref={list} id={listId} role="listbox" aria-label={fontPanelTexts.families} className="fo-fontpick__list" style={{ maxHeight: fontPanelConstants.listMaxHeightPx }}>
            {sections.map((section) => (
              <div key={section.id} role="group" aria-labelledby={`${listId}-${section.id}`} className="fo-fontpick__group">
                <div id={`${listId}-${section.id}`} role="presentation" className="fo-fontpick__heading">
                  {section.title}
                </div>
                {section.entries.map((entry) => {
                  const id = `${listId}-${optionKey(section, entry)}`;
                  const selected = isCurrent(entry);
                  return (
                    <div
                      key={id}
                      id={id}
                      role="option"
                      aria-selected={selected}
                      data-active={active?.id === id || undefined}
                      className="fo-fontpick__option"
                      style={{ height: fontPanelConstants.rowHeightPx }}
                      onPointerMove={() => active?.id !== id && setActiveId(id)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(byId.get(id))}
                    >
                      <CheckIcon />
                      <span className="fo-fontpick__name" style={{ fontFamily: fontStack(entry.family), fontSize: fontPanelConstants.rowFontSizePx }}>
                        {entry.family}
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
            {!options.length && <p className="fo-fontpick__empty">{fontPanelTexts.noMatch(query)}</p>}
          </div>
          {active && (
            <p className="fo-fontpick__sample" aria-hidden="true" style={{ fontFamily: fontStack(active.entry.family), fontSize: fontPanelConstants.sampleFontSizePx }}>
              {fontPanelTexts.previewSample}
            </p>
          )}
          <FontUpload
            sources={sources}
            onUploaded={(font) => {
              const id = `${listId}-custom:${font.css_name}`;
              nextActive.current = query ? id : null;
              setQuery('');
              setActiveId(id);
              field.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
