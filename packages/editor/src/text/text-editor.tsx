import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  $createRangeSelectionFromDom,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  $isElementNode,
  getDOMSelection,
  KEY_DOWN_COMMAND,
  ParagraphNode,
  type LexicalEditor,
} from 'lexical';
import { $isListItemNode, $isListNode, ListItemNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode } from '@lexical/rich-text';
import { classifyLink, defaultTypography, textEditorTexts, type LinkEntity, type TextV3Widget, type TextWidget, type Typography } from '@folio/model';
import { $collectBlocks, editorStateToTextV3 } from './lexical-to-text-v3';
import {
  $alignBlocks,
  $applyLink,
  $changeLetterSpacing,
  $changeLineHeight,
  $indentBlocks,
  $insertNonBreakingSpace,
  $selectedLink,
} from './text-actions';
import { createTextChangeScheduler } from './text-change-scheduler';
import { TextCollaborationContext, TextCollaborationPlugin, type TextCollaboration } from './text-collaboration';
import { blockLook, textEditorBoxStyle, textEditorClassNames, textEditorCss, textEditorTheme } from './text-editor-look';
import { TEXT_EDITOR_NAMESPACE, textEditorNodes } from './text-editor-nodes';
import { registerTextEditorTransforms } from './text-editor-transforms';
import { $getBlockState } from './text-node-state';
import { isApplePlatform, textShortcutOf, type TextShortcut } from './text-shortcuts';
import { $caretOf, createTextHandover, holdTypedKeys, releaseTypedKeys, takeHandover, whenEditable, type TextHandover } from './text-handover';
import { $importTextV3 } from './text-v3-to-lexical';
import { textContentOf, textWidgetToV3 } from './text-widget-v3';

// The text editor (widgets-and-authoring.md §2): a text widget edited in place with Lexical, over the widget's box.
// It starts from the widget (v3, or v2 converted) and hands back the widget as v3 — applied 20 ms after an edit,
// saved 400 ms after the last (§4); Lexical's own history is off, as the editor's history records the finished edit.
// Keys of §9; Escape ends editing. See docs/editor.md "Text editing".

/** What the link panel is given when Ctrl/Cmd+K is pressed. */
export interface TextLinkRequest {
  /** The link the selection is in, or null. */
  entity: LinkEntity | null;
  /** Whether text is selected (a link is put on it) or not (the address is inserted, or the link under the cursor changed). */
  hasSelection: boolean;
  /** The panel's answer: a link for the selection as it was when asked, or null to remove it. */
  apply: (entity: LinkEntity | null) => void;
}

export interface TextEditorProps {
  widget: TextWidget;
  /** The widget as v3 once an edit is finished (400 ms after the last, or when editing ends). */
  onChange: (widget: TextV3Widget) => void;
  /** The widget as v3 20 ms after an edit, for what follows the text while it is typed (the canvas, auto-size). */
  onApply?: (widget: TextV3Widget) => void;
  /** Ctrl/Cmd+K (§9): the link panel. */
  onLinkRequest?: (request: TextLinkRequest) => void;
  /** Escape: editing ends (what is pending is saved first). */
  onEnd?: () => void;
  /** Set while the editor is open: hands over the pending edit at once (through onChange). */
  flushRef?: { current: (() => void) | null };
  /** Focus the text when the editor opens (default true). */
  autoFocus?: boolean;
  /** The project's named styles the blocks draw with (default: the §3 defaults), as the viewer draws them. */
  typography?: Typography;
  /** Alt+F10: the focus to the formatting toolbar (given with one). */
  onToolbarRequest?: () => void;
  /** Ids of more descriptions of the text (the toolbar's hint). */
  describedBy?: string;
  /**
   * Co-edit the text with the others in the project, character by character, over the live channel (given while
   * others are here). Read when editing begins.
   */
  collab?: TextCollaboration;
  /**
   * For one editing of a text opened again while it is edited (alone to co-edited, or back): the caret and the keys
   * pressed meanwhile, which this editor takes as it opens and leaves for the next as it closes (text-handover.ts).
   */
  handover?: TextHandover;
  /** Rendered inside the editor's Lexical context (the toolbar, which portals itself where it is shown). */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

// Addresses a pasted link may have (LinkPlugin turns pasted text over a selection into a link when one fits).
const isLinkAddress = (url: string) => classifyLink(url).kind !== 'none';

/**
 * The selection the person sees. Lexical takes a moved selection from the page's selectionchange event, which comes
 * after a key pressed right after the move (Home then Tab): shortcuts act on the page's selection.
 */
function $selectionFromPage(editor: LexicalEditor): void {
  const page = getDOMSelection(editor.getRootElement()?.ownerDocument.defaultView ?? null);
  const selection = page && editor.getRootElement()?.contains(page.anchorNode) ? $createRangeSelectionFromDom(page, editor) : null;
  if (selection) $setSelection(selection);
}

/** Runs a shortcut inside the key's update; false when it is not ours to handle. */
function $runShortcut(editor: LexicalEditor, shortcut: TextShortcut, props: Pick<TextEditorProps, 'onLinkRequest' | 'onToolbarRequest'>, end: () => void): boolean {
  if (shortcut.kind === 'end') {
    end();
    return true;
  }
  if (shortcut.kind === 'toolbar') {
    if (!props.onToolbarRequest) return false;
    props.onToolbarRequest();
    return true;
  }
  if (shortcut.kind === 'link' && !props.onLinkRequest) return false;
  $selectionFromPage(editor);
  switch (shortcut.kind) {
    case 'format':
      return editor.dispatchCommand(FORMAT_TEXT_COMMAND, shortcut.format);
    case 'link': {
      const selection = $getSelection();
      const saved = selection?.clone() ?? null;
      props.onLinkRequest!({
        entity: $selectedLink(),
        hasSelection: $isRangeSelection(selection) && !selection.isCollapsed(),
        apply: (entity) =>
          editor.update(() => {
            if (saved) $setSelection(saved.clone());
            $applyLink(entity);
          }),
      });
      return true;
    }
    case 'align':
      $alignBlocks(shortcut.align);
      return true;
    case 'indent':
      // Tab stays in the text whether or not it indents (Escape leaves it).
      $indentBlocks(shortcut.direction);
      return true;
    case 'nonBreakingSpace':
      $insertNonBreakingSpace();
      return true;
    case 'lineHeight':
      $changeLineHeight(shortcut.delta);
      return true;
    case 'letterSpacing':
      $changeLetterSpacing(shortcut.delta);
      return true;
  }
}

/** Keys (§9), block looks on the blocks' elements, and changes handed back on time (§4). */
function TextEditorBehaviour({ widget, onChange, onApply, onLinkRequest, onEnd, onToolbarRequest, autoFocus, flushRef, typography, handover: given }: TextEditorProps) {
  const [editor] = useLexicalComposerContext();
  const [own] = useState(createTextHandover);
  const handover = given ?? own;
  // Keys pressed before the text takes typing (its editor is in the page before it has the focus; a co-edited one
  // waits for its document) are held from the first moment, then typed at the caret (text-handover.ts).
  useLayoutEffect(() => {
    if (autoFocus === false) return;
    holdTypedKeys(handover);
    return () => releaseTypedKeys(handover);
  }, [autoFocus, handover]);
  const props = useRef({ widget, onChange, onApply, onLinkRequest, onEnd, onToolbarRequest, typography: typography ?? defaultTypography });
  props.current = { widget, onChange, onApply, onLinkRequest, onEnd, onToolbarRequest, typography: typography ?? defaultTypography };
  const paintRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    type Content = ReturnType<typeof editorStateToTextV3>;
    const asV3 = (content: Content): TextV3Widget => ({ ...textWidgetToV3(props.current.widget), ...content });
    // An update that leaves the text as it was (a normalizing transform) is no edit.
    let saved = JSON.stringify(editorStateToTextV3(editor.getEditorState()));
    const scheduler = createTextChangeScheduler({
      apply: (content: Content) => props.current.onApply?.(asV3(content)),
      save: (content) => {
        const json = JSON.stringify(content);
        if (json === saved) return;
        saved = json;
        props.current.onChange(asV3(content));
      },
    });
    const end = () => {
      scheduler.flush();
      props.current.onEnd?.();
    };
    const apple = isApplePlatform(globalThis.navigator?.platform ?? '');
    const paintBlocks = (keys: Iterable<string>) =>
      editor.getEditorState().read(() => {
        for (const key of keys) {
          const node = $getNodeByKey(key);
          const element = editor.getElementByKey(key);
          if (!$isElementNode(node) || !element) continue;
          const list = $isListItemNode(node) ? node.getParent() : null;
          const type = $isListNode(list) ? (list.getListType() === 'number' ? 'ordered-list-item' : 'unordered-list-item') : undefined;
          const align = node.getFormatType();
          const data = { ...$getBlockState(node).data, align: align === 'left' || align === 'center' || align === 'right' || align === 'justify' ? align : undefined };
          for (const [property, value] of Object.entries(blockLook(data, props.current.typography, type))) {
            if (value) element.style.setProperty(property, value);
            else element.style.removeProperty(property);
          }
        }
      });
    // The project's styles changed (a style edited in its panel): every block drawn again.
    paintRef.current = () => paintBlocks(editor.getEditorState().read(() => $collectBlocks().map(({ node }) => node.getKey())));
    const paintOnMutation = (nodes: Map<string, string>) => paintBlocks([...nodes].filter(([, mutation]) => mutation !== 'destroyed').map(([key]) => key));
    const unregister = [
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const shortcut = textShortcutOf(event, apple);
          if (!shortcut || !$runShortcut(editor, shortcut, props.current, end)) return false;
          event.preventDefault();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      registerTextEditorTransforms(editor),
      ...[ParagraphNode, HeadingNode, ListItemNode].map((klass) => editor.registerMutationListener(klass, paintOnMutation, { skipInitialization: false })),
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        // Selection moves change nothing to save.
        if (!dirtyElements.size && !dirtyLeaves.size) return;
        scheduler.edit(() => editorStateToTextV3(editorState));
      }),
    ];
    // Once the text takes typing (at once, or a co-edited one once its content is here): the caret where the editor
    // before left it, the keys held meanwhile typed, and the focus.
    let asked = false;
    let taken = false;
    let closed = false;
    const take = () => {
      if (asked || autoFocus === false) return;
      asked = true;
      whenEditable(editor, () => {
        if (closed) return;
        taken = true;
        // The focus comes to the text unless the person went on in a panel or field meanwhile.
        const active = document.activeElement;
        if (!active || handover.owns(active) || active === editor.getRootElement()) editor.focus(undefined, { defaultSelection: 'rootEnd' });
        takeHandover(editor, handover);
      });
    };
    unregister.push(
      editor.registerEditableListener((editable) => {
        if (editable) take();
      }),
    );
    if (editor.isEditable()) take();
    if (flushRef) flushRef.current = () => scheduler.flush();
    return () => {
      closed = true;
      // The caret, for an editor opening next on this text (one that never took typing leaves the last one's).
      if (taken) handover.caret = editor.getEditorState().read($caretOf);
      paintRef.current = null;
      if (flushRef) flushRef.current = null;
      for (const off of unregister) off();
      // Leaving without Escape (the widget deselected) keeps the edit too.
      scheduler.flush();
    };
  }, [editor, autoFocus, flushRef, handover]);
  useEffect(() => paintRef.current?.(), [typography]);
  return null;
}

/** Edits a text widget in place; mount it over the widget's box while the widget is being edited. */
export function TextEditor(props: TextEditorProps) {
  const hintId = useId();
  // Read once, when editing begins: later changes to the widget come from this editor. A co-edited text starts
  // empty and takes its content from the text's document (or fills an empty one from the text as saved).
  const [collab] = useState(() => props.collab);
  const [initialContent] = useState(() => () => $importTextV3(textContentOf(props.widget)));
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: TEXT_EDITOR_NAMESPACE,
    nodes: [...textEditorNodes],
    theme: textEditorTheme,
    onError: (error) => {
      throw error;
    },
    editorState: collab ? null : initialContent,
    // A co-edited text takes typing once its content is here (text-collaboration.tsx), then it is focused.
    editable: !collab,
  }));
  // The box as the viewer draws it: background, columns and direction of the widget (as v3).
  const [box] = useState(() => {
    const { bgColor, columns, textDirection } = textWidgetToV3(props.widget);
    const count = columns?.count ?? 1;
    return {
      background: bgColor ? `#${bgColor}` : undefined,
      columns: count > 1 ? { columnCount: count, columnGap: columns?.gap } : undefined,
      dir: textDirection,
    };
  });
  return (
    <div className={props.className} style={{ ...textEditorBoxStyle, background: box.background, ...props.style }}>
      <style>{textEditorCss}</style>
      <TextCollaborationContext collab={collab}>
        <LexicalComposer initialConfig={initialConfig}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={textEditorClassNames.root}
                ariaLabel={textEditorTexts.label}
                ariaDescribedBy={props.describedBy ? `${hintId} ${props.describedBy}` : hintId}
                ariaMultiline
                dir={box.dir}
                style={box.columns}
                role="textbox"
                spellCheck
              />
            }
            placeholder={<div className={textEditorClassNames.placeholder}>{textEditorTexts.placeholder}</div>}
            ErrorBoundary={LexicalErrorBoundary}
          />
          <ListPlugin />
          <LinkPlugin validateUrl={isLinkAddress} />
          <TextEditorBehaviour {...props} />
          {collab && <TextCollaborationPlugin id={props.widget._id} collab={collab} initial={initialContent} />}
          {props.children}
        </LexicalComposer>
      </TextCollaborationContext>
      <span id={hintId} className={textEditorClassNames.hint}>
        {textEditorTexts.hint}
      </span>
    </div>
  );
}
