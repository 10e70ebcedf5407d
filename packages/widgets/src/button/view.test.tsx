import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ButtonWidget, Widget } from '@folio/model';
import { WidgetView, widgetRenderError, type WidgetViewProps } from '../view';
import { buttonCss, buttonIconMargin } from './view';

let ids = 0;
const PAGE = 'f'.repeat(24);
const button = (fields: Partial<ButtonWidget> = {}): ButtonWidget => ({ _id: (++ids).toString(16).padStart(24, '0'), pid: PAGE, type: 'button', x: 0, y: 0, w: 120, h: 40, text: 'Go', ...fields });
const render = (widget: unknown, props: Partial<WidgetViewProps> = {}) =>
  renderToString(<WidgetView widget={widget as Widget} viewport="default" pageId={PAGE} {...props} />);
/** The markup of the widget itself, without the shared stylesheet React hoists in front of it. */
const markup = (widget: unknown, props: Partial<WidgetViewProps> = {}) => render(widget, props).replace(/^.*<\/style>/s, '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('button widget (widgets-and-authoring.md §3 "Button widget", §4 "Button")', () => {
  it('§9: the icon margin is a quarter of the text size, rounded up', () => {
    expect(buttonIconMargin(16)).toBe(4);
    expect(buttonIconMargin(18)).toBe(5);
    expect(buttonIconMargin(13)).toBe(4);
    expect(buttonIconMargin(1)).toBe(1);
    expect(markup(button({ tp: 'text_and_icon', icon_url: '/i.png', 'font-size': 21 }))).toContain('--fb-gap:6px');
    // Text alone or icon alone: no margin.
    expect(markup(button({ 'font-size': 21 }))).not.toContain('--fb-gap');
  });

  it('a linked button is a maglink <a> named by its text; _blank gets rel noopener noreferrer', () => {
    const html = markup(button({ clickLink: '/about', clickTarget: '_blank' }));
    expect(html).toContain('<a class="folio-button maglink" href="/about" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<span class="fb-text">Go</span>');
    expect(markup(button())).toContain('<span class="folio-button"');
    expect(markup(button({ clickLink: 'javascript:alert(1)' }))).not.toContain('href');
  });

  it('§3: the default state\'s colours (with their opacities), border, font and letter spacing are set as CSS variables', () => {
    const html = markup(
      button({
        'background-color': '336699',
        'background-color-opacity': 0.5,
        color: 'ffffff',
        'border-color': '000000',
        'border-color-opacity': 0.25,
        'border-width': 2,
        'border-radius': 8,
        'font-family': 'Georgia',
        'font-weight': 700,
        'font-style': 'italic',
        'font-size': 20,
        'letter-spacing': 1.5,
      }),
    );
    for (const part of [
      '--fb-bg:rgba(51, 102, 153, 0.5)',
      '--fb-fg:rgba(255, 255, 255, 1)',
      '--fb-bc:rgba(0, 0, 0, 0.25)',
      '--fb-bw:2px',
      '--fb-br:8px',
      '--fb-ff:Georgia',
      '--fb-fw:700',
      '--fb-fs:italic',
      '--fb-sz:20px',
      '--fb-ls:1.5px',
    ])
      expect(html).toContain(part);
  });

  it('§4: hover and current variables are present only when their fields are set; the stylesheet applies them on :hover and when current', () => {
    const plain = markup(button({ 'background-color': '336699' }));
    expect(plain).not.toContain('--fb-h-');
    expect(plain).not.toContain('--fb-c-');
    const html = markup(button({ 'background-color': '336699', 'hover-background-color': 'ff0000', 'hover-color-opacity': 0.5, color: '00ff00', 'current-border-width': 3 }));
    expect(html).toContain('--fb-h-bg:rgba(255, 0, 0, 1)');
    // A hover opacity alone applies to the default colour.
    expect(html).toContain('--fb-h-fg:rgba(0, 255, 0, 0.5)');
    expect(html).toContain('--fb-c-bw:3px');
    expect(html).not.toContain('--fb-c-bg');
    expect(buttonCss).toContain('.folio-button:hover{background-color:var(--fb-h-bg,var(--fb-bg,transparent))');
    expect(buttonCss).toContain('.folio-button[data-current]{background-color:var(--fb-c-bg,var(--fb-bg,transparent))');
    // The stylesheet is drawn once (React hoists and dedupes it), ahead of the widgets.
    const page = renderToString(
      <>
        <WidgetView widget={button()} viewport="default" pageId={PAGE} />
        <WidgetView widget={button()} viewport="default" pageId={PAGE} />
      </>,
    );
    expect(page.match(/<style/g)).toHaveLength(1);
    expect(page.startsWith('<style data-precedence="folio" data-href="folio-button">')).toBe(true);
  });

  it('§3: hover-tansition-duration (seconds) becomes the transition, hover-cursor the cursor; transition false turns it off', () => {
    const html = markup(button({ 'hover-tansition-duration': 0.3, 'hover-cursor': 'default' }));
    expect(html).toContain('transition-duration:0.3s');
    expect(html).toContain('cursor:default');
    expect(markup(button({ 'hover-tansition-duration': 0.3, transition: false }))).not.toContain('transition');
  });

  it('§4: the current style applies only to a global button whose link is to the page it is drawn on', () => {
    const isCurrentPageLink = vi.fn((href: string, pageId: string) => href === '/p/2' && pageId === PAGE);
    expect(markup(button({ is_global: true, clickLink: '/p/2' }), { isCurrentPageLink })).toContain('data-current="" aria-current="page"');
    expect(isCurrentPageLink).toHaveBeenCalledWith('/p/2', PAGE);
    expect(markup(button({ clickLink: '/p/2' }), { isCurrentPageLink })).not.toContain('data-current');
    expect(markup(button({ is_global: true, clickLink: '/p/3' }), { isCurrentPageLink })).not.toContain('data-current');
    // Without the prop no button is current.
    expect(markup(button({ is_global: true, clickLink: '/p/2' }))).not.toContain('data-current');
  });

  it('§3: icons from the 1x and 2x urls, the hover icon before them (shown on :hover); icon_pos right reverses the order', () => {
    const html = markup(button({ tp: 'text_and_icon', icon_url: '/i.png', icon_2x_url: '/i2.png', hover_icon_url: '/h.png', icon_w: 20, icon_h: 10, icon_pos: 'right' }));
    expect(html).toContain('<span class="fb-ic"><img class="fb-ih" fetchPriority="low" src="/h.png" width="20" height="10" alt=""/><img src="/i.png" srcSet="/i2.png 2x" width="20" height="10" alt=""/></span><span class="fb-text">Go</span>');
    expect(html).toContain('flex-direction:row-reverse');
    expect(buttonCss).toContain('.folio-button:hover .fb-ih{display:block}');
  });

  it('an icon-only button is named by its text (aria-label) and does not show it', () => {
    const html = markup(button({ tp: 'icon', text: 'Next page', icon_url: '/i.png', clickLink: '/p/2' }));
    expect(html).toContain('aria-label="Next page"');
    expect(html).not.toContain('fb-text');
    expect(markup(button({ text: 'Next page' }))).not.toContain('aria-label');
  });

  it('a circle button is round in every state', () => {
    expect(markup(button({ form: 'circle', 'border-radius': 4, 'hover-border-radius': 6 }))).toContain('--fb-br:50%;');
  });

  it('values that could carry CSS of their own are dropped', () => {
    const html = markup(button({ 'background-color': 'red;x:y', 'font-family': 'A;}body{x:y', 'hover-cursor': 'url(x)' as 'pointer' }));
    expect(html).not.toContain('--fb-bg');
    expect(html).not.toContain(';}');
    expect(html).not.toContain('cursor');
  });

  it('bad data (an unknown tp, text that is not a string) renders nothing and logs once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = button({ tp: 'toggle' as 'icon' });
    expect(render(bad)).toBe('');
    expect(render(bad)).toBe('');
    expect(render({ ...button(), text: 42 })).toBe('');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toBe(widgetRenderError);
  });
});
