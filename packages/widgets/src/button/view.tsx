import type { CSSProperties, ReactNode } from 'react';
import { buttonConstants, type ButtonWidget } from '@folio/model';
import { fontFamily, keyword, num, px, rgba } from '../css-values';
import { safeHref } from '../text/link-href';
import { srcsetUrl } from '../shape/view';

// widgets-and-authoring.md §3 "Button widget", §4 "Button". Each state's styles are CSS custom properties on the
// button (--fb-<key> default, --fb-h-<key> hover, --fb-c-<key> current); one shared stylesheet reads them, so
// hover is plain CSS (:hover, which touch browsers apply on a tap) and needs no state — the server's markup is final.

/** [custom property key, CSS property, value when no state sets it]. */
const PROPS: [string, string, string][] = [
  ['bg', 'background-color', 'transparent'],
  ['fg', 'color', 'inherit'],
  ['bc', 'border-color', 'transparent'],
  ['bw', 'border-width', '0'],
  ['br', 'border-radius', '0'],
  ['ff', 'font-family', 'Roboto,"Helvetica Neue",Arial,sans-serif'],
  ['fw', 'font-weight', '500'],
  ['fs', 'font-style', 'normal'],
  ['sz', 'font-size', '16px'],
  ['ls', 'letter-spacing', 'normal'],
];
const DEFAULT_FONT_SIZE = 16;
const rule = (selector: string, state: string) =>
  `.folio-widget .folio-button${selector}{${PROPS.map(([key, prop, value]) => `${prop}:${state ? `var(--fb-${state}-${key},` : ''}var(--fb-${key},${value})${state ? ')' : ''}`).join(';')}}`;

/** The button stylesheet: default, then hover, then current (a current button stays marked while hovered). */
export const buttonCss =
  rule('', '') +
  rule(':hover', 'h') +
  rule('[data-current]', 'c') +
  '.folio-widget .folio-button{border-style:solid;gap:var(--fb-gap,0)}.fb-ih{display:none}.folio-button:hover .fb-ih{display:block}.folio-button:hover .fb-ih~img{display:none}';

/** §9: the margin between a button's icon and its text is a quarter of the text size, rounded up. */
export function buttonIconMargin(fontSize: number): number {
  return Math.ceil(fontSize * buttonConstants.iconMarginTextSizeRatio);
}

export interface ButtonContext {
  pageId: string;
  isCurrentPageLink?: (href: string, pageId: string) => boolean;
}

/** The custom properties of one state (prefix '' default, 'hover-', 'current-'); only fields that are set. */
function stateVars(widget: Record<string, unknown>, prefix: string, state: string, vars: Record<string, string | undefined>) {
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) vars[`--fb-${state}${key}`] = value;
  };
  const color = (key: string, field: string) => {
    if (widget[prefix + field] !== undefined || widget[`${prefix}${field}-opacity`] !== undefined)
      set(key, rgba(widget[prefix + field] ?? widget[field], num(widget[`${prefix}${field}-opacity`] ?? widget[`${field}-opacity`]) ?? 1));
  };
  color('bg', 'background-color');
  color('fg', 'color');
  color('bc', 'border-color');
  set('bw', px(widget[`${prefix}border-width`]));
  set('br', px(widget[`${prefix}border-radius`]));
  set('ff', fontFamily(widget[`${prefix}font-family`]));
  set('fw', num(widget[`${prefix}font-weight`])?.toString());
  set('fs', keyword(widget[`${prefix}font-style`]));
  set('sz', px(widget[`${prefix}font-size`]));
  set('ls', px(widget[`${prefix}letter-spacing`]));
}

/** An icon; the hover icon loads at low priority (no preload ahead of the page's pictures). */
function icon(src: unknown, src2x: unknown, width: unknown, height: unknown, hover?: boolean) {
  if (typeof src !== 'string' || !src) return null;
  const srcSet = typeof src2x === 'string' && src2x ? `${srcsetUrl(src2x)} 2x` : undefined;
  return <img className={hover ? 'fb-ih' : undefined} fetchPriority={hover ? 'low' : undefined} src={src} srcSet={srcSet} width={num(width)} height={num(height)} alt="" />;
}

export function buttonView(widget: ButtonWidget, { pageId, isCurrentPageLink }: ButtonContext): ReactNode {
  const tp = widget.tp ?? 'text';
  if (!['text', 'icon', 'text_and_icon'].includes(tp)) throw new TypeError(`button: unknown tp ${String(tp)}`);
  if (widget.text !== undefined && typeof widget.text !== 'string') throw new TypeError('button: text is not a string');
  const fields = widget as Record<string, unknown>;
  const vars: Record<string, string | undefined> = {};
  stateVars(fields, '', '', vars);
  stateVars(fields, 'hover-', 'h-', vars);
  stateVars(fields, 'current-', 'c-', vars);
  if (widget.form === 'circle') vars['--fb-br'] = vars['--fb-h-br'] = vars['--fb-c-br'] = '50%';

  const text = widget.text ?? '';
  const withIcon = tp !== 'text';
  const withText = tp !== 'icon';
  if (withIcon && withText) vars['--fb-gap'] = `${buttonIconMargin(num(widget['font-size']) ?? DEFAULT_FONT_SIZE)}px`;
  const duration = widget.transition === false ? undefined : num(widget['hover-tansition-duration']);
  const style = {
    ...vars,
    transitionDuration: duration ? `${duration}s` : undefined,
    cursor: keyword(widget['hover-cursor']),
    flexDirection: widget.icon_pos === 'right' ? 'row-reverse' : undefined,
  } as CSSProperties;

  const icons = withIcon && (
    <span className="fb-ic">
      {icon(widget.hover_icon_url, widget.hover_icon_2x_url, widget.icon_w, widget.icon_h, true)}
      {icon(widget.icon_url, widget.icon_2x_url, widget.icon_w, widget.icon_h)}
    </span>
  );
  const body = (
    <>
      <style href="folio-button" precedence="folio">
        {buttonCss}
      </style>
      {icons}
      {withText && text && <span className="fb-text">{text}</span>}
    </>
  );
  const label = withText ? undefined : text || undefined;
  const href = safeHref(widget.clickLink);
  if (!href)
    return (
      <span className="folio-button" style={style} aria-label={label} role={label && 'img'}>
        {body}
      </span>
    );
  // §4: the current style is for global buttons only, when their link is to the page they are drawn on.
  const current = widget.is_global === true && isCurrentPageLink?.(href, pageId) === true;
  const blank = widget.clickTarget === '_blank';
  return (
    <a
      className="folio-button maglink"
      href={href}
      target={widget.clickTarget}
      rel={blank ? 'noopener noreferrer' : undefined}
      style={style}
      aria-label={label}
      data-current={current ? '' : undefined}
      aria-current={current ? 'page' : undefined}
    >
      {body}
    </a>
  );
}
