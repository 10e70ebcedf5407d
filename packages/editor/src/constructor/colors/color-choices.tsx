import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { colorChoicesConstants, colorChoicesTexts } from '@folio/model';
import { swatchCss, swatchParts } from '../library/swatch-colors';
import { useSwatches } from '../library/use-swatches';
import { useOptionalEditor } from '../use-editor';
import { recentEntry, useRecentColors } from './recent-colors';
import './color-choices.css';

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperConstructor = new () => { open: () => Promise<EyeDropperResult> };

/** The browser's eyedropper where it has one (Chromium), else null. */
function eyeDropper(): EyeDropperConstructor | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { EyeDropper?: EyeDropperConstructor }).EyeDropper ?? null;
}

export interface ColorChoicesProps {
  /** The project whose swatches are offered; by default the open document's. */
  projectId?: string;
  /** The field's label, for the button's and the popover's names. */
  label: string;
  /** The colour shown now, RRGGBBAA (marks the matching swatch). */
  current: string | null;
  disabled?: boolean;
  /** A colour chosen, RRGGBBAA upper case. */
  onPick: (color: string) => void;
}

/**
 * A colour field's choices: a button opening a popover with the project's swatches, the author's own, the recent
 * colours (newest first) and, where the browser has one, an eyedropper. Arrow keys move between the colours,
 * Enter or Space picks one, Escape closes and gives the focus back to the button.
 */
export function ColorChoices({ projectId, label, current, disabled, onPick }: ColorChoicesProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLSpanElement>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <span ref={root} className="fo-color-choices">
      <button
        ref={button}
        type="button"
        className="fo-color-choices__button"
        aria-label={colorChoicesTexts.open(label)}
        title={colorChoicesTexts.open(label)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <circle cx="3" cy="3" r="2" fill="currentColor" />
          <circle cx="9" cy="3" r="2" fill="currentColor" opacity="0.7" />
          <circle cx="3" cy="9" r="2" fill="currentColor" opacity="0.5" />
          <circle cx="9" cy="9" r="2" fill="currentColor" opacity="0.3" />
        </svg>
      </button>
      {open && (
        <ChoicesPopover
          id={popoverId}
          projectId={projectId}
          label={label}
          current={current}
          onPick={(color) => {
            onPick(color);
            close();
          }}
          onClose={close}
        />
      )}
    </span>
  );
}

function ChoicesPopover({ id, projectId, label, current, onPick, onClose }: { id: string; projectId?: string; label: string; current: string | null; onPick: (color: string) => void; onClose: () => void }) {
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    onClose();
  };
  return (
    <div id={id} className="fo-color-choices__popover" role="dialog" aria-label={colorChoicesTexts.dialog(label)} onKeyDown={keys}>
      <ColorChoicesPanel projectId={projectId} current={current} onPick={onPick} autoFocus />
    </div>
  );
}

export interface ColorChoicesPanelProps {
  /** The project whose swatches are offered; by default the open document's. */
  projectId?: string;
  /** The colour shown now, RRGGBBAA (marks the matching swatch); null when none or mixed. */
  current: string | null;
  /** A colour chosen, RRGGBBAA upper case. */
  onPick: (color: string) => void;
  /** The first colour takes the focus when the panel opens (and again once the swatches have loaded). */
  autoFocus?: boolean;
}

/**
 * The choices themselves, for a panel that has its own fields (the text toolbar's colour): the project's swatches,
 * the author's own, the recent colours and the eyedropper where the browser has one. Arrow keys move between the
 * colours; Tab leaves them; Escape is the enclosing panel's.
 */
export function ColorChoicesPanel({ projectId: givenProject, current, onPick, autoFocus = false }: ColorChoicesPanelProps) {
  const editor = useOptionalEditor();
  const projectId = givenProject ?? editor?.store.getState().document.magId;
  const recent = useRecentColors();
  const panel = useRef<HTMLDivElement>(null);
  const Dropper = eyeDropper();
  // The first colour has the focus, again once the swatches have loaded unless the author has moved on.
  const touched = useRef(!autoFocus);
  const focusFirst = () => {
    if (!touched.current) panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };

  useEffect(focusFirst, []);

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    touched.current = true;
    const step = { ArrowRight: 1, ArrowDown: colorChoicesConstants.columns, ArrowLeft: -1, ArrowUp: -colorChoicesConstants.columns }[event.key];
    if (!step) return;
    const buttons = [...(panel.current?.querySelectorAll<HTMLButtonElement>('button[data-color]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  };

  const pickFromScreen = async () => {
    if (!Dropper) return;
    try {
      const result = await new Dropper().open();
      const color = recentEntry(result.sRGBHex);
      if (color) onPick(color);
    } catch {
      // The author pressed Escape in the eyedropper: nothing chosen.
    }
  };

  return (
    <div ref={panel} className="fo-color-choices__choices" onKeyDown={keys} onPointerDown={() => (touched.current = true)}>
      {projectId ? <SwatchLists projectId={projectId} current={current} onPick={onPick} onLoaded={focusFirst} /> : null}
      <ColorList title={colorChoicesTexts.recent} colors={recent} current={current} empty={colorChoicesTexts.noRecent} onPick={onPick} />
      {Dropper && (
        <button type="button" className="fo-color-choices__dropper" title={colorChoicesTexts.eyedropper} onClick={() => void pickFromScreen()}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M9.5 1.5l3 3-1.5 1.5-1-1L4 11H2.5v-1.5L8 4l-1-1z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
          </svg>
          {colorChoicesTexts.eyedropper}
        </button>
      )}
    </div>
  );
}

function SwatchLists({ projectId, current, onPick, onLoaded }: { projectId: string; current: string | null; onPick: (color: string) => void; onLoaded: () => void }) {
  const swatches = useSwatches(projectId);
  const count = swatches.project.length + swatches.global.length;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    if (count) loaded.current();
  }, [count]);
  if (!swatches.project.length && !swatches.global.length) {
    return swatches.isPending ? null : <p className="fo-color-choices__hint">{colorChoicesTexts.noSwatches}</p>;
  }
  return (
    <>
      {swatches.project.length > 0 && <ColorList title={colorChoicesTexts.projectSwatches} colors={swatches.project} current={current} onPick={onPick} />}
      {swatches.global.length > 0 && <ColorList title={colorChoicesTexts.globalSwatches} colors={swatches.global} current={current} onPick={onPick} />}
    </>
  );
}

function ColorList({ title, colors, current, empty, onPick }: { title: string; colors: readonly string[]; current: string | null; empty?: string; onPick: (color: string) => void }) {
  const titleId = useId();
  return (
    <div className="fo-color-choices__list" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="fo-color-choices__title">
        {title}
      </span>
      {colors.length === 0 && empty ? <p className="fo-color-choices__hint">{empty}</p> : null}
      <div className="fo-color-choices__grid" style={{ gridTemplateColumns: `repeat(${colorChoicesConstants.columns}, 1fr)` }}>
        {colors.map((color, index) => {
          const parts = swatchParts(color);
          const name = colorChoicesTexts.colorOf(parts.hex, parts.opacity);
          return (
            <button
              key={`${color}-${index}`}
              type="button"
              className="fo-color-choices__swatch"
              data-color={color}
              aria-label={name}
              title={name}
              aria-pressed={current !== null && recentEntry(current) === recentEntry(color)}
              style={{ '--fo-choice': swatchCss(color) } as CSSProperties}
              onClick={() => onPick(recentEntry(color) ?? color)}
            />
          );
        })}
      </div>
    </div>
  );
}
