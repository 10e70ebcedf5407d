import { art, background, button, cols, fitText, fullDesktop, PhoneColumn, picture, rect, typography, type Block, type Starter, type TypeSystem } from './kit';

// Portfolio: "Studio Halden", an independent design studio. Syne for headlines, Manrope for reading; off-white paper,
// black, a signal orange and a deep blue. An introduction, the work, a case study, the studio and a contact page.

const ID = 'portfolio';
const PAPER = 'f4f1ea';
const INK = '111111';
const ORANGE = 'e8482a';
const BLUE = '1b3bff';

const system: TypeSystem = {
  display: { family: 'Syne', weight: 700, width: 0.64 },
  text: { family: 'Manrope', weight: 400, width: 0.53 },
  accent: { family: 'Manrope', weight: 600, width: 0.56 },
  ink: INK,
  body: '33312e',
  accentColor: ORANGE,
  sizes: { display: [92, 92], h1: [42, 46], h2: [24, 30], lead: [21, 32], text: [16, 26], caption: [12, 18], quote: [28, 36] },
  displayTracking: -2,
};

const pic = (name: string) => art(ID, name);
const look = { fill: INK, ink: PAPER, face: system.accent, radius: 40, size: 16 };

function intro() {
  const desk = new PhoneColumn(system, 96, true);
  const head: Block[] = [
    { text: 'Selected work 2019 — 2026', style: 'Caption' },
    { text: 'Studio Halden', style: 'Display' },
  ];
  const headDesk = desk.cols(head, 0, 12, 8);
  const lead: Block[] = [{ text: 'An independent design studio for identities, books, signage and the occasional exhibition. Small team, long attention span.', style: 'Lead' }];
  const leadDesk = desk.cols(lead, 0, 7, 56);
  const pictureTop = desk.at;
  const height = pictureTop + 420;
  const col = new PhoneColumn(system, 48);
  const headPhone = col.text(head, 8);
  const leadPhone = col.text(lead, 32);
  const picturePhone = col.full(220, 0);
  const phoneHeight = col.end(0);
  return {
    title: 'Studio Halden',
    uri: 'studio',
    height,
    phoneHeight,
    seo: { title: 'Studio Halden — selected work', description: 'An independent design studio for identities, books and signage.' },
    widgets: [
      background(PAPER, height, phoneHeight),
      fitText(system, head, headDesk, headPhone),
      fitText(system, lead, leadDesk, leadPhone),
      picture(pic('hero'), 'An orange disc, a white column and a blue half moon on black', fullDesktop(pictureTop, 420), picturePhone),
    ],
  };
}

const works = [
  { name: 'work-1', title: 'Harbour Museum', kind: 'Identity, signage', alt: 'A white panel and an orange circle on blue' },
  { name: 'work-2', title: 'Eight Rooms', kind: 'Book, 240 pages', alt: 'Black and orange bars of different heights' },
  { name: 'work-3', title: 'Northern Light Fair', kind: 'Campaign', alt: 'A white circle inside a black mountain on orange' },
  { name: 'work-4', title: 'Ring Records', kind: 'Identity, sleeves', alt: 'Concentric blue and white rings on black' },
];

function work() {
  const head: Block[] = [
    { text: 'Work', style: 'H1' },
    { text: 'Four projects from the last two years. Each one starts with a long conversation and ends with something you can hold.', style: 'Lead' },
  ];
  const col = new PhoneColumn(system, 40);
  const headPhone = col.text(head, 32);
  const widgets = [fitText(system, head, cols(0, 7, 80), headPhone)];
  const ROW = 420;
  const PICTURE_H = 315;
  works.forEach((item, index) => {
    const start = (index % 2) * 6;
    const y = 280 + Math.floor(index / 2) * ROW;
    const label: Block[] = [
      { text: item.kind, style: 'Caption' },
      { text: item.title, style: 'H2' },
    ];
    widgets.push(picture(pic(item.name), item.alt, cols(start, 6, y, PICTURE_H), col.next(210, 12)));
    widgets.push(fitText(system, label, cols(start, 6, y + PICTURE_H + 16), col.text(label, 32)));
  });
  const height = 280 + 2 * ROW + 40;
  const phoneHeight = col.end(8);
  return { title: 'Work', uri: 'work', height, phoneHeight, widgets: [background(PAPER, height, phoneHeight), ...widgets] };
}

function caseStudy() {
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(240, 32);
  const head: Block[] = [
    { text: 'Case study · Identity, signage', style: 'Caption' },
    { text: 'Harbour Museum', style: 'H1' },
    { text: 'A maritime museum moving into an old customs house needed a voice as plain and sturdy as the building.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 32);
  const notes: Block[][] = [
    [
      { text: 'Brief', style: 'Caption' },
      { text: 'One identity for the building, the collection and the shop, legible from a boat and on a ticket stub.', style: 'Text' },
    ],
    [
      { text: 'Approach', style: 'Caption' },
      { text: 'We drew a single circle from the harbour light and let it carry colour, wayfinding and the opening hours.', style: 'Text' },
    ],
    [
      { text: 'Outcome', style: 'Caption' },
      { text: 'Visitors doubled in the first season; the circle now appears on the ferry timetable too.', style: 'Text' },
    ],
  ];
  const notesPhone = notes.map((blocks) => col.text(blocks, 20));
  const rulePhone = col.next(1, 24);
  const figures: Block[][] = [
    [
      { text: '4', style: 'H1' },
      { text: 'months from first sketch to opening', style: 'Text' },
    ],
    [
      { text: '120', style: 'H1' },
      { text: 'signs, from the quay to the cloakroom', style: 'Text' },
    ],
    [
      { text: '1', style: 'H1' },
      { text: 'circle, and nothing else', style: 'Text' },
    ],
  ];
  const figuresPhone = figures.map((blocks) => col.text(blocks, 16));
  const phoneHeight = col.end(24);
  const height = 1240;
  return {
    title: 'Harbour Museum',
    uri: 'harbour-museum',
    height,
    phoneHeight,
    widgets: [
      background(PAPER, height, phoneHeight),
      picture(pic('work-1'), 'A white panel and an orange circle on blue', fullDesktop(0, 520), picturePhone),
      fitText(system, head, cols(0, 8, 584), headPhone),
      ...notes.map((blocks, index) => fitText(system, blocks, cols(index * 4, 4, 820), notesPhone[index]!)),
      rect(INK, cols(0, 12, 990, 1), rulePhone),
      ...figures.map((blocks, index) => fitText(system, blocks, cols(index * 4, 3, 1024), figuresPhone[index]!)),
    ],
  };
}

function about() {
  const height = 860;
  const col = new PhoneColumn(system, 40);
  const head: Block[] = [
    { text: 'The studio', style: 'Caption' },
    { text: 'Small on purpose', style: 'H1' },
    { text: 'Three designers and a developer in a former print shop. We take on six projects a year so that each one gets our full attention.', style: 'Lead' },
    { text: 'We work best with people who care how things are made: museums, publishers, makers and the odd record label. Every project is led by the same person from the first call to the last proof.', style: 'Text' },
  ];
  const headPhone = col.text(head, 28);
  const picturePhone = col.next(340, 28);
  const services: Block[] = [
    { text: 'What we do', style: 'Caption' },
    { text: 'Identities · Books and editorial · Signage and wayfinding · Websites · Exhibitions', style: 'Text' },
  ];
  const servicesPhone = col.text(services, 0);
  const phoneHeight = col.end(40);
  return {
    title: 'The studio',
    uri: 'about',
    height,
    phoneHeight,
    widgets: [
      background(PAPER, height, phoneHeight),
      picture(pic('portrait'), 'A dark silhouette against an orange to cream gradient', cols(0, 5, 96, 600), picturePhone),
      fitText(system, head, cols(6, 6, 96), headPhone),
      rect(ORANGE, cols(6, 1, 560, 4), { x: 20, y: servicesPhone.y - 16, w: 40, h: 4 }),
      fitText(system, services, cols(6, 6, 584), servicesPhone),
    ],
  };
}

function contact() {
  const height = 720;
  const col = new PhoneColumn(system, 64);
  const head: Block[] = [
    { text: 'Contact', style: 'Caption' },
    { text: 'Let’s make something.', style: 'Display' },
  ];
  const headPhone = col.text(head, 24);
  const lead: Block[] = [
    { text: 'Tell us about your project, your deadline and what keeps you up at night. We answer every message within two days.', style: 'Lead' },
    { text: 'hello@halden.example', style: 'Lead', links: [{ words: 'hello@halden.example', url: 'mailto:hello@halden.example' }] },
  ];
  const leadPhone = col.text(lead, 28);
  const buttonPhone = col.next(52, 0, 20, 200);
  const phoneHeight = col.end(64);
  return {
    title: 'Contact',
    uri: 'contact',
    height,
    phoneHeight,
    widgets: [
      background(INK, height, phoneHeight),
      fitText(system, head.map((block) => ({ ...block, runs: [{ words: block.text, style: { color: PAPER } }] })), cols(0, 10, 120), headPhone),
      fitText(system, lead.map((block) => ({ ...block, runs: block.links ? [] : [{ words: block.text, style: { color: PAPER } }] })), cols(0, 7, 380), leadPhone),
      button('Write to us', { ...look, fill: PAPER, ink: INK }, cols(0, 3, 560, 52), buttonPhone, { clickLink: 'mailto:hello@halden.example' }),
    ],
  };
}

export const portfolioStarter: Starter = {
  id: ID,
  title: 'Studio Halden',
  description: 'Portfolio: an introduction, a grid of work, a case study, the studio and a contact page.',
  mag: { description: 'Selected work of an independent design studio.', opts: { viewertype: 'vertical' }, ...typography(system) },
  pages: [intro(), work(), caseStudy(), about(), contact()],
  swatches: [PAPER, INK, ORANGE, BLUE],
};
