import { art, background, box, cols, fitText, fullDesktop, PhoneColumn, PHONE_COLUMN, PHONE_MARGIN, picture, rect, typography, type Block, type Starter, type StarterWidget, type TypeSystem } from './kit';

// Report: "Northwind Trust — Annual report 2026", a small community trust. Source Serif 4 for headlines, IBM Plex Sans
// for reading, IBM Plex Mono for labels; mist, deep green, teal and gold. A cover, key figures, a bar chart drawn with
// shapes, a letter from the board and the year ahead.

const ID = 'report';
const MIST = 'eef3ef';
const GREEN = '0f3d3e';
const TEAL = '5fa8a0';
const GOLD = 'd9a21b';
const WHITE = 'ffffff';

const system: TypeSystem = {
  display: { family: 'Source Serif 4', weight: 600, width: 0.5 },
  text: { family: 'IBM Plex Sans', weight: 400, width: 0.52 },
  accent: { family: 'IBM Plex Mono', weight: 500, width: 0.62 },
  ink: GREEN,
  body: '2f4544',
  accentColor: '2f7f77',
  sizes: { display: [68, 72], h1: [40, 46], h2: [24, 30], lead: [20, 30], text: [16, 26], caption: [12, 18], quote: [28, 38] },
  displayTracking: -1,
};

const pic = (name: string) => art(ID, name);

function cover() {
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(240, 32);
  const head: Block[] = [
    { text: 'Northwind Trust · Annual report 2026', style: 'Caption' },
    { text: 'A year of steady ground', style: 'Display' },
    { text: 'How a small community trust spent, learned and grew over twelve months — in figures, in pictures and in the words of the people it works with.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 0);
  const phoneHeight = col.end(48);
  const desk = new PhoneColumn(system, 520, true);
  const headDesk = desk.cols(head, 0, 9, 0);
  const height = desk.end(80);
  return {
    title: 'Annual report 2026',
    uri: 'report',
    height,
    phoneHeight,
    seo: { title: 'Northwind Trust — Annual report 2026', description: 'A year of steady ground: the trust’s figures, work and plans.' },
    widgets: [background(MIST, height, phoneHeight), picture(pic('cover'), 'Rising teal bars with a gold one at the end', fullDesktop(0, 440), picturePhone), fitText(system, head, headDesk, headPhone)],
  };
}

const figures: [string, string][] = [
  ['1,240', 'households supported through the winter fund'],
  ['38', 'local projects funded, half of them for the first time'],
  ['92%', 'of every dollar spent directly on programmes'],
  ['4.2 m', 'raised from members, neighbours and two foundations'],
];

function keyFigures() {
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'The year in figures', style: 'Caption' },
    { text: 'More people, reached sooner', style: 'H1' },
  ];
  const headPhone = col.text(head, 32);
  const widgets: StarterWidget[] = [fitText(system, head, cols(0, 8, 96), headPhone)];
  const CARD_H = 200;
  figures.forEach(([value, words], index) => {
    const blocks: Block[] = [
      { text: value, style: 'Display' },
      { text: words, style: 'Text' },
    ];
    const phoneBlocks: Block[] = [{ text: value, style: 'H1' }, { text: words, style: 'Text' }];
    const innerPhone = new PhoneColumn(system, 0).text(phoneBlocks, 0, 0, PHONE_COLUMN - 40).h;
    const cardPhone = col.next(innerPhone + 40, 12);
    const cardDesk = cols((index % 2) * 6, 6, 260 + Math.floor(index / 2) * (CARD_H + 24), CARD_H);
    widgets.push(rect(WHITE, cardDesk, cardPhone, { radius: 4 }));
    widgets.push(rect(index === 3 ? GOLD : TEAL, box(cardDesk.x, cardDesk.y, 6, CARD_H), box(cardPhone.x, cardPhone.y, 4, cardPhone.h)));
    widgets.push(fitText(system, blocks, { x: cardDesk.x + 40, y: cardDesk.y + 28, w: cardDesk.w - 72 }, box(cardPhone.x + 24, cardPhone.y + 20, cardPhone.w - 40, innerPhone)));
  });
  const height = 260 + 2 * (CARD_H + 24) + 72;
  const phoneHeight = col.end(36);
  return { title: 'The year in figures', uri: 'figures', height, phoneHeight, widgets: [background(MIST, height, phoneHeight), ...widgets] };
}

const spending: [string, number][] = [
  ['Winter fund', 34],
  ['Youth and schools', 24],
  ['Community spaces', 18],
  ['Food network', 16],
  ['Running the trust', 8],
];

function chart() {
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'Spending', style: 'Caption' },
    { text: 'Where the money went', style: 'H1' },
    { text: 'Share of the year’s spending by programme. The running costs fell for the third year in a row.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 32);
  const widgets: StarterWidget[] = [fitText(system, head, cols(0, 8, 96), headPhone)];
  const largest = Math.max(...spending.map(([, share]) => share));
  const barsDesk = cols(3, 9, 0);
  spending.forEach(([label, share], index) => {
    const y = 340 + index * 72;
    const blocks: Block[] = [{ text: label, style: 'Text' }];
    const labelPhone = col.next(26, 6);
    const barPhone = col.next(28, 22, PHONE_MARGIN, Math.round(((PHONE_COLUMN - 56) * share) / largest));
    const barW = Math.round(((barsDesk.w - 72) * share) / largest);
    widgets.push(fitText(system, blocks, cols(0, 3, y + 8), labelPhone));
    widgets.push(rect(index === spending.length - 1 ? GOLD : TEAL, box(barsDesk.x, y, barW, 40), barPhone));
    const value: Block[] = [{ text: `${share}%`, style: 'Caption' }];
    widgets.push(fitText(system, value, { x: barsDesk.x + barW + 12, y: y + 11, w: 60 }, box(barPhone.x + barPhone.w + 8, barPhone.y + 5, 48, 22)));
  });
  const height = 340 + spending.length * 72 + 80;
  const phoneHeight = col.end(24);
  return { title: 'Where the money went', uri: 'spending', height, phoneHeight, widgets: [background(MIST, height, phoneHeight), ...widgets] };
}

function letter() {
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'From the board', style: 'Caption' },
    { text: '“We measured less what we gave, and more what changed because of it.”', style: 'Quote' },
  ];
  const headPhone = col.text(head, 32);
  const left: Block[] = [
    { text: 'This was the year we stopped growing for its own sake. We said no to two large grants that would have pulled us away from the neighbourhoods we know, and yes to slower, closer work with the groups already on our doorstep.', style: 'Text' },
    { text: 'The winter fund reached people within three days of asking, down from eleven. That number matters more to us than any total in this report.', style: 'Text' },
  ];
  const leftPhone = col.text(left, 8);
  const right: Block[] = [
    { text: 'None of it happens without the volunteers who answer the phone, drive the vans and sit on the panels that decide where the money goes. Thank you, all of you.', style: 'Text' },
    { text: 'The board of trustees', style: 'Caption' },
  ];
  const rightPhone = col.text(right, 0);
  const height = 760;
  const phoneHeight = col.end(48);
  return {
    title: 'From the board',
    uri: 'letter',
    height,
    phoneHeight,
    widgets: [
      background(WHITE, height, phoneHeight),
      rect(GOLD, cols(0, 1, 72, 4), box(20, 28, 40, 4)),
      fitText(system, head, cols(0, 10, 96), headPhone),
      fitText(system, left, cols(0, 6, 250), leftPhone),
      fitText(system, right, cols(6, 6, 250), rightPhone),
    ],
  };
}

function ahead() {
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(200, 32);
  const head: Block[] = [
    { text: 'Next year', style: 'Caption' },
    { text: 'The year ahead', style: 'H1' },
    { text: 'Three promises for 2027: answer every request within two days, open a second community kitchen, and publish this report every quarter.', style: 'Lead' },
    { text: 'Questions about this report: report@northwind.example', style: 'Text', links: [{ words: 'report@northwind.example', url: 'mailto:report@northwind.example' }] },
  ];
  const headPhone = col.text(head, 0);
  const phoneHeight = col.end(48);
  const height = 760;
  return {
    title: 'The year ahead',
    uri: 'ahead',
    height,
    phoneHeight,
    widgets: [background(MIST, height, phoneHeight), picture(pic('field'), 'Soft green hills under a pale sky', fullDesktop(0, 360), picturePhone), fitText(system, head, cols(0, 8, 424), headPhone)],
  };
}

export const reportStarter: Starter = {
  id: ID,
  title: 'Northwind Trust — Annual report',
  description: 'Report: a cover, key figures, a bar chart, a letter from the board and the year ahead.',
  mag: { description: 'The annual report of a small community trust.', opts: { viewertype: 'vertical' }, ...typography(system) },
  pages: [cover(), keyFigures(), chart(), letter(), ahead()],
  swatches: [MIST, GREEN, TEAL, GOLD, WHITE],
};
