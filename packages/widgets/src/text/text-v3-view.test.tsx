import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { linkStyleClass, projectTypography, type TextV3Widget, type Typography, type TypographySource } from '@folio/model';
import { WidgetView } from '../view';
import { ProjectFontLinks, TypographyProvider } from './typography';

const PAGE = 'f'.repeat(24);
const OTHER_PAGE = 'e'.repeat(24);

function text(fields: Partial<TextV3Widget>): TextV3Widget {
  return { _id: '1'.padStart(24, '0'), pid: PAGE, type: 'text', x: 0, y: 0, w: 300, h: 200, version: 3, verticalAlign: 'top', ...fields };
}
const block = (key: string, value: string, extra: object = {}) => ({ key, text: value, depth: 0, entityRanges: [], ...extra });

function draw(widget: TextV3Widget, source: TypographySource | Typography = {}, isCurrentPageLink?: (href: string, pageId: string) => boolean) {
  const typography = 'linkStyles' in source ? (source as Typography) : projectTypography(source);
  return renderToString(
    <TypographyProvider value={typography}>
      <WidgetView widget={widget} viewport="default" pageId={PAGE} isCurrentPageLink={isCurrentPageLink} />
    </TypographyProvider>,
  );
}

describe('the text view draws from the project\'s named styles (widgets-and-authoring.md §3 "Text style")', () => {
  const widget = text({ blocks: [block('a', 'Headline')], blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }] });

  it("draws a project's H1 saved as Georgia 80/90 red as that, not the built-in 48/60 black", () => {
    const html = draw(widget, { textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, color: 'ff0000' } }] } });
    expect(html).toMatch(/<h1 style="margin:0;font-family:&quot;Georgia&quot;, &quot;Georgia Fallback&quot;, sans-serif;font-size:80px;line-height:90px;color:rgba\(255, 0, 0, 1\)">Headline<\/h1>/);
  });

  it('a named style change draws different CSS for every text that uses it', () => {
    const before = draw(widget);
    const after = draw(widget, { textStyles: { project: [{ name: 'H1', tag: 'h1', cssProperties: { fontSize: 64 } }] } });
    expect(before).toContain('font-size:48px');
    expect(after).toContain('font-size:64px');
    expect(after).not.toContain('font-size:48px');
  });

  it("takes the heading tag from the style's tag, whatever its name", () => {
    const html = draw(text({ blocks: [block('a', 'Kicker')], blocksMeta: [{ key: 'a', data: { textStyle: 'Kicker' } }] }), {
      textStyles: { global: [{ name: 'Kicker', tag: 'h3', cssProperties: { textTransform: 'uppercase', letterSpacing: 2 } }] },
    });
    expect(html).toContain('<h3 style="margin:0;letter-spacing:2px;text-transform:uppercase">Kicker</h3>');
  });

  it('draws an unknown style name in the default text font, as a paragraph', () => {
    expect(draw(text({ blocks: [block('a', 'Plain')], blocksMeta: [{ key: 'a', data: { textStyle: 'Gone' } }] }))).toContain('<p style="margin:0">Plain</p>');
  });

  it("gives list items their list style's text style and type", () => {
    const html = draw(text({ blocks: [block('a', 'one'), block('b', 'two')], blocksMeta: [{ key: 'a', data: { listStyle: 'Steps' } }, { key: 'b', data: { listStyle: 'Steps' } }] }), {
      list_styles: [{ name: 'Steps', type: 'ordered', textStyle: 'Caption' }],
    });
    expect(html).toContain('<ol style="margin:0"><li style="margin:0;font-size:14px;font-style:italic;line-height:18px">one</li><li');
  });
});

describe('links draw with their link style (widgets-and-authoring.md §3 "Link style", §4 current)', () => {
  const linked = (linkStyle?: string, url = '/demo/other/') =>
    text({ blocks: [block('a', 'go there', { entityRanges: [{ offset: 0, length: 8, key: 'l' }] })], entityMap: { l: { type: 'URL', url, target: '_self', ...(linkStyle ? { linkStyle } : {}) } } });
  const styles = { edit_params: { link_styles: [{ name: 'Red & bold', link: { textColor: 'ff0000', type: 'none' as const }, hover: { textColor: '00ff00' }, current: { textColor: '0000ff' } }] } };

  it("a link carries its style's class, and the provider writes that style's link, hover and current rules", () => {
    const html = draw(linked('Red & bold'), styles);
    const cls = linkStyleClass('Red & bold');
    expect(html).toContain(`<a class="maglink ${cls}" href="/demo/other/">go there</a>`);
    expect(html).toContain(`.${cls}{color:rgba(255, 0, 0, 1);text-decoration-line:none}`);
    expect(html).toContain(`.${cls}:hover{color:rgba(0, 255, 0, 1)}`);
    expect(html).toContain(`.${cls}[aria-current=page]{color:rgba(0, 0, 255, 1)}`);
  });

  it("a link without a style, or naming one that is gone, draws with 'default'", () => {
    expect(draw(linked(), styles)).toContain(`class="maglink ${linkStyleClass('default')}"`);
    expect(draw(linked('gone'), styles)).toContain(`class="maglink ${linkStyleClass('default')}"`);
  });

  it('a link to the page the text is drawn on is current (aria-current=page); one to another page is not', () => {
    const toThisPage = (href: string, pageId: string) => href === '/demo/this/' && pageId === PAGE;
    expect(draw(linked('Red & bold', '/demo/this/'), styles, toThisPage)).toContain('aria-current="page"');
    expect(draw(linked('Red & bold', '/demo/other/'), styles, toThisPage)).not.toContain('aria-current="page"');
    expect(draw(linked('Red & bold', '/demo/this/'), styles, (href, pageId) => pageId === OTHER_PAGE)).not.toContain('aria-current="page"');
  });
});

describe('ProjectFontLinks', () => {
  it("links the Typekit-style font link and custom fonts' stylesheets, nothing that is not http(s) or our own path", () => {
    const html = renderToString(
      <ProjectFontLinks
        fontsLink="https://use.typekit.net/abc1234.css"
        fonts={[
          { provider: 'custom', css_name: 'Mine', name: 'Mine', css_url: '/api/fonts/custom/0123456789abcdef01234567.css' },
          { provider: 'typekit', css_name: 'x', name: 'x', css_url: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(html).toContain('href="https://use.typekit.net/abc1234.css"');
    expect(html).toContain('href="/api/fonts/custom/0123456789abcdef01234567.css"');
    expect(html).not.toContain('javascript');
  });

  it("links our own library stylesheet for the families used, with the faces they draw, and skips families it does not have", () => {
    const html = renderToString(<ProjectFontLinks families={['Lora', { family: 'Inter', weight: 700, style: 'italic' }, { family: 'Inter', variations: ['n3'] }, 'Not A Library Font']} />);
    expect(html).toContain('href="/api/fonts/css?family=Lora:n4|Inter:n3,i7"');
    expect(html).not.toContain('Not');
  });
});
