import { art, background, box, cols, fitText, fullDesktop, inColor, PhoneColumn, picture, rect, typography, type Block, type Starter, type TypeSystem } from './kit';

// Magazine issue: "Tidewater", a coastal culture quarterly. Fraunces for headlines, Inter for reading, DM Mono for
// kickers; warm paper, deep teal and coral. A cover, a feature, a recipe, a photo essay and the colophon.

const ID = 'magazine';
const PAPER = 'f7f1e8';
const INK = '0f2a33';
const TEAL = '1f4e5f';
const CORAL = 'c8643b';

const system: TypeSystem = {
  display: { family: 'Fraunces', weight: 600, width: 0.56 },
  text: { family: 'Inter', weight: 400, width: 0.52 },
  accent: { family: 'DM Mono', weight: 400, width: 0.62 },
  ink: INK,
  body: '2e3b40',
  accentColor: CORAL,
  sizes: { display: [84, 84], h1: [48, 52], h2: [26, 32], lead: [20, 30], text: [16, 26], caption: [12, 18], quote: [28, 36] },
};

const pic = (name: string) => art(ID, name);

function cover() {
  const height = 768;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(380, 32);
  const head: Block[] = [
    { text: 'Issue 07 — Autumn 2026', style: 'Caption' },
    { text: 'Tidewater', style: 'Display' },
    { text: 'Stories from the edge of the land: harbours, kitchens and the people who keep them going.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 28);
  const contents: Block[] = [
    { text: 'In this issue', style: 'Caption' },
    { text: '02  The last net makers', style: 'Text' },
    { text: '03  A table by the water', style: 'Text' },
    { text: '04  Low tide, a photo essay', style: 'Text' },
  ];
  const rulePhone = col.next(1, 20);
  const contentsPhone = col.text(contents, 0);
  const phoneHeight = col.end(40);
  return {
    title: 'Cover',
    uri: 'cover',
    height,
    phoneHeight,
    seo: { title: 'Tidewater — Issue 07', description: 'A coastal culture quarterly: harbours, kitchens and the people who keep them going.' },
    widgets: [
      background(PAPER, height, phoneHeight),
      picture(pic('cover'), 'A low sun over three bands of dark sea', box(528, 0, 496, height), picturePhone),
      fitText(system, head, cols(0, 6, 150), headPhone),
      rect(INK, cols(0, 5, 520, 1), rulePhone),
      fitText(system, contents, cols(0, 5, 544), contentsPhone),
    ],
  };
}

function feature() {
  const height = 1320;
  const col = new PhoneColumn(system, 40);
  const head: Block[] = [
    { text: 'Feature · Harbour life', style: 'Caption' },
    { text: 'The last net makers', style: 'H1' },
    { text: 'In a harbour town of four hundred people, three workshops still mend nets by hand. We spent a season on their benches.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 24);
  const picturePhone = col.full(214, 28);
  const bodyOne: Block[] = [
    {
      text: 'The first boats come in before six. By seven the nets are laid across the quay like dark lace, and the menders walk their length slowly, reading every tear. A good mender can tell from a torn mesh whether it met a rock, a seal or a careless winch.',
      style: 'Text',
    },
    {
      text: 'The trade is learned over years, not weeks. Apprentices start with knots, then with patches the size of a hand, and only after a winter are they trusted with the long seams that hold a net together at sea.',
      style: 'Text',
    },
  ];
  const bodyOnePhone = col.text(bodyOne, 8);
  const bodyTwo: Block[] = [
    {
      text: 'There used to be eleven workshops here. The ones that remain share orders, tools and gossip, and they have started taking students again — two this year, both from inland, both stubborn.',
      style: 'Text',
    },
    { text: 'What keeps them here is not nostalgia. It is the plain fact that a mended net outlasts a new one made cheaply, and the boats know it.', style: 'Text' },
  ];
  const bodyTwoPhone = col.text(bodyTwo, 32);
  const quote: Block[] = [
    { text: '“A net is never finished. It is only ready for the next tide.”', style: 'Quote' },
    { text: 'Said on the quay, at six in the morning', style: 'Caption' },
  ];
  const rulePhone = col.next(2, 16, 20, 48);
  const quotePhone = col.text(quote, 0);
  const phoneHeight = col.end(48);
  return {
    title: 'The last net makers',
    uri: 'net-makers',
    height,
    phoneHeight,
    widgets: [
      background(PAPER, height, phoneHeight),
      fitText(system, head, cols(0, 8, 80), headPhone),
      picture(pic('harbour'), 'Two sails beside a dark quay on a calm harbour', fullDesktop(330, 440), picturePhone),
      fitText(system, bodyOne, cols(0, 4, 830), bodyOnePhone),
      fitText(system, bodyTwo, cols(4, 4, 830), bodyTwoPhone),
      rect(CORAL, cols(8, 1, 834, 2), rulePhone),
      fitText(system, quote, cols(8, 4, 852), quotePhone),
    ],
  };
}

function recipe() {
  const height = 860;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(320, 32);
  const head: Block[] = [
    { text: 'Kitchen', style: 'Caption' },
    { text: 'A table by the water', style: 'H1' },
    { text: 'Mussels steamed in cider, a slice of dark bread, and nothing that takes longer than the tide to turn.', style: 'Lead' },
    { text: 'Serves four. You need two kilos of mussels, a shallot, a bottle of dry cider, butter, parsley and the best bread you can find.', style: 'Text' },
  ];
  const headPhone = col.text(head, 32);
  const steps: Block[][] = [
    [
      { text: '01', style: 'H2' },
      { text: 'Scrub the mussels under cold water and pull away their beards. Throw out any that stay open when tapped.', style: 'Text' },
    ],
    [
      { text: '02', style: 'H2' },
      { text: 'Soften the shallot in butter, pour in the cider and let it boil for a minute before the mussels go in.', style: 'Text' },
    ],
    [
      { text: '03', style: 'H2' },
      { text: 'Cover for four minutes, shake once, scatter the parsley and carry the pot straight to the table.', style: 'Text' },
    ],
  ];
  const stepsPhone = steps.map((step) => col.text(step, 20));
  const phoneHeight = col.end(20);
  return {
    title: 'A table by the water',
    uri: 'kitchen',
    height,
    phoneHeight,
    widgets: [
      background(PAPER, height, phoneHeight),
      picture(pic('kitchen'), 'A pot of mussels on a round table, seen from above', cols(0, 6, 80, 480), picturePhone),
      fitText(system, head, cols(7, 5, 96), headPhone),
      rect(INK, cols(0, 12, 640, 1), box(20, stepsPhone[0]!.y - 12, 280, 1)),
      ...steps.map((step, index) => fitText(system, step, cols(index * 4, 4, 672), stepsPhone[index]!)),
    ],
  };
}

function essay() {
  const height = 900;
  const light = 'f7f1e8';
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(300, 28);
  const head = inColor(light, [
    { text: 'Photo essay', style: 'Caption' },
    { text: 'Low tide', style: 'H1' },
  ]);
  const headPhone = col.text(head, 12);
  const words = inColor(light, [
    {
      text: 'Twice a day the bay empties and a second country appears: ribbed sand, stranded pools, the bones of an old jetty. We walked it at dawn for a month.',
      style: 'Lead',
    },
  ]);
  const wordsPhone = col.text(words, 28);
  const notes = inColor('b9c7c4', [{ text: 'Every picture in this essay is a placeholder: double-click one in the constructor to put yours in.', style: 'Text' }]);
  const notesPhone = col.text(notes, 0);
  const phoneHeight = col.end(40);
  return {
    title: 'Low tide',
    uri: 'low-tide',
    height,
    phoneHeight,
    widgets: [
      background(INK, height, phoneHeight),
      picture(pic('field'), 'Dark reeds rising against an amber sky', fullDesktop(0, 560), picturePhone),
      fitText(system, head, cols(0, 4, 620), headPhone),
      fitText(system, words, cols(4, 6, 624), wordsPhone),
      fitText(system, notes, cols(4, 6, 780), notesPhone),
    ],
  };
}

function colophon() {
  const height = 768;
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'Colophon', style: 'Caption' },
    { text: 'Until the next tide', style: 'H1' },
    { text: 'Tidewater is made four times a year by a small crew on the coast. Tell us what you would like to read next.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 36);
  const columns: Block[][] = [
    [
      { text: 'Made by', style: 'Caption' },
      { text: 'Editor, art director, two writers and a photographer who does not mind getting wet.', style: 'Text' },
    ],
    [
      { text: 'Set in', style: 'Caption' },
      { text: 'Fraunces for headlines, Inter for reading and DM Mono for the small print.', style: 'Text' },
    ],
    [
      { text: 'Write to us', style: 'Caption' },
      { text: 'letters@tidewater.example', style: 'Text', links: [{ words: 'letters@tidewater.example', url: 'mailto:letters@tidewater.example' }] },
    ],
  ];
  const columnsPhone = columns.map((blocks) => col.text(blocks, 24));
  const phoneHeight = col.end(24);
  return {
    title: 'Colophon',
    uri: 'colophon',
    height,
    phoneHeight,
    widgets: [
      background(PAPER, height, phoneHeight),
      rect(TEAL, cols(0, 12, 80, 6), box(20, 28, 280, 4)),
      fitText(system, head, cols(0, 8, 140), headPhone),
      ...columns.map((blocks, index) => fitText(system, blocks, cols(index * 4, 4, 440), columnsPhone[index]!)),
    ],
  };
}

export const magazineStarter: Starter = {
  id: ID,
  title: 'Tidewater',
  description: 'Magazine issue: a cover with contents, a feature, a recipe, a photo essay and a colophon.',
  mag: { description: 'A coastal culture quarterly.', opts: { viewertype: 'horizontal' }, ...typography(system) },
  pages: [cover(), feature(), recipe(), essay(), colophon()],
  swatches: [PAPER, INK, TEAL, CORAL, 'f2c14e'],
};
