import { eq } from 'drizzle-orm';
import { magEditableSchema, newObjectId, widgetSchema } from '@folio/model';
import type { Db } from '../db/database';
import { mags, pages, widgets } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { CURRENT_SCHEMA_VERSION } from '../repositories/documents';
import { findUserByEmail, insertUser } from '../repositories/users';
import { publish } from '../repositories/published';
import { sanitizeWidget } from '../sanitize';
import { demoButtonFont, demoStory, demoTypography, type DemoBlock } from './demo-typography';

export const demoAccount = { email: 'demo@folio.local', password: 'folio-demo', name: 'Demo', uri: 'demo' } as const;
const DEMO_MAG_URI = 'demo';

type WidgetSeed = Record<string, unknown> & { type: string };
type Box = { x: number; y: number; w: number; h: number };

/** A box on the desktop page, and where it goes on the phone page (320 wide). */
const at = (desktop: Box, phone: Box) => ({ ...desktop, viewport_phone_portrait: phone });

const text = (blocks: DemoBlock[], desktop: Box, phone: Box, z: number): WidgetSeed => ({ type: 'text', ...demoStory(blocks), ...at(desktop, phone), z });
/** A page's title (H2) and its line of text. */
const heading = (title: string, line: string): DemoBlock[] => [
  { text: title, style: 'H2' },
  { text: line, style: 'Text' },
];

/** The Contents list of the last page: each page's title and address, linked in the link style. */
const contents: [string, string][] = [
  ['Shapes', 'shapes'],
  ['Pictures', 'pictures'],
  ['Slideshow', 'slideshow'],
  ['Video and sound', 'media'],
  ['Places', 'places'],
  ['Social feeds', 'social'],
  ['The shop', 'shop'],
];

// Nine pages that show every widget kind — the always-loaded ones (background, text, picture, shape, button) and
// those loaded on demand (slideshow, video, shots, audio, iframe, maps, hotspot, form, facebook, twitter, header,
// footer, add-to-cart, cart) — laid out for desktop and phone, with links between pages and two animations.
const demoPages: { data: Record<string, unknown>; widgets: WidgetSeed[] }[] = [
  {
    data: {
      title: 'Cover',
      height: 768,
      viewport_phone_portrait: { enabled: true, height: 568 },
      seo: { title: 'Folio demo', description: 'A small magazine made with Folio.', keywords: 'folio, demo' },
    },
    widgets: [
      { type: 'background', selectedType: 'picture', color: '1d3557', picture: { url: '/assets/demo/cover.svg' }, ...at({ x: 0, y: 0, w: 1024, h: 768 }, { x: 0, y: 0, w: 320, h: 568 }), z: 0 },
      { type: 'shape', tp: 'rectangle', bg_color: 'f1faee', bg_opacity: 0.92, radius: 20, ...at({ x: 56, y: 96, w: 560, h: 300 }, { x: 16, y: 48, w: 288, h: 290 }), z: 1 },
      text(
        [
          { text: 'Issue 01 · Spring', style: 'Caption' },
          { text: 'Folio', style: 'H1' },
          { text: 'Interactive magazines, made by hand and read anywhere.', style: 'Text', runs: [{ words: 'read anywhere', style: { color: 'b5452b' } }] },
        ],
        { x: 96, y: 136, w: 480, h: 150 },
        { x: 36, y: 76, w: 248, h: 170 },
        2,
      ),
      { type: 'button', tp: 'text', text: 'Start reading', clickLink: '/demo/demo/shapes/', 'background-color': 'b5452b', color: 'ffffff', 'border-radius': 24, 'font-size': 18, ...demoButtonFont, ...at({ x: 96, y: 306, w: 220, h: 48 }, { x: 36, y: 262, w: 200, h: 48 }), z: 3 },
    ],
  },
  {
    data: { title: 'Shapes', uri: 'shapes', height: 768, viewport_phone_portrait: { enabled: true, height: 700 } },
    widgets: [
      text(heading('Shapes', 'Rectangles, ellipses and polygons, with strokes and corner radii of their own.'), { x: 80, y: 60, w: 600, h: 120 }, { x: 20, y: 40, w: 280, h: 160 }, 1),
      { type: 'shape', tp: 'rectangle', bg_color: '2a9d8f', bg_opacity: 1, radius: 16, ...at({ x: 80, y: 240, w: 240, h: 160 }, { x: 20, y: 220, w: 280, h: 120 }), z: 2 },
      { type: 'shape', tp: 'ellipse', bg_color: 'f4a261', bg_opacity: 1, ...at({ x: 380, y: 240, w: 160, h: 160 }, { x: 20, y: 370, w: 130, h: 130 }), z: 3 },
      {
        type: 'shape',
        tp: 'polygon',
        sides: 6,
        bg_color: 'e63946',
        bg_opacity: 1,
        ...at({ x: 600, y: 240, w: 160, h: 160 }, { x: 170, y: 370, w: 130, h: 130 }),
        z: 4,
        angle: 15,
        animation: [{ type: 'hover', steps: [{ rotate: 60, use_rotate: true, from_scale: 100, scale: 110, use_scale: true, duration: 0.4, acceleration: 'ease-both', loop: 'swing' }] }],
      },
    ],
  },
  {
    data: { title: 'Pictures', uri: 'pictures', height: 768, viewport_phone_portrait: { enabled: true, height: 760 } },
    widgets: [
      text(
        [
          { text: 'Pictures', style: 'H2' },
          { text: 'Pictures keep their crop, radius and border on every screen.', style: 'Text', runs: [{ words: 'crop, radius and border', style: { color: 'b5452b' } }] },
        ], { x: 80, y: 60, w: 600, h: 120 }, { x: 20, y: 40, w: 280, h: 160 }, 1),
      { type: 'picture', picture: { url: '/assets/demo/still-life.svg', type: 'image/svg+xml' }, alt: 'A red vase beside a yellow and a green ball', border_radius: 12, ...at({ x: 80, y: 220, w: 360, h: 360 }, { x: 20, y: 210, w: 280, h: 280 }), z: 2 },
      { type: 'picture', picture: { url: '/assets/demo/cover.svg', type: 'image/svg+xml' }, alt: 'Mountains at sunset', ...at({ x: 480, y: 220, w: 450, h: 300 }, { x: 20, y: 510, w: 280, h: 187 }), z: 3 },
    ],
  },
  {
    data: { title: 'Slideshow', uri: 'slideshow', height: 768, viewport_phone_portrait: { enabled: true, height: 568 } },
    widgets: [
      text(heading('Slideshow', 'A new picture every four seconds, cross-fading in half a second.'), { x: 80, y: 60, w: 600, h: 120 }, { x: 20, y: 40, w: 280, h: 160 }, 1),
      {
        type: 'slideshow',
        pictures: [
          { uuid: 'demo-slide-1', num: 1, url: '/assets/demo/cover.svg' },
          { uuid: 'demo-slide-2', num: 2, url: '/assets/demo/still-life.svg' },
        ],
        delay: 4,
        crossfade: 0.5,
        ...at({ x: 80, y: 220, w: 600, h: 400 }, { x: 20, y: 210, w: 280, h: 187 }),
        z: 2,
      },
    ],
  },
  {
    data: { title: 'Media', uri: 'media', height: 768, viewport_phone_portrait: { enabled: true, height: 820 } },
    widgets: [
      text(heading('Video, shots, sound and embeds', 'Players start when their page is shown and stop when it is left.'), { x: 80, y: 60, w: 760, h: 110 }, { x: 20, y: 30, w: 280, h: 150 }, 1),
      {
        type: 'video',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        video_id: 'aqz-KE-bpKQ',
        provider_name: 'YouTube',
        custom_thumbnail: '/assets/demo/video-poster.svg',
        controls: true,
        ...at({ x: 80, y: 200, w: 480, h: 270 }, { x: 20, y: 200, w: 280, h: 158 }),
        z: 2,
      },
      { type: 'shots', video_url: '/assets/demo/orbit.webm', poster_url: '/assets/demo/orbit-poster.svg', autoplay: true, loop: true, mute: true, ...at({ x: 600, y: 200, w: 344, h: 194 }, { x: 20, y: 378, w: 280, h: 158 }), z: 3 },
      { type: 'audio', url: '/assets/demo/chime.wav', title: 'A two-note chime', ...at({ x: 80, y: 510, w: 480, h: 54 }, { x: 20, y: 556, w: 280, h: 54 }), z: 4 },
      { type: 'iframe', url: '/assets/demo/embed.html', kind: 'iframe', ...at({ x: 600, y: 430, w: 344, h: 160 }, { x: 20, y: 630, w: 280, h: 160 }), z: 5 },
    ],
  },
  {
    data: { title: 'Places', uri: 'places', height: 768, viewport_phone_portrait: { enabled: true, height: 940 } },
    widgets: [
      text(heading('Maps, hotspots and forms', 'Point at the red spot, or write to us.'), { x: 80, y: 60, w: 760, h: 110 }, { x: 20, y: 30, w: 280, h: 150 }, 1),
      { type: 'gmaps', lat: 48.8584, lng: 2.2945, zoom: 14, style: 'roadmap', marker: true, address: 'Champ de Mars, Paris', ...at({ x: 80, y: 200, w: 440, h: 340 }, { x: 20, y: 200, w: 280, h: 220 }), z: 2 },
      { type: 'hotspot', tip_text: 'The tower: 330 metres of wrought iron, finished in 1889.', tip_position: 'right', tip_w: 220, color: 'e63946', ...at({ x: 286, y: 356, w: 28, h: 28 }, { x: 146, y: 296, w: 28, h: 28 }), z: 3 },
      {
        type: 'form',
        fields: [
          { id: 'name', kind: 'text', label: 'Name', required: true },
          { id: 'email', kind: 'email', label: 'E-mail', required: true },
          { id: 'topic', kind: 'select', label: 'Topic', options: ['A story idea', 'Advertising', 'Something else'] },
          { id: 'message', kind: 'textarea', label: 'Message' },
          { id: 'news', kind: 'checkbox', label: 'Send me the next issue' },
        ],
        submit_label: 'Send',
        success_message: 'Thank you. We will write back soon.',
        ...at({ x: 580, y: 200, w: 360, h: 480 }, { x: 20, y: 440, w: 280, h: 480 }),
        z: 4,
      },
    ],
  },
  {
    data: { title: 'Social', uri: 'social', height: 768, viewport_phone_portrait: { enabled: true, height: 1060 } },
    widgets: [
      text(heading('Social feeds', 'A Facebook page and an X (Twitter) profile, live on the page.'), { x: 80, y: 60, w: 760, h: 110 }, { x: 20, y: 30, w: 280, h: 150 }, 1),
      { type: 'facebook', url: 'https://www.facebook.com/facebook', ...at({ x: 80, y: 200, w: 400, h: 500 }, { x: 20, y: 200, w: 280, h: 400 }), z: 2 },
      { type: 'twitter', url: 'https://twitter.com/X', ...at({ x: 540, y: 200, w: 400, h: 500 }, { x: 20, y: 630, w: 280, h: 400 }), z: 3 },
    ],
  },
  {
    data: { title: 'Shop', uri: 'shop', height: 768, viewport_phone_portrait: { enabled: true, height: 640 } },
    widgets: [
      { type: 'rmheader', bg_color: '1d3557', bg_opacity: 1, sticky: true, is_full_width: true, ...at({ x: 0, y: 0, w: 1024, h: 64 }, { x: 0, y: 0, w: 320, h: 56 }), z: 1 },
      { type: 'ecommercecart', version: 3, 'bar-color': '1d3557', 'bar-background-color': 'ffffff', fixed_position: 'tr', ...at({ x: 952, y: 8, w: 48, h: 48 }, { x: 264, y: 4, w: 48, h: 48 }), z: 5 },
      text(heading('The shop', 'Products sit on the page beside the story; the cart opens at the side.'), { x: 80, y: 100, w: 760, h: 110 }, { x: 20, y: 76, w: 280, h: 150 }, 2),
      { type: 'picture', picture: { url: '/assets/demo/still-life.svg', type: 'image/svg+xml' }, alt: 'A red vase beside a yellow and a green ball', border_radius: 12, ...at({ x: 80, y: 240, w: 320, h: 320 }, { x: 20, y: 236, w: 180, h: 180 }), z: 3 },
      { type: 'addtocart', product_id: 'demo-vase', label: 'Add to cart', ...at({ x: 440, y: 500, w: 200, h: 48 }, { x: 20, y: 430, w: 200, h: 48 }), z: 4 },
      { type: 'rmfooter', bg_color: 'e9ecef', bg_opacity: 1, is_full_width: true, ...at({ x: 0, y: 704, w: 1024, h: 64 }, { x: 0, y: 584, w: 320, h: 56 }), z: 1 },
    ],
  },
  {
    data: { title: 'The end', uri: 'the-end', height: 768, viewport_phone_portrait: { enabled: true, height: 660 } },
    widgets: [
      text(heading('Thank you for reading', 'Sign in as the demo author to change this project, or start your own.'), { x: 80, y: 120, w: 480, h: 160 }, { x: 20, y: 60, w: 280, h: 200 }, 1),
      text(
        [
          { text: 'In this issue', style: 'Caption' },
          ...contents.map(([title, uri]) => ({ text: title, style: 'Text' as const, listItem: true, links: [{ words: title, url: `/demo/demo/${uri}/` }] })),
        ],
        { x: 640, y: 120, w: 300, h: 240 },
        { x: 20, y: 370, w: 280, h: 240 },
        3,
      ),
      {
        type: 'button',
        tp: 'text',
        text: 'Back to the cover',
        clickLink: '/demo/demo/',
        'background-color': '1d3557',
        color: 'ffffff',
        'border-radius': 24,
        ...demoButtonFont,
        ...at({ x: 80, y: 250, w: 240, h: 48 }, { x: 20, y: 290, w: 240, h: 48 }),
        z: 2,
        animation: [{ type: 'load', steps: [{ from_opacity: 0, opacity: 1, dy: -24, use_move: true, use_opacity: true, duration: 0.8, delay: 0.2, acceleration: 'ease-out', loop: 'swing' }] }],
      },
    ],
  },
];

export interface DemoSeed {
  created: boolean;
  /** The demo project's id, when this start made it. */
  magId?: string;
  email: string;
  password: string;
  userUri: string;
  magUri: string;
}

/** The first start seeds a demo account and a published demo project; later starts leave them be. */
export async function seedDemo(db: Db): Promise<DemoSeed> {
  const result = { email: demoAccount.email, password: demoAccount.password, userUri: demoAccount.uri, magUri: DEMO_MAG_URI };
  if (await findUserByEmail(db, demoAccount.email)) return { created: false, ...result };
  const user = await insertUser(db, { ...demoAccount, passwordHash: await hashPassword(demoAccount.password) });
  const magId = newObjectId();
  await db.transaction(async (tx) => {
    await tx.insert(mags).values({
      id: magId,
      userId: user.id,
      uri: DEMO_MAG_URI,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      // Checked as an author's change of these fields would be.
      data: magEditableSchema.parse({
        title: 'Folio demo',
        description: 'A nine-page tour of what a Folio project can hold.',
        opts: { viewertype: 'horizontal' },
        ...demoTypography,
      }),
    });
    for (const [position, page] of demoPages.entries()) {
      const pageId = newObjectId();
      await tx.insert(pages).values({ id: pageId, magId, position, schemaVersion: CURRENT_SCHEMA_VERSION, data: page.data });
      await tx.insert(widgets).values(
        page.widgets.map((seed) => {
          // Seeded widgets are stored as the widgets route stores them: validated, then sanitized.
          const widget = sanitizeWidget(widgetSchema.parse({ ...seed, _id: newObjectId(), pid: pageId }));
          return { id: widget._id!, magId, pageId, schemaVersion: CURRENT_SCHEMA_VERSION, data: widget as Record<string, unknown> };
        }),
      );
    }
  });
  const [mag] = await db.select().from(mags).where(eq(mags.id, magId));
  await publish(db, mag!);
  return { created: true, magId, ...result };
}
