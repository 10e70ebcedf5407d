import { useCallback, useRef, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FORMAT_TEXT_COMMAND, KEY_DOWN_COMMAND, type TextFormatType } from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { fontCssPaths, fontStack, textConstants, textToolbarConstants, textToolbarTexts, type Font, type InlineStyle, type TextStyle, type Typography } from '@folio/model';
import { FontFamilyPicker, FontFeaturesPanel } from '../font-panel';
import { $alignBlocks, $applyInlineStyle, $applyTextStyle, $changeIndent, $setLineHeight, $setList } from '../text-actions';
import { isApplePlatform, textShortcutOf } from '../text-shortcuts';
import { BlockPaddings } from './block-paddings';
import { ColorControl } from './color-control';
import { EditingFonts } from './editing-fonts';
import { FontStylesheets } from './font-stylesheets';
import { releasePageSelection } from './release-page-selection';
import { SelectionHighlight } from './selection-highlight';
import * as Icons from './text-toolbar-icons';
import { ToolbarButton } from './toolbar-button';
import { ToolbarGroup } from './toolbar-group';
import { ToolbarListbox, type ListOption } from './toolbar-listbox';
import { ToolbarNumber } from './toolbar-number';
import { ToolbarPopover } from './toolbar-popover';
import type { Align, TextCase, ToolbarState } from './toolbar-state';
import { useTextEdit } from './use-text-edit';
import { useToolbarPlace } from './use-toolbar-place';
import { useToolbarState } from './use-toolbar-state';
import { nearestFace, variationOf, weightOptions } from './weights';
import './text-toolbar.css';

export interface TextToolbarProps {
  projectId: string;
  typography: Typography;
  /** The project's fonts (edit_params.fonts): the weights a project font offers. */
  fonts: readonly Font[];
  /** The text being edited on screen (the toolbar floats above it). */
  anchor: () => Element | null;
  /** The visible canvas (the toolbar never leaves it). */
  bounds: () => Element | null;
  /** The canvas's zoom (the paddings editor's handles keep their screen size). */
  zoom: number;
  /** The named styles' panel ("Edit styles…"), on the blocks' style when they have one; left out without it. */
  onEditStyles?: (name: string | null) => void;
  /** Set while the toolbar is shown: puts the focus on its first control (Alt+F10 in the text). */
  focusRef?: RefObject<(() => void) | null>;
  /** Whether the paddings editor is shown over the block the focus is in. */
  paddingsShown: boolean;
  onPaddingsShown: (shown: boolean) => void;
}

const EDIT_STYLES = '\u0000edit';
const NO_STYLE = '';
const TABBABLE = 'button:not(:disabled):not([tabindex="-1"]), input:not(:disabled)';
const ALIGNS: readonly { align: Align; label: string; keys: string; Icon: () => React.JSX.Element }[] = [
  { align: 'left', label: textToolbarTexts.alignLeft, keys: 'Shift+Mod+L', Icon: Icons.AlignLeftIcon },
  { align: 'center', label: textToolbarTexts.alignCenter, keys: 'Shift+Mod+C', Icon: Icons.AlignCenterIcon },
  { align: 'right', label: textToolbarTexts.alignRight, keys: 'Shift+Mod+R', Icon: Icons.AlignRightIcon },
  { align: 'justify', label: textToolbarTexts.alignJustify, keys: 'Shift+Mod+A', Icon: Icons.AlignJustifyIcon },
];
const CASES: readonly TextCase[] = ['none', 'uppercase', 'lowercase', 'capitalize'];
const apple = isApplePlatform(globalThis.navigator?.platform ?? '');

function styleOptionLook(style: TextStyle): CSSProperties {
  const css = style.cssProperties;
  return {
    fontFamily: css.fontFamily ? fontStack(css.fontFamily) : undefined,
    fontWeight: css.fontWeight,
    fontStyle: css.fontStyle,
    fontSize: css.fontSize === undefined ? undefined : Math.min(textToolbarConstants.optionFontSizeMaxPx, Math.max(textToolbarConstants.optionFontSizeMinPx, css.fontSize)),
  };
}

function textStyleOptions(typography: Typography, current: string | undefined | null, canEdit: boolean): ListOption<string>[] {
  const options: ListOption<string>[] = [
    { value: NO_STYLE, label: textToolbarTexts.noTextStyle },
    ...typography.textStyles.map((style) => ({ value: style.name, label: style._caption || style.name, style: styleOptionLook(style) })),
  ];
  // A name the project no longer has is still shown as the blocks' style.
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  if (canEdit) options.push({ value: EDIT_STYLES, label: textToolbarTexts.editStyles, action: true });
  return options;
}

/**
 * The text toolbar (docs/editor.md "Text toolbar"): floats above the text being edited, with every control of the
 * selection's type — named style, family, weight, size, line height, letter spacing, colour; bold, italic,
 * underline, strikethrough, case, superscript and subscript; alignment, lists, indent; the link panel, the paddings
 * editor and a More panel with the font's features. It shows the selection's values (blank or "Mixed" where they
 * differ). Tab moves between its parts and the arrow keys within a group; Escape gives the focus back to the text
 * with its selection; the text's keys (§9) work here too.
 */
export function TextToolbar(props: TextToolbarProps) {
  const { typography, fonts, projectId, zoom, onEditStyles, paddingsShown, onPaddingsShown } = props;
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor, typography);
  const edit = useTextEdit(editor);
  const root = useRef<HTMLDivElement>(null);
  const place = useToolbarPlace(root, props.anchor, props.bounds);

  const focusFirst = useCallback(() => root.current?.querySelector<HTMLElement>(TABBABLE)?.focus(), []);
  if (props.focusRef) props.focusRef.current = focusFirst;

  const apply = (patch: Partial<InlineStyle>) => edit(() => $applyInlineStyle(patch));
  const format = (type: TextFormatType) => edit(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The toolbar's keys are its own: the canvas never hears them (Delete, Ctrl+D…).
    event.stopPropagation();
    if (event.defaultPrevented) return;
    const shortcut = textShortcutOf(event, apple);
    if (event.key === 'Escape' || shortcut?.kind === 'toolbar') {
      event.preventDefault();
      editor.focus();
      return;
    }
    const inField = event.target instanceof HTMLInputElement;
    const allowed = inField ? ['format', 'align', 'link'] : ['format', 'align', 'link', 'lineHeight', 'letterSpacing'];
    if (!shortcut || !allowed.includes(shortcut.kind)) return;
    // The text's own handling of its keys (text-editor.tsx), acting on its kept selection.
    edit(() => editor.dispatchCommand(KEY_DOWN_COMMAND, event.nativeEvent));
  };

  const openLinkPanel = () => {
    const key = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: !apple, metaKey: apple });
    edit(() => editor.dispatchCommand(KEY_DOWN_COMMAND, key));
  };

  const family = state.fontFamily ?? textConstants.defaultFontFamily;
  const face = { weight: state.fontWeight ?? textConstants.defaultFontWeight, style: state.fontStyle ?? 'normal' };
  const weights = weightOptions(family, fonts, state.fontWeight === null || state.fontStyle === null ? undefined : face);
  const weightValue = state.fontWeight === null || state.fontStyle === null || state.fontFamily === null ? null : variationOf(face.weight, face.style);
  const off = !state.active;

  const toolbar = (
    <div
      ref={root}
      role="toolbar"
      aria-label={textToolbarTexts.toolbar}
      aria-orientation="horizontal"
      className="fo-ttb"
      data-side={place?.side}
      style={{ left: place?.left ?? 0, top: place?.top ?? 0, visibility: place ? 'visible' : 'hidden' }}
      onKeyDown={onKeyDown}
      onFocus={() => releasePageSelection(editor)}
      // A press on the toolbar's face keeps the focus (and the page's selection) in the text.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <div className="fo-ttb__row">
        <ToolbarListbox
          label={textToolbarTexts.textStyle}
          className="fo-ttb__select--style"
          options={textStyleOptions(typography, state.textStyle, Boolean(onEditStyles))}
          value={state.textStyle === null ? null : (state.textStyle ?? NO_STYLE)}
          mixedText={textToolbarTexts.mixed}
          disabled={off}
          onChoose={(value) => {
            if (value === EDIT_STYLES) onEditStyles?.(state.textStyle ?? null);
            else edit(() => $applyTextStyle(value === NO_STYLE ? undefined : value));
          }}
        />
        <div className="fo-ttb__family">
          <FontFamilyPicker
            value={state.fontFamily}
            disabled={off}
            onChange={(next) => {
              const kept = nearestFace(next, fonts, face);
              apply({ fontFamily: next, fontWeight: kept.weight, fontStyle: kept.style });
            }}
          />
        </div>
        <ToolbarListbox
          label={textToolbarTexts.weight}
          className="fo-ttb__select--weight"
          options={weights.map((option) => ({
            value: option.code,
            label: textToolbarTexts.weightName(option.weight, option.style === 'italic'),
            style: { fontFamily: fontStack(family), fontWeight: option.weight, fontStyle: option.style },
          }))}
          value={weightValue}
          mixedText={textToolbarTexts.mixed}
          disabled={off}
          onChoose={(code) => {
            const option = weights.find((item) => item.code === code);
            if (option) apply({ fontWeight: option.weight, fontStyle: option.style });
          }}
        />
        <ToolbarNumber
          label={textToolbarTexts.fontSize}
          adornment={<Icons.FontSizeIcon />}
          value={state.fontSize}
          step={textConstants.fontSizeStep}
          min={textToolbarConstants.minFontSize}
          decimals={1}
          disabled={off}
          onCommit={(fontSize) => apply({ fontSize })}
        />
        <ToolbarNumber
          label={textToolbarTexts.lineHeight}
          adornment={<Icons.LineHeightIcon />}
          value={state.lineHeight}
          step={textConstants.lineHeightStep}
          min={textConstants.minLineHeight}
          decimals={1}
          disabled={off}
          keysHint={apple ? '⌥↑ ⌥↓' : 'Alt+↑ Alt+↓'}
          onCommit={(lineHeight) => edit(() => $setLineHeight(lineHeight))}
        />
        <ToolbarNumber
          label={textToolbarTexts.letterSpacing}
          adornment={<Icons.LetterSpacingIcon />}
          value={state.letterSpacing}
          step={textConstants.letterSpacingStep}
          decimals={1}
          disabled={off}
          keysHint={apple ? '⌥← ⌥→' : 'Alt+← Alt+→'}
          onCommit={(letterSpacing) => apply({ letterSpacing })}
        />
        <ColorControl projectId={projectId} color={state.color} opacity={state.opacity} onChange={(color) => apply({ color })} />
      </div>
      <div className="fo-ttb__row">
        <ToolbarGroup label={textToolbarTexts.decoration}>
          <ToolbarButton label={textToolbarTexts.bold} shortcut="Mod+B" icon={<Icons.BoldIcon />} pressed={pressedWeight(state)} disabled={off} onClick={() => format('bold')} />
          <ToolbarButton label={textToolbarTexts.italic} shortcut="Mod+I" icon={<Icons.ItalicIcon />} pressed={state.fontStyle === null ? null : state.fontStyle === 'italic'} disabled={off} onClick={() => format('italic')} />
          <ToolbarButton label={textToolbarTexts.underline} shortcut="Mod+U" icon={<Icons.UnderlineIcon />} pressed={state.underline} disabled={off} onClick={() => format('underline')} />
          <ToolbarButton label={textToolbarTexts.lineThrough} icon={<Icons.StrikeIcon />} pressed={state.lineThrough} disabled={off} onClick={() => format('strikethrough')} />
        </ToolbarGroup>
        <ToolbarListbox
          label={textToolbarTexts.textCase}
          className="fo-ttb__select--case"
          options={CASES.map((value) => ({ value, label: textToolbarTexts.cases[value] }))}
          value={state.textCase}
          mixedText={textToolbarTexts.mixed}
          shown={<span aria-hidden="true">Aa</span>}
          disabled={off}
          onChoose={(textTransform) => apply({ textTransform })}
        />
        <ToolbarGroup label={textToolbarTexts.script}>
          <ToolbarButton label={textToolbarTexts.superscript} icon={<Icons.SuperscriptIcon />} pressed={state.script === null ? null : state.script === 'superscript'} disabled={off} onClick={() => apply({ script: state.script === 'superscript' ? undefined : 'superscript' })} />
          <ToolbarButton label={textToolbarTexts.subscript} icon={<Icons.SubscriptIcon />} pressed={state.script === null ? null : state.script === 'subscript'} disabled={off} onClick={() => apply({ script: state.script === 'subscript' ? undefined : 'subscript' })} />
        </ToolbarGroup>
        <span className="fo-ttb__divider" aria-hidden="true" />
        <ToolbarGroup label={textToolbarTexts.align}>
          {ALIGNS.map(({ align, label, keys, Icon }) => (
            <ToolbarButton key={align} label={label} shortcut={keys} icon={<Icon />} pressed={state.align === null ? null : state.align === align} disabled={off} onClick={() => edit(() => $alignBlocks(align))} />
          ))}
        </ToolbarGroup>
        <ToolbarGroup label={textToolbarTexts.lists}>
          <ToolbarButton label={textToolbarTexts.bulletList} icon={<Icons.BulletListIcon />} pressed={state.list === 'bullet'} disabled={off} onClick={() => edit(() => $setList(state.list === 'bullet' ? null : 'bullet'))} />
          <ToolbarButton label={textToolbarTexts.numberList} icon={<Icons.NumberListIcon />} pressed={state.list === 'number'} disabled={off} onClick={() => edit(() => $setList(state.list === 'number' ? null : 'number'))} />
        </ToolbarGroup>
        <ToolbarGroup label={textToolbarTexts.indentation}>
          <ToolbarButton label={textToolbarTexts.outdent} shortcut="Shift+Tab" icon={<Icons.OutdentIcon />} disabled={off} onClick={() => edit(() => void $changeIndent(-1))} />
          <ToolbarButton label={textToolbarTexts.indent} shortcut="Tab" icon={<Icons.IndentIcon />} disabled={off} onClick={() => edit(() => void $changeIndent(1))} />
        </ToolbarGroup>
        <span className="fo-ttb__divider" aria-hidden="true" />
        <ToolbarButton label={textToolbarTexts.link} shortcut="Mod+K" icon={<Icons.LinkIcon />} disabled={off} onClick={openLinkPanel} />
        <ToolbarButton label={textToolbarTexts.paddings} icon={<Icons.PaddingsIcon />} pressed={paddingsShown} disabled={off} onClick={() => onPaddingsShown(!paddingsShown)} />
        <ToolbarPopover label={textToolbarTexts.more} icon={<Icons.MoreIcon />} width={textToolbarConstants.morePopoverWidthPx} disabled={off} className="fo-ttb__more">
          {() => (
            <FontFeaturesPanel
              family={family}
              weight={face.weight}
              style={face.style}
              value={state.inline.style}
              onChange={apply}
              onPreview={apply}
            />
          )}
        </ToolbarPopover>
      </div>
    </div>
  );

  return (
    <>
      {createPortal(toolbar, document.body)}
      <SelectionHighlight editor={editor} />
      {/* The current family's faces, so the weight list draws each weight in its own face. */}
      <FontStylesheets hrefs={fontCssPaths([{ family, variations: weights.map((option) => option.code) }])} />
      <EditingFonts editor={editor} typography={typography} delayMs={textConstants.applyDelayMs} />
      {paddingsShown && state.focusBlock && <BlockPaddings editor={editor} block={state.focusBlock} zoom={zoom} edit={edit} />}
    </>
  );
}

const pressedWeight = (state: ToolbarState) => (state.fontWeight === null ? null : state.fontWeight >= textToolbarConstants.boldFromWeight);
