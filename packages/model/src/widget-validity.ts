// widgets-and-authoring.md §5 / viewer-and-project.md §5: "Picture widget valid only if it holds a picture with a
// type or any url. Text widget valid only if its text has non-blank content." Zod-free, so the widgets' views (the
// viewer's first page) can use the rules without the schemas; schemas/text.ts and widgets/picture.ts re-export them.

// ---------------------------------------------------------------------------------------------------------------
// Blank text

const HTML_TAG = /<[^>]*>/g;
const NUMERIC_ENTITY = /&#(x[0-9a-f]+|[0-9]+);/gi;
const WHITESPACE_ENTITY = /&(?:nbsp|ensp|emsp|emsp13|emsp14|numsp|puncsp|thinsp|hairsp|zwnj|zwj|newline|tab);/gi;
// \s covers no-break and other unicode spaces; zero-width characters are blank too.
const BLANK_TEXT = /^[\s\u200b-\u200d\u2060\ufeff]*$/;
const MAX_CODE_POINT = 0x10ffff;

function decodeNumericEntity(_entity: string, code: string): string {
  const value = code.startsWith('x') || code.startsWith('X') ? Number.parseInt(code.slice(1), 16) : Number(code);
  // Out-of-range references are not blank: keep a visible character.
  return value <= MAX_CODE_POINT ? String.fromCodePoint(value) : '\ufffd';
}

/** True for text that shows nothing: whitespace, no-break and zero-width characters only. */
export function isBlankText(text: string): boolean {
  return BLANK_TEXT.test(text);
}

/** The parts of a text widget that hold its words. */
export type TextContent = { version: 2; text?: string | undefined } | { version: 3; blocks?: readonly { text: string }[] | undefined };

/**
 * True when a text widget shows nothing: v2 HTML with no characters outside tags once whitespace and whitespace
 * entities are dropped (&amp; and other entities are content); v3 with every block blank (or none).
 */
export function isTextContentBlank(widget: TextContent): boolean {
  if (widget.version === 2) {
    const withoutTags = (widget.text ?? '').replace(HTML_TAG, '');
    return isBlankText(withoutTags.replace(WHITESPACE_ENTITY, ' ').replace(NUMERIC_ENTITY, decodeNumericEntity));
  }
  return (widget.blocks ?? []).every((block) => isBlankText(block.text));
}

// ---------------------------------------------------------------------------------------------------------------
// Valid picture

/** The addresses a picture may hold (widgets-and-authoring.md §3 "Picture widget"): `url` and the fields named …Url. */
export type PictureUrlKey = 'url' | 'finalUrl' | 'final2xUrl' | 'final3xUrl' | 'unscaledUrl' | 'unscaledOptimizedUrl' | 'effectUrl' | 'editedVectorUrl' | 'lambdaUrl' | 'lqipUrl';
const URL_FIELD = /^url$|Url$/;

/** widgets-and-authoring.md §5: "Picture widget valid only if it holds a picture with a type or any url". */
export function isPictureValid(widget: { picture?: ({ type?: string | undefined } & Partial<Record<PictureUrlKey, string | undefined>>) | undefined }): boolean {
  const { picture } = widget;
  if (!picture) return false;
  return Boolean(picture.type) || Object.entries(picture).some(([key, value]) => URL_FIELD.test(key) && Boolean(value));
}
