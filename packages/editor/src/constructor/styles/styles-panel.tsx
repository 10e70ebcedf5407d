import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { fontStack, stylesPanelConstants, stylesTexts, type LinkStyle, type ListStyle, type TextStyle } from '@folio/model';
import { errorText } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { useNotify } from '../../app/notices';
import type { NamedStyleKindName } from '../../core/actions/named-styles';
import { useEditor, useEditorState } from '../use-editor';
import { LinkStyleForm } from './link-style-form';
import { ListStyleForm } from './list-style-form';
import { closeStylesPanel, stylesPanelStore } from './styles-panel-store';
import { copyOf, newStyle, putStyle, replaceStyle, styleLabel, styleUsage, type NamedStyle } from './style-lists';
import { TextStyleForm } from './text-style-form';
import { useGlobalStyles, type StylesOfKind } from './use-global-styles';
import { useProjectStyles, type StyleListChange } from './use-project-styles';
import '../properties/properties.css';
import './styles.css';

const KINDS = ['text', 'link', 'list'] as const;
const SCOPES = ['project', 'global'] as const;
type Scope = (typeof SCOPES)[number];
// The preview of a text style in the list is drawn at most this large (px), so a big heading fits its row.
const PREVIEW_MAX_SIZE = 26;

/** The bar the panel hangs from (the constructor's top bar), so the panel starts under it. */
function topOfPanel(): number {
  return document.querySelector('.fo-bar')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * The styles panel (docs/editor.md "Text styles"), mounted once by the top bar and opened by its Styles button or
 * the text toolbar's "Edit styles…" (openStylesPanel). It stands at the right of the constructor without covering
 * the canvas's middle, so a change shows on the page at once; Escape or its close button closes it and the focus
 * goes back where it was.
 */
export function StylesPanel() {
  const { open, kind, name, serial } = useStore(stylesPanelStore);
  if (!open) return null;
  // In the app's root, so the app's own rules reach it; over everything else of the constructor.
  return createPortal(<StylesPanelBody key={serial} initialKind={kind} initialName={name} />, document.getElementById('folio-editor-root') ?? document.body);
}

/** A field that takes typing (its own undo belongs to it). */
const typingIn = (target: EventTarget | null) => target instanceof HTMLElement && Boolean(target.closest('input:not([type="checkbox"]), textarea'));

function StylesPanelBody({ initialKind, initialName }: { initialKind: NamedStyleKindName; initialName: string | null }) {
  const editor = useEditor();
  const root = useRef<HTMLElement>(null);
  const titleId = useId();
  const baseId = useId();
  const [kind, setKind] = useState<NamedStyleKindName>(initialKind);
  const [scope, setScope] = useState<Scope>('project');
  const [top, setTop] = useState(0);
  const tabs = useRef<Record<NamedStyleKindName, HTMLButtonElement | null>>({ text: null, link: null, list: null });

  // The focus moves into the panel when it opens and goes back to where it was when it closes.
  useLayoutEffect(() => {
    setTop(topOfPanel());
    const opener = document.activeElement;
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeStylesPanel();
      return;
    }
    // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) undo and redo the project's changes, style edits among them; a
    // field being typed in keeps its own undo.
    const key = event.key.toLowerCase();
    if (!(event.ctrlKey || event.metaKey) || event.altKey || (key !== 'z' && key !== 'y') || typingIn(event.target)) return;
    event.preventDefault();
    editor.run(event.shiftKey || key === 'y' ? 'redo' : 'undo');
  };
  const onTabKey = (event: KeyboardEvent) => {
    const index = KINDS.indexOf(kind);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? KINDS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const chosen = KINDS[(next + KINDS.length) % KINDS.length]!;
    setKind(chosen);
    tabs.current[chosen]?.focus();
  };

  return (
    <section
      ref={root}
      className="fo-styles"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={{ top, width: stylesPanelConstants.widthPx } as CSSProperties}
      onKeyDown={onKeyDown}
      // Presses here are the panel's, not the canvas's (they would end the text being edited).
      onPointerDown={(event) => event.stopPropagation()}
    >
      <header className="fo-styles__header">
        <h2 id={titleId} className="fo-styles__title">
          {stylesTexts.title}
        </h2>
        <button type="button" className="fo-button fo-button--quiet fo-button--icon fo-styles__close" aria-label={stylesTexts.close} title={stylesTexts.close} onClick={closeStylesPanel}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      <div className="fo-styles__tabs" role="tablist" aria-label={stylesTexts.kindsLabel} onKeyDown={onTabKey}>
        {KINDS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            className="fo-styles__tab"
            aria-selected={kind === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={kind === name ? 0 : -1}
            onClick={() => setKind(name)}
          >
            {stylesTexts.kinds[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${kind}`} className="fo-styles__body">
        <div className="fo-segmented fo-styles__scopes" role="group" aria-label={stylesTexts.scopesLabel}>
          {SCOPES.map((name) => (
            <button key={name} type="button" className="fo-segmented__item" aria-pressed={scope === name} onClick={() => setScope(name)}>
              {stylesTexts.scopes[name]}
            </button>
          ))}
        </div>
        <p className="fo-styles__hint">{scope === 'project' ? stylesTexts.projectHint : stylesTexts.globalHint}</p>
        <StyleKindPanel key={kind} kind={kind} scope={scope} initialName={kind === initialKind ? initialName : null} />
      </div>
    </section>
  );
}

interface Lists {
  styles: readonly NamedStyle[];
  /** Sets the list whole; resolves once written (the project: at once, undoable; My styles: saved). */
  set: (styles: readonly NamedStyle[], change?: StyleListChange) => Promise<void>;
}

/** The list of one kind and scope with its buttons, and the fields of the chosen style. */
function StyleKindPanel({ kind, scope, initialName }: { kind: NamedStyleKindName; scope: Scope; initialName: string | null }) {
  const notify = useNotify();
  const project = useProjectStyles();
  const global = useGlobalStyles(kind);
  const widgets = useEditorState(({ document }) => document.widgets);
  const [chosen, setChosen] = useState<Record<Scope, string | null>>({ project: initialName, global: null });
  const [deleting, setDeleting] = useState<NamedStyle | null>(null);

  const projectList: readonly NamedStyle[] = kind === 'text' ? project.textStyles : kind === 'link' ? project.linkStyles : project.listStyles;
  const lists: Record<Scope, Lists> = {
    project: {
      styles: projectList,
      set: async (styles, change) => {
        if (kind === 'text') project.setTextStyles(styles as TextStyle[], change);
        else if (kind === 'link') project.setLinkStyles(styles as LinkStyle[], change);
        else project.setListStyles(styles as ListStyle[], change);
      },
    },
    global: {
      styles: global.styles,
      set: async (styles) => {
        await global.save(styles as StylesOfKind<typeof kind>);
      },
    },
  };
  const { styles, set } = lists[scope];
  const selectedName = chosen[scope] && styles.some((style) => style.name === chosen[scope]) ? chosen[scope] : (styles[0]?.name ?? null);
  const selected = styles.find((style) => style.name === selectedName) ?? null;
  const usage = useMemo(() => (scope === 'project' && selected ? styleUsage(widgets, kind, selected.name) : null), [scope, selected, widgets, kind]);

  const choose = (name: string | null) => setChosen((current) => ({ ...current, [scope]: name }));
  const write = async (next: readonly NamedStyle[], change?: StyleListChange, then?: () => void) => {
    try {
      await set(next, change);
      then?.();
    } catch (error) {
      notify('error', scope === 'global' ? stylesTexts.globalSaveFailed(errorText(error)) : errorText(error));
    }
  };

  const onNew = () => {
    const style = newStyle(kind, styles);
    void write([...styles, style], undefined, () => choose(style.name));
  };
  const onDuplicate = () => {
    if (!selected) return;
    const copy = copyOf(styles, selected);
    void write([...styles, copy], undefined, () => choose(copy.name));
  };
  const onDelete = () => {
    if (!deleting) return;
    const gone = deleting;
    setDeleting(null);
    void write(styles.filter((style) => style.name !== gone.name), undefined, () => choose(null));
  };
  const onCopyAcross = async () => {
    if (!selected) return;
    const target = lists[scope === 'project' ? 'global' : 'project'];
    const { list, replaced } = putStyle(target.styles, structuredClone(selected));
    try {
      await target.set(list);
      const label = styleLabel(selected);
      notify('success', scope === 'project' ? (replaced ? stylesTexts.replacedInMine(label) : stylesTexts.savedToMine(label)) : replaced ? stylesTexts.replacedInProject(label) : stylesTexts.addedToProject(label));
    } catch (error) {
      notify('error', stylesTexts.globalSaveFailed(errorText(error)));
    }
  };
  const onChange = (next: NamedStyle, change?: StyleListChange) => {
    if (!selected) return;
    void write(replaceStyle(styles, selected.name, next), change, () => choose(next.name));
  };

  const loadingGlobal = scope === 'global' && global.isPending;
  const failedGlobal = scope === 'global' && !global.isPending && Boolean(global.error);
  return (
    <div className="fo-styles__kind">
      {loadingGlobal && <p className="fo-styles__hint">{stylesTexts.globalLoading}</p>}
      {failedGlobal && (
        <p className="fo-styles__error" role="alert">
          {stylesTexts.globalFailed(errorText(global.error))}
        </p>
      )}
      {!loadingGlobal && !failedGlobal && (
        <>
          <StyleList kind={kind} styles={styles} selected={selectedName} onSelect={choose} />
          <div className="fo-styles__actions" role="group" aria-label={stylesTexts.styleList[kind]}>
            <button type="button" className="fo-button fo-button--secondary fo-button--small" onClick={onNew}>
              {stylesTexts.newStyle}
            </button>
            <button type="button" className="fo-button fo-button--quiet fo-button--small" disabled={!selected} onClick={onDuplicate}>
              {stylesTexts.duplicate}
            </button>
            <button type="button" className="fo-button fo-button--quiet fo-button--small" disabled={!selected} onClick={() => void onCopyAcross()}>
              {scope === 'project' ? stylesTexts.saveToMine : stylesTexts.addToProject}
            </button>
            <button
              type="button"
              className="fo-button fo-button--quiet fo-button--small fo-styles__delete"
              disabled={!selected}
              aria-label={selected ? stylesTexts.deleteStyle(styleLabel(selected)) : stylesTexts.delete}
              onClick={() => setDeleting(selected)}
            >
              {stylesTexts.delete}
            </button>
          </div>
          {selected && usage !== null && <p className="fo-styles__usage">{stylesTexts.usedBy(usage, kind)}</p>}
          {selected && kind === 'text' && <TextStyleForm key={`${scope}:${selected.name}`} style={selected as TextStyle} list={styles} onChange={onChange} />}
          {selected && kind === 'link' && <LinkStyleForm key={`${scope}:${selected.name}`} style={selected as LinkStyle} list={styles} onChange={onChange} />}
          {selected && kind === 'list' && (
            <ListStyleForm key={`${scope}:${selected.name}`} style={selected as ListStyle} list={styles} textStyles={scope === 'project' ? project.textStyles : []} onChange={onChange} />
          )}
        </>
      )}
      <ModalDialog open={deleting !== null} title={deleting ? stylesTexts.confirmDeleteTitle(styleLabel(deleting)) : ''} tone="danger" onClose={() => setDeleting(null)}>
        <p>{stylesTexts.confirmDeleteText(kind)}</p>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={() => setDeleting(null)}>
            {stylesTexts.cancel}
          </button>
          <button type="button" className="fo-button fo-button--danger" onClick={onDelete}>
            {stylesTexts.confirmDelete}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

/** The styles of the list as a listbox: each drawn as it looks (text styles) or named with what it is. */
function StyleList({ kind, styles, selected, onSelect }: { kind: NamedStyleKindName; styles: readonly NamedStyle[]; selected: string | null; onSelect: (name: string) => void }) {
  const listId = useId();
  const box = useRef<HTMLUListElement>(null);
  const focusOption = (name: string) => box.current?.querySelector<HTMLElement>(`[data-style-name="${CSS.escape(name)}"]`)?.focus();

  useEffect(() => {
    if (selected) box.current?.querySelector<HTMLElement>(`[data-style-name="${CSS.escape(selected)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = styles.findIndex((style) => style.name === selected);
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? styles.length - 1 : null;
    if (next === null || !styles.length) return;
    event.preventDefault();
    const style = styles[Math.max(0, Math.min(styles.length - 1, next))]!;
    onSelect(style.name);
    requestAnimationFrame(() => focusOption(style.name));
  };

  if (!styles.length) return <p className="fo-styles__hint">{stylesTexts.noStyles}</p>;
  return (
    <ul ref={box} id={listId} className="fo-styles__list" role="listbox" aria-label={stylesTexts.styleList[kind]} onKeyDown={onKeyDown}>
      {styles.map((style) => (
        <li
          key={style.name}
          role="option"
          className="fo-styles__option"
          aria-selected={style.name === selected}
          tabIndex={style.name === selected || (!selected && style === styles[0]) ? 0 : -1}
          data-style-name={style.name}
          onClick={() => onSelect(style.name)}
        >
          <StylePreview kind={kind} style={style} />
        </li>
      ))}
    </ul>
  );
}

function StylePreview({ kind, style }: { kind: NamedStyleKindName; style: NamedStyle }) {
  const label = styleLabel(style);
  if (kind === 'text') {
    const css = (style as TextStyle).cssProperties;
    const look: CSSProperties = {
      fontFamily: fontStack(css.fontFamily ?? 'Roboto'),
      fontWeight: css.fontWeight,
      fontStyle: css.fontStyle,
      fontSize: Math.min(css.fontSize ?? PREVIEW_MAX_SIZE, PREVIEW_MAX_SIZE),
      textTransform: css.textTransform,
      textDecorationLine: css.textDecorationLine,
    };
    const meta = [css.fontSize && css.lineHeight ? `${css.fontSize} / ${css.lineHeight}` : css.fontSize, css.fontFamily].filter(Boolean).join(' · ');
    return (
      <>
        <span className="fo-styles__sample" style={look}>
          {label}
        </span>
        <span className="fo-styles__meta">{meta}</span>
      </>
    );
  }
  if (kind === 'link') {
    const { link } = style as LinkStyle;
    return (
      <>
        <span
          className="fo-styles__sample fo-styles__sample--link"
          style={{
            color: link.textColor ? `#${link.textColor}` : undefined,
            textDecorationLine: link.type === 'none' ? 'none' : 'underline',
            textDecorationStyle: link.type === 'none' || !link.type ? undefined : link.type,
            textDecorationColor: link.color ? `#${link.color}` : undefined,
          }}
        >
          {label}
        </span>
        <span className="fo-styles__meta">{stylesTexts.lineTypes[link.type ?? 'solid']}</span>
      </>
    );
  }
  const list = style as ListStyle;
  return (
    <>
      <span className="fo-styles__sample">{label}</span>
      <span className="fo-styles__meta">{[stylesTexts.listTypes[list.type], list.textStyle].filter(Boolean).join(' · ')}</span>
    </>
  );
}
