import { art, background, box, button, cols, fitText, fullDesktop, inColor, PhoneColumn, picture, rect, starterId, typography, type Block, type Starter, type TypeSystem } from './kit';

// Event: "Signal", a three-day festival of music and talks. Unbounded for headlines, DM Sans for reading; night blue,
// lime, pink and violet. A poster, the line-up, the programme, tickets and the venue.

const ID = 'event';
const NIGHT = '0d0b1f';
const LIME = 'c8ff2e';
const PINK = 'ff4fa3';
const VIOLET = '7b5cff';
const LIGHT = 'f2f0ff';
const MUTED = 'b9b4d6';
const CARD = '1a1733';

const system: TypeSystem = {
  display: { family: 'Unbounded', weight: 700, width: 0.78 },
  text: { family: 'DM Sans', weight: 400, width: 0.5 },
  accent: { family: 'DM Sans', weight: 700, width: 0.56 },
  ink: LIGHT,
  body: MUTED,
  accentColor: LIME,
  sizes: { display: [80, 84], h1: [34, 40], h2: [22, 28], lead: [20, 30], text: [16, 25], caption: [13, 18], quote: [26, 34] },
  displayTracking: -2,
};

const pic = (name: string) => art(ID, name);
const TICKETS_PAGE = 3;
const ticketsLink = `anchor:${starterId(ID, TICKETS_PAGE)}`;
const cta = { fill: LIME, ink: NIGHT, face: system.accent, radius: 28, size: 16 };

function poster() {
  const height = 800;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(300, 28);
  const head: Block[] = [
    { text: '12 — 14 June 2026 · Riverside Works', style: 'Caption' },
    { text: 'Signal Festival', style: 'Display' },
    { text: 'Three days of music, talks and late conversations by the river. Forty artists, two stages, one long summer weekend.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 24);
  const buttonPhone = col.next(52, 0, 20, 180);
  const phoneHeight = col.end(48);
  return {
    title: 'Signal Festival',
    uri: 'festival',
    height,
    phoneHeight,
    seo: { title: 'Signal Festival — 12 to 14 June 2026', description: 'Three days of music, talks and late conversations by the river.' },
    widgets: [
      background(NIGHT, height, phoneHeight),
      picture(pic('poster'), 'A pink glow over bands of lime light on a night blue ground', fullDesktop(0, height), picturePhone),
      fitText(system, head, cols(0, 8, 196), headPhone),
      button('Get tickets', cta, cols(0, 3, 504, 52), buttonPhone, { clickLink: ticketsLink }),
    ],
  };
}

const days: [string, string[]][] = [
  ['Friday 12', ['Paper Lanterns', 'The Quiet Engines', 'Moss & Mirror', 'Night Bus Choir']],
  ['Saturday 13', ['Orchard Static', 'Lowland Radio', 'Seven Fathoms', 'Glass Harbour']],
  ['Sunday 14', ['Salt Choir', 'Field Recordings', 'The Long Goodbye Club', 'Ember Hall']],
];

function lineup() {
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'Line-up', style: 'Caption' },
    { text: 'Forty artists, three nights', style: 'H1' },
  ];
  const headPhone = col.text(head, 32);
  const widgets = [fitText(system, head, cols(0, 8, 96), headPhone)];
  days.forEach(([day, acts], index) => {
    const blocks: Block[] = [{ text: day, style: 'Caption' }, ...acts.map((act, actIndex): Block => ({ text: act, style: actIndex === 0 ? 'H2' : 'Lead' }))];
    const cardPhone = col.next(textHeight(blocks) + 48, 16);
    const cardDesk = cols(index * 4, 4, 300, 300);
    widgets.push(rect(CARD, cardDesk, cardPhone, { radius: 16 }));
    widgets.push(fitText(system, blocks, { x: cardDesk.x + 24, y: cardDesk.y + 24, w: cardDesk.w - 48 }, box(cardPhone.x + 20, cardPhone.y + 24, cardPhone.w - 40, cardPhone.h - 48)));
  });
  const more = inColor(MUTED, [{ text: 'And twenty-eight more names, announced in April.', style: 'Text' }]);
  const morePhone = col.text(more, 0);
  widgets.push(fitText(system, more, cols(0, 6, 640), morePhone));
  const height = 740;
  const phoneHeight = col.end(48);
  return { title: 'Line-up', uri: 'line-up', height, phoneHeight, widgets: [background(NIGHT, height, phoneHeight), ...widgets] };
}

const textHeight = (blocks: Block[]) => new PhoneColumn(system, 0).text(blocks, 0, 40, 240).h;

const sessions: [string, string, string][] = [
  ['14:00', 'Doors and the river stage', 'Food stalls open; the first set starts at half past.'],
  ['16:30', 'Talk: Sound of small towns', 'A conversation about scenes that grow far from the capitals.'],
  ['19:00', 'Main stage opens', 'Headliners from eight; the last note at half past eleven.'],
  ['23:30', 'Late room', 'Quieter sets and records in the old boiler house until two.'],
];

function programme() {
  const height = 900;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(220, 32);
  const head: Block[] = [
    { text: 'Programme', style: 'Caption' },
    { text: 'A day at Signal', style: 'H1' },
  ];
  const headPhone = col.text(head, 24);
  const widgets = [picture(pic('stage'), 'Coloured beams over a crowd before a dark stage', cols(0, 5, 96, 640), picturePhone), fitText(system, head, cols(6, 6, 96), headPhone)];
  sessions.forEach(([time, title, words], index) => {
    const blocks: Block[] = [
      { text: time, style: 'Caption' },
      { text: title, style: 'H2' },
      { text: words, style: 'Text' },
    ];
    const y = 230 + index * 144;
    widgets.push(rect(VIOLET, cols(6, 6, y - 16, 1), col.next(1, 16)));
    widgets.push(fitText(system, blocks, cols(6, 6, y), col.text(blocks, 16)));
  });
  const phoneHeight = col.end(32);
  return { title: 'Programme', uri: 'programme', height, phoneHeight, widgets: [background(NIGHT, height, phoneHeight), ...widgets] };
}

const passes: [string, string, string, string][] = [
  ['Day pass', '$45', 'One day, both stages, the late room until two.', MUTED],
  ['Weekend', '$110', 'All three days, early entry on Friday and a riverside camping spot.', LIME],
  ['Supporter', '$160', 'The weekend pass, a print of the poster and a ticket for a friend who cannot afford one.', PINK],
];

function tickets() {
  const height = 760;
  const col = new PhoneColumn(system, 48);
  const head: Block[] = [
    { text: 'Tickets', style: 'Caption' },
    { text: 'Come for a day, stay for three', style: 'H1' },
  ];
  const headPhone = col.text(head, 32);
  const widgets = [fitText(system, head, cols(0, 9, 96), headPhone)];
  passes.forEach(([name, price, words, color], index) => {
    const blocks: Block[] = [
      { text: name, style: 'Caption', runs: [{ words: name, style: { color } }] },
      { text: price, style: 'H1' },
      { text: words, style: 'Text' },
    ];
    const cardPhone = col.next(textHeight(blocks) + 48, 16);
    const cardDesk = cols(index * 4, 4, 280, 300);
    widgets.push(rect(CARD, cardDesk, cardPhone, { radius: 16, borders: { width: 1, color, opacity: 0.6 } }));
    widgets.push(fitText(system, blocks, { x: cardDesk.x + 24, y: cardDesk.y + 28, w: cardDesk.w - 48 }, box(cardPhone.x + 20, cardPhone.y + 24, cardPhone.w - 40, cardPhone.h - 48)));
  });
  col.skip(16);
  const buttonPhone = col.next(52, 0, 20, 200);
  widgets.push(button('Buy tickets', cta, cols(0, 3, 620, 52), buttonPhone, { clickLink: 'mailto:tickets@signal.example' }));
  const phoneHeight = col.end(48);
  return { title: 'Tickets', uri: 'tickets', height, phoneHeight, widgets: [background(NIGHT, height, phoneHeight), ...widgets] };
}

function venue() {
  const height = 760;
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(240, 32);
  const head: Block[] = [
    { text: 'Venue', style: 'Caption' },
    { text: 'Riverside Works', style: 'H1' },
    { text: 'A former rope factory on the east bank, ten minutes on foot from the central station along the towpath.', style: 'Lead' },
  ];
  const headPhone = col.text(head, 24);
  const travel: Block[] = [
    { text: 'Getting there', style: 'Caption' },
    { text: 'Trains every fifteen minutes until midnight. Night buses N4 and N9 stop at the gate. Bike racks for six hundred; no parking for cars.', style: 'Text' },
    { text: 'Step-free everywhere, with a quiet room and a viewing platform by the main stage.', style: 'Text' },
  ];
  const travelPhone = col.text(travel, 0);
  const phoneHeight = col.end(48);
  return {
    title: 'Venue',
    uri: 'venue',
    height,
    phoneHeight,
    widgets: [
      background(NIGHT, height, phoneHeight),
      picture(pic('venue'), 'A dark hall under a pink roof with lime lights inside', cols(0, 6, 96, 280), picturePhone),
      fitText(system, head, cols(7, 5, 96), headPhone),
      fitText(system, travel, cols(7, 5, 400), travelPhone),
    ],
  };
}

export const eventStarter: Starter = {
  id: ID,
  title: 'Signal Festival',
  description: 'Event: a poster with a ticket button, the line-up, the programme, tickets and the venue.',
  mag: { description: 'A three-day festival of music and talks.', opts: { viewertype: 'vertical' }, ...typography(system) },
  pages: [poster(), lineup(), programme(), tickets(), venue()],
  swatches: [NIGHT, LIME, PINK, VIOLET, LIGHT],
};
