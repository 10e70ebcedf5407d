import { art, background, box, cols, fitText, fullDesktop, PhoneColumn, picture, rect, typography, type Block, type Starter, type StarterWidget, type TypeSystem } from './kit';

// Long read: "The Salt Road", a narrative in three chapters. DM Serif Display for headlines, Literata for reading,
// Work Sans for labels; sand paper, night blue and terracotta. Text in one reading column of about 70 characters.

const ID = 'long-read';
const SAND = 'f6f0e4';
const NIGHT = '1b2033';
const CLAY = 'a8452c';

const system: TypeSystem = {
  display: { family: 'DM Serif Display', weight: 400, width: 0.5 },
  text: { family: 'Literata', weight: 400, width: 0.55 },
  accent: { family: 'Work Sans', weight: 500, width: 0.58 },
  ink: NIGHT,
  body: '33302c',
  accentColor: CLAY,
  sizes: { display: [88, 88], h1: [44, 50], h2: [30, 38], lead: [22, 34], text: [18, 30], caption: [12, 18], quote: [32, 42] },
  displayTracking: -1,
};

const pic = (name: string) => art(ID, name);
// The reading column: eight of twelve columns, about 70 characters of Literata at 18 px.
const READ_START = 2;
const READ_SPAN = 8;

/** A chapter page: a heading, paragraphs in the reading column and an optional pull quote between them. */
function chapter(index: number, uri: string, title: string, paragraphs: string[], quote: string | null, after = 2) {
  const desk = new PhoneColumn(system, 120, true);
  const col = new PhoneColumn(system, 56);
  const head: Block[] = [
    { text: `Chapter ${index}`, style: 'Caption' },
    { text: title, style: 'H1' },
  ];
  const widgets: StarterWidget[] = [fitText(system, head, desk.cols(head, READ_START, READ_SPAN, 32), col.text(head, 24))];
  const first: Block[] = paragraphs.slice(0, after).map((words) => ({ text: words, style: 'Text' }));
  widgets.push(fitText(system, first, desk.cols(first, READ_START, READ_SPAN, 40), col.text(first, 32)));
  if (quote) {
    const blocks: Block[] = [{ text: quote, style: 'Quote' }];
    const ruleDesk = desk.next(2, 20, cols(READ_START, 1, 0).x, 64);
    const rulePhone = col.next(2, 16, 20, 48);
    widgets.push(rect(CLAY, ruleDesk, rulePhone));
    widgets.push(fitText(system, blocks, desk.cols(blocks, READ_START, READ_SPAN, 40), col.text(blocks, 32)));
  }
  const rest: Block[] = paragraphs.slice(after).map((words) => ({ text: words, style: 'Text' }));
  if (rest.length) widgets.push(fitText(system, rest, desk.cols(rest, READ_START, READ_SPAN, 0), col.text(rest, 0)));
  const height = desk.end(96);
  const phoneHeight = col.end(40);
  return { title, uri, height, phoneHeight, widgets: [background(SAND, height, phoneHeight), ...widgets] };
}

function opening() {
  const light = (blocks: Block[]) => blocks.map((block) => ({ ...block, runs: [{ words: block.text, style: { color: SAND } }] }));
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(300, 28);
  const head = light([
    { text: 'A long read · 18 minutes', style: 'Caption' },
    { text: 'The Salt Road', style: 'Display' },
    { text: 'For six centuries, caravans carried salt from the dry lakes to the river towns. One family still makes the journey every spring, and this year they let us walk with them.', style: 'Lead' },
  ]);
  const headPhone = col.text(head, 24);
  const byline = light([{ text: 'Words and pictures: the editors', style: 'Caption' }]);
  const bylinePhone = col.text(byline, 0);
  const phoneHeight = col.end(48);
  const desk = new PhoneColumn(system, 600, true);
  const headDesk = desk.cols(head, READ_START, READ_SPAN, 16);
  const bylineDesk = desk.cols(byline, READ_START, READ_SPAN, 0);
  const height = desk.end(96);
  return {
    title: 'The Salt Road',
    uri: 'salt-road',
    height,
    phoneHeight,
    seo: { title: 'The Salt Road — a long read', description: 'One family still carries salt from the dry lakes to the river towns every spring.' },
    widgets: [
      background(NIGHT, height, phoneHeight),
      picture(pic('opening'), 'A road running into dark dunes under a starry sky and a pale moon', fullDesktop(0, 560), picturePhone),
      fitText(system, head, headDesk, headPhone),
      fitText(system, byline, bylineDesk, bylinePhone),
    ],
  };
}

function interlude() {
  const col = new PhoneColumn(system, 0);
  const picturePhone = col.full(220, 12);
  const caption: Block[] = [{ text: 'The salt is cut in slabs at first light, before the crust softens in the heat.', style: 'Caption' }];
  const captionPhone = col.text(caption, 40);
  const paragraphs: Block[] = [
    { text: 'The slabs are stacked like books, four to a side on each animal, and tied with rope made from the palms that grow at the lake’s only spring. Nothing is weighed. The old men lift a slab and know.', style: 'Text' },
    { text: 'By noon the flats are white and silent. The family rests under a tarp stretched between two trucks that have replaced most of the camels, though not all of them, and not the oldest routes.', style: 'Text' },
  ];
  const textPhone = col.text(paragraphs, 0);
  const phoneHeight = col.end(48);
  const desk = new PhoneColumn(system, 620, true);
  const captionDesk = desk.cols(caption, READ_START, READ_SPAN, 48);
  const textDesk = desk.cols(paragraphs, READ_START, READ_SPAN, 0);
  const height = desk.end(96);
  return {
    title: 'Interlude',
    uri: 'interlude',
    height,
    phoneHeight,
    widgets: [
      background(SAND, height, phoneHeight),
      picture(pic('salt'), 'Pale salt ridges under a red sun', fullDesktop(0, 580), picturePhone),
      fitText(system, caption, captionDesk, captionPhone),
      fitText(system, paragraphs, textDesk, textPhone),
    ],
  };
}

function ending() {
  const page = chapter(
    3,
    'road-home',
    'The road home',
    [
      'On the last evening the river town appears as a line of lights, then as a smell of woodsmoke and diesel. The salt is sold in an hour. The money is counted twice and divided in a way no outsider is shown.',
      'Asked whether the children will make the journey, the eldest daughter laughs and says that is what every generation has been asked, and every generation has gone anyway.',
      'Then she packs the ropes for next year.',
    ],
    null,
    3,
  );
  const end: Block[] = [
    { text: 'About this story', style: 'Caption' },
    { text: 'This template holds a story in three chapters. Replace the words and the pictures with your own; the styles keep the rhythm.', style: 'Text' },
  ];
  const deskY = page.height - 40;
  const phoneY = page.phoneHeight - 8;
  const endDesk = cols(READ_START, READ_SPAN, deskY + 40);
  const endPhoneH = new PhoneColumn(system, 0).text(end, 0).h;
  const widgets = [
    ...page.widgets.slice(1),
    rect(CLAY, box(endDesk.x, deskY, 64, 2), box(20, phoneY, 48, 2)),
    fitText(system, end, endDesk, box(20, phoneY + 24, 280, endPhoneH)),
  ];
  const height = deskY + 40 + new PhoneColumn(system, 0, true).cols(end, READ_START, READ_SPAN, 0).h + 96;
  const phoneHeight = phoneY + 24 + endPhoneH + 48;
  return { ...page, height, phoneHeight, widgets: [background(SAND, height, phoneHeight), ...widgets] };
}

export const longReadStarter: Starter = {
  id: ID,
  title: 'The Salt Road',
  description: 'Long read: an opening spread, three chapters in a reading column, a picture interlude and an ending.',
  mag: { description: 'A long read in three chapters.', opts: { viewertype: 'vertical' }, ...typography(system) },
  pages: [
    opening(),
    chapter(
      1,
      'flats',
      'The flats',
      [
        'The lake has not held water for four thousand years. What it holds instead is salt, in layers as thick as a forearm, under a crust that rings when you walk on it.',
        'The family arrives in the last week of March, when the nights are still cold enough to work by. They camp where their grandparents camped, beside a cairn that marks the best seam, and they do not hurry.',
        'Cutting begins before dawn. Two men score the crust with long iron bars, a third levers the slab free, and the youngest trims its edges until it is the exact size every trader on the river expects.',
        'Nobody writes the size down. It is carried the way the route is carried: in the hands, from one spring to the next.',
      ],
      'Nobody writes the size down. It is carried in the hands, from one spring to the next.',
    ),
    interlude(),
    chapter(
      2,
      'hands',
      'Hands',
      [
        'Salt takes the skin off your fingers in a week. The old cutters have palms like leather and a way of holding a cup that keeps their fingertips away from the hot tea.',
        'In the evenings the talk is about prices and weather, and about who has married whom in the river towns. The route is a kind of newspaper: every well has its news, and every traveller is expected to bring some.',
        'On the fourth night a truck from the city passes without stopping. The driver is carrying industrial salt, cheaper and whiter, and everyone watches it go without a word.',
      ],
      null,
      3,
    ),
    ending(),
  ],
  swatches: [SAND, NIGHT, CLAY, '3b2a24', 'c9a227'],
};
