import { describe, expect, it } from 'vitest';
import { classifyEmbed, loneIframeSrc } from './embed-classifier';
import { embedKindSchema } from './widgets/iframe';

describe('embed classifier (widgets-and-authoring.md §9)', () => {
  it.each([
    ['https://www.instagram.com/p/Cabc123/', 'instagram'],
    ['<blockquote class="instagram-media" data-instgrm-permalink="x"></blockquote><script async src="//www.instagram.com/embed.js"></script>', 'instagram'],
    ['https://www.pinterest.com/pin/123/', 'pinterest'],
    ['<a data-pin-do="embedPin" href="https://www.pinterest.com/pin/1/"></a><script async defer src="//assets.pinterest.com/js/pinit.js"></script>', 'pinterest'],
    ['https://www.facebook.com/acme/videos/123456/', 'facebookvideo'],
    ['<iframe src="https://www.facebook.com/plugins/video.php?href=x" width="560"></iframe>', 'facebookvideo'],
    ['https://readymag.com/u123/456/', 'readymag'],
    ['<script src="https://js.stripe.com/v3/buy-button.js"></script><stripe-buy-button buy-button-id="b"></stripe-buy-button>', 'ecommerce'],
    ['<div id="product-component-1"></div><script>var ShopifyBuy = {};</script>', 'ecommerce'],
    ['<script src="https://gumroad.com/js/gumroad.js"></script><a class="gumroad-button" href="https://gum.co/x">Buy</a>', 'ecommerce'],
    ['<script src="https://app.ecwid.com/script.js?1" charset="utf-8"></script>', 'ecommerce'],
    ['https://buy.stripe.com/test_123', 'ecommerce'],
    ['<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="x"></script>', 'gdpr'],
    ['<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>', 'gdpr'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
    ['<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>', 'video'],
    ['<iframe src="https://player.vimeo.com/video/42"></iframe>', 'video'],
    ['https://example.com/page', 'iframe'],
    ['<iframe src="https://example.com/widget?a=1&amp;b=2" width="300"></iframe>', 'iframe'],
    ['<script>alert(1)</script>', 'code'],
    ['<div>Hello</div>', 'code'],
    ['<iframe src="https://example.com/"></iframe><script>steal()</script>', 'code'],
    ['javascript:alert(1)', 'code'],
    ['', 'code'],
  ])('%s → %s', (input, category) => {
    expect(classifyEmbed(input)).toBe(category);
  });

  it('only returns the categories of the model', () => {
    for (const input of ['x', 'https://a.b', '<b>', 'https://vimeo.com/1']) expect(embedKindSchema.safeParse(classifyEmbed(input)).success).toBe(true);
  });

  it('reads the src of a lone iframe only', () => {
    expect(loneIframeSrc(`<iframe src='https://example.com/a?x=1&amp;y=2'></iframe>`)).toBe('https://example.com/a?x=1&y=2');
    expect(loneIframeSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeUndefined();
    expect(loneIframeSrc('<iframe src="https://a.com"></iframe><p>x</p>')).toBeUndefined();
  });
});
