// @folio/editor/text — text editing (docs/editor.md "Text editing"): text widgets edited in place with Lexical, stored as
// text v3.
export { TextEditor, type TextEditorProps, type TextLinkRequest } from './text-editor';
export { textWidgetToV3, textContentOf, v3Background } from './text-widget-v3';
export { textV2ToV3 } from './text-v2-to-v3';
export { normalizeTextV3, type NormalTextV3, type TextV3Content } from './text-v3-content';
export { $importTextV3, loadTextV3, textV3ToLexicalJson } from './text-v3-to-lexical';
export { $exportTextV3, editorStateToTextV3 } from './lexical-to-text-v3';
export { createHeadlessTextEditor, textEditorNodes } from './text-editor-nodes';
export { normalizeLinkEntity } from './text-actions';
