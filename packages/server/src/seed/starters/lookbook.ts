import { art, background, box, cols, fitText, fullDesktop, PhoneColumn, picture, rect, STARTER_PRODUCT_PREFIX, typography, type Block, type Starter, type StarterWidget, type TypeSystem } from './kit';

// Lookbook with a shop: "Marrow & Lune", an autumn–winter collection. Bodoni Moda for headlines, Karla for reading;
// cream, espresso ink and rust. A cover, three looks with add-to-cart buttons, the materials, and a cart on every
// page (a global widget pinned to the top right). Its products and skus are made with the project (sku orders in usd).

const ID = 'lookbook';
const CREAM = 'f3ece2';
const INK = '2a1d18';
const RUST = '8a3b2e';

const system: TypeSystem = {
  display: { family: 'Bodoni Moda', weight: 500, width: 0.52 },
  text: { family: 'Karla', weight: 400, width: 0.5 },
  accent: { family: 'Karla', weight: 500, width: 0.54 },
  ink: INK,
  body: '4a3a33',
  accentColor: RUST,
  sizes: { display: [96, 96], h1: [46, 50], h2: [26, 32], lead: [20, 30], text: [16, 26], caption: [12, 18], quote: [30, 40] },
  displayTracking: -1.5,
};

const pic = (name: string) => art(ID, name);

const products = {
  coat: { name: 'Harbour coat', price: 24000, picture: 'coat' },
  shirt: { name: 'Linen overshirt', price: 9500, picture: 'shirt' },
  scarf: { name: 'Striped wool scarf', price: 6500, picture: 'scarf' },
} as const;
type ProductKey = keyof typeof products;
const dollars = (cents: number) => `$${cents / 100}`;

function addToCart(key: ProductKey, desktop: ReturnType<typeof box>, onPhone: ReturnType<typeof box>): StarterWidget {
  return { type: 'addtocart', product_id: `${STARTER_PRODUCT_PREFIX}${key}`, label: 'Add to bag', x: desktop.x, y: desktop.y, w: desktop.w, h: desktop.h, viewport_phone_portrait: onPhone };
}

function cover() {
  const height = 768;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(400, 32);
  const head: Block[] = [
    { text: 'Autumn — Winter 2026', style: 'Caption' },
    { text: 'Marrow & Lune', style: 'Display' },
    { text: 'Twelve pieces cut from undyed wool and washed linen, made to be worn for a long time and mended when needed.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 24);
  const hintPhone = col.text([{ text: 'Swipe for the looks →', style: 'Caption' }], 0);
  const phoneHeight = col.end(48);
  return {
    title: 'Collection',
    uri: 'collection',
    height,
    phoneHeight,
    seo: { title: 'Marrow & Lune — Autumn Winter 2026', description: 'Twelve pieces cut from undyed wool and washed linen.' },
    widgets: [
      background(CREAM, height, phoneHeight),
      picture(pic('cover'), 'A rust-coloured coat before a pale sun on a sand background', fullDesktop(0, height), picturePhone),
      fitText(system, head, cols(0, 5, 200), headPhone),
      fitText(system, [{ text: 'Swipe for the looks →', style: 'Caption' }], cols(0, 4, 660), hintPhone),
      {
        type: 'ecommercecart',
        version: 3,
        'bar-color': INK,
        'bar-background-color': CREAM,
        'bar-font-family': system.text.family,
        'bar-title': 'Your bag',
        'bar-empty-title': 'Your bag is empty',
        is_global: true,
        fixed_position: 'tr',
        ...box(956, 12, 48, 48),
        viewport_phone_portrait: box(260, 8, 48, 48),
      },
    ],
  };
}

function look(index: number, key: ProductKey, title: string, words: string, details: string, alt: string, flip: boolean) {
  const product = products[key];
  const height = 768;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(400, 28);
  const head: Block[] = [
    { text: `Look ${String(index).padStart(2, '0')}`, style: 'Caption' },
    { text: title, style: 'H1' },
    { text: words, style: 'Lead' },
    { text: details, style: 'Text' },
  ];
  const headPhone = col.text(head, 16);
  const price: Block[] = [{ text: `${product.name} — ${dollars(product.price)}`, style: 'H2' }];
  const pricePhone = col.text(price, 16);
  const buttonPhone = col.next(48, 0);
  const phoneHeight = col.end(48);
  const pictureBox = flip ? box(512, 0, 512, height) : box(0, 0, 512, height);
  const start = flip ? 0 : 7;
  const desk = new PhoneColumn(system, 160, true);
  const headDesk = desk.cols(head, start, 5, 16);
  const priceDesk = desk.cols(price, start, 5, 20);
  const buttonDesk = desk.next(48, 0, cols(start, 0, 0).x, cols(0, 3, 0).w);
  return {
    title,
    uri: `look-${index}`,
    height,
    phoneHeight,
    widgets: [
      background(CREAM, height, phoneHeight),
      picture(pic(product.picture), alt, pictureBox, picturePhone),
      fitText(system, head, headDesk, headPhone),
      rect(RUST, box(headDesk.x, priceDesk.y - 12, 40, 2), box(20, pricePhone.y - 10, 40, 2)),
      fitText(system, price, priceDesk, pricePhone),
      addToCart(key, buttonDesk, buttonPhone),
    ],
  };
}

function materials() {
  const height = 768;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(260, 32);
  const light = (blocks: Block[]) => blocks.map((block) => ({ ...block, runs: [{ words: block.text, style: { color: CREAM } }] }));
  const head = light([
    { text: 'Materials', style: 'Caption' },
    { text: 'Slow cloth', style: 'H1' },
    { text: 'Our wool comes from one valley and is woven a few hours away. Nothing is dyed: the colours are the sheep’s own, and the rust is a madder root bath.', style: 'Lead' },
  ]);
  const headPhone = col.text(head, 24);
  const notes = light([{ text: 'Every piece comes with a mending kit and free repairs for as long as you own it.', style: 'Text' }]);
  const notesPhone = col.text(notes, 0);
  const phoneHeight = col.end(48);
  return {
    title: 'Materials',
    uri: 'materials',
    height,
    phoneHeight,
    widgets: [
      background(INK, height, phoneHeight),
      picture(pic('texture'), 'Close diagonal ribs of rust wool', box(512, 0, 512, height), picturePhone),
      fitText(system, head, cols(0, 5, 200), headPhone),
      fitText(system, notes, cols(0, 4, 520), notesPhone),
    ],
  };
}

export const lookbookStarter: Starter = {
  id: ID,
  title: 'Marrow & Lune',
  description: 'Lookbook with a shop: a cover, three looks with Add to bag buttons, the materials and a cart.',
  mag: { description: 'An autumn–winter collection with its shop.', opts: { viewertype: 'horizontal' }, ...typography(system) },
  pages: [
    cover(),
    look(1, 'coat', 'The harbour coat', 'Heavy undyed wool with a madder-rust finish, cut long and loose to go over everything else you own.', 'Horn buttons, deep pockets, a lining of washed linen. One size, worn roomy.', 'A long rust coat on a warm sand background', false),
    look(2, 'shirt', 'Linen overshirt', 'Washed linen the colour of morning fog, light enough for September and warm enough layered in January.', 'Two chest pockets, mother-of-pearl buttons. One size, cut generously.', 'A pale linen shirt on a sage background', true),
    look(3, 'scarf', 'The long scarf', 'Two metres of navy wool crossed with thin ochre stripes, knitted slowly on an old flatbed machine.', 'Fringed ends, soft from the first wear. Two metres by thirty centimetres.', 'A long navy scarf with ochre stripes', false),
    materials(),
  ],
  products: (Object.keys(products) as ProductKey[]).map((key) => ({
    key: `${STARTER_PRODUCT_PREFIX}${key}`,
    name: products[key].name,
    image: pic(products[key].picture),
    skus: [{ attributes: { size: 'One size' }, price: products[key].price, quantity: 25 }],
  })),
  swatches: [CREAM, INK, RUST, 'd9c2a7', '2f3d59'],
};
