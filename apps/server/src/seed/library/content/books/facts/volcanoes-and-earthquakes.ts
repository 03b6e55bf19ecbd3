/**
 * "Volcanoes and Earthquakes" (nonfiction, EPUB, ages 8–12). Classroom edition: educators only.
 */
import type { FactBook } from '../../content.types.ts';
import {
  circle,
  cover,
  diagram,
  g,
  house,
  label,
  landscape,
  line,
  path,
  person,
  place,
  rect,
  sky,
  stars,
  volcano,
  water,
  HAIR,
  SKIN,
} from '../../art/index.ts';

const AUTHOR = 'Rowan Ashcombe';
const ILLUSTRATOR = 'Pim Crayonne';

const layersArt = () =>
  diagram(
    'Inside the Earth: crust, mantle, outer core and inner core',
    sky(800, 450, 'space'),
    stars(0, 0, 800, 450, 30, 'veint'),
    circle(300, 225, 200, '#8a6a4a'),
    circle(300, 225, 188, '#e0603a'),
    circle(300, 225, 110, '#ffb020'),
    circle(300, 225, 55, '#ffe066'),
    path('M300 225L500 225A200 200 0 0 0 300 25Z', '#061430'),
    label(620, 80, 'crust (thin, rocky)', 22),
    label(620, 160, 'mantle (hot, slowly flowing rock)', 22, '#2b2240'),
    label(620, 260, 'outer core (liquid metal)', 22),
    label(620, 340, 'inner core (solid metal)', 22),
  );

const platesArt = () =>
  diagram(
    'Earth\u2019s crust is broken into plates that slowly move',
    rect(0, 0, 800, 450, '#2e8fc9'),
    path('M40 120Q150 60 280 110L300 260Q180 320 60 280Z', '#8fae5a'),
    path('M360 80Q520 40 700 90L740 240Q600 300 420 250Z', '#8fae5a'),
    path('M300 300Q420 280 520 330L500 420Q380 440 300 400Z', '#8fae5a'),
    line('M320 40Q340 200 300 440', '#e8413c', 6, { strokeDasharray: '14 10' }),
    line('M560 260Q640 320 780 300', '#e8413c', 6, { strokeDasharray: '14 10' }),
    path('M250 200l-40 0M250 200l-12 -10M250 200l-12 10', 'none', {
      stroke: '#ffffff',
      strokeWidth: 5,
      strokeLinecap: 'round',
    }),
    path('M400 160l40 0M440 160l-12 -10M440 160l-12 10', 'none', {
      stroke: '#ffffff',
      strokeWidth: 5,
      strokeLinecap: 'round',
    }),
    label(400, 430, 'plate edges shown in red', 22),
  );

const volcanoArt = () =>
  diagram(
    'Inside a volcano: magma chamber, vent and crater',
    sky(800, 450, 'dusk'),
    rect(0, 330, 800, 120, '#6b4a3a'),
    volcano(400, 330, 0.9, true),
    path('M300 450Q400 380 500 450Z', '#ff5a1f'),
    line('M400 420V150', '#ff7b29', 12),
    label(620, 420, 'magma chamber', 22),
    label(640, 200, 'lava', 22),
    label(160, 80, 'ash cloud', 22),
  );

const eruptionsArt = () =>
  diagram(
    'Pompeii with Vesuvius erupting behind it',
    landscape({
      w: 800,
      h: 450,
      sky: 'sunset',
      seed: 'vepomp',
      horizon: 300,
      hills: ['#b8954f', '#a0804a'],
    }),
    volcano(560, 330, 0.9, true),
    ...[0, 1, 2, 3].map((i) =>
      g(
        place(120 + i * 90, 410, 0.6),
        rect(-40, -80, 80, 80, '#f3e6c8'),
        ...[-30, -10, 10, 30].map((cx) => rect(cx - 4, -110, 8, 30, '#f3e6c8')),
        rect(-48, -118, 96, 10, '#e0d2bc'),
      ),
    ),
  );

const quakeArt = () =>
  diagram(
    'An earthquake shakes the ground; a child practices drop, cover and hold on under a table',
    rect(0, 0, 800, 450, '#fff3e0'),
    rect(0, 360, 800, 90, '#c98b55'),
    line(
      'M0 330L80 300L140 360L220 280L300 360L380 300L440 340L520 290L600 350L680 300L800 330',
      '#e8413c',
      5,
    ),
    rect(420, 250, 260, 20, '#8a5a3b', { rx: 6 }),
    line('M440 270V360M660 270V360', '#8a5a3b', 10),
    person({
      x: 550,
      y: 360,
      s: 0.5,
      skin: SKIN[4],
      hair: HAIR.black,
      hairStyle: 'short',
      shirt: '#4d96ff',
      pose: 'cheer',
      mood: 'determined',
    }),
    label(200, 120, 'DROP', 32),
    label(200, 170, 'COVER', 32),
    label(200, 220, 'HOLD ON', 32),
  );

const livingArt = () =>
  diagram(
    'Steam from a geothermal power station in a snowy land',
    landscape({ w: 800, h: 450, sky: 'snow', seed: 'velive', horizon: 260 }),
    ...[0, 1, 2].map((i) =>
      circle(520 + i * 30, 180 - i * 40, 40 + i * 8, '#ffffff', { opacity: 0.8 }),
    ),
    rect(460, 260, 160, 100, '#c9d0dc'),
    rect(490, 200, 30, 60, '#aab0cc'),
    house(200, 400, 0.6, { lit: true, chimneySmoke: true }),
    water(800, 450, 400, '#5fb8e0', 'velive'),
  );

const book: FactBook = {
  idNumber: 'PB-0042',
  kind: 'facts',
  format: 'epub',
  title: 'Volcanoes and Earthquakes',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Our planet is never still. Journey to its burning heart, watch continents drift, find out why volcanoes erupt and earthquakes shake, meet the eruptions that changed history, and learn how to stay safe on a restless Earth.',
  interests: ['science', 'adventure', 'history'],
  subjects: ['Volcanoes', 'Earthquakes', 'Plate tectonics', 'Nonfiction'],
  ageMin: 8,
  ageMax: 12,
  nonfiction: true,
  publishedDaysAgo: 80,
  userSegments: ['EDUCATOR'],
  cover: () =>
    cover({
      title: 'Volcanoes and Earthquakes',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#7a1f0f',
      badge: { text: 'FACTS', color: '#d64541' },
      art:
        sky(600, 900, 'sunset') +
        rect(0, 780, 600, 120, '#5a3a30') +
        volcano(300, 800, 1.2, true) +
        line('M0 840L120 820L180 860L260 810L340 860L420 820L600 850', '#2b2240', 6),
    }),
  sections: [
    {
      heading: 'Inside the Earth',
      paragraphs: [
        'If you could slice the Earth in half like an apple, you would see layers. On the outside is the crust, the thin rocky shell we live on. Compared with the whole Earth, it is thinner than the skin on an apple.',
        'Under the crust is the mantle, a thick layer of very hot rock. It is solid, but over millions of years it slowly flows, like extremely thick toffee.',
        'At the center is the core, made mostly of iron and nickel. The outer core is liquid metal. The inner core is solid, squeezed by the enormous weight of everything above it, even though it is about as hot as the surface of the Sun.',
      ],
      facts: [
        'The deepest hole ever drilled goes about 12 kilometers (7.5 miles) down, which is only a tiny scratch in the crust.',
        'The swirling liquid iron of the outer core creates Earth\u2019s magnetic field, which makes compasses work.',
        'It is about 6,400 kilometers (4,000 miles) from the surface to the center of the Earth.',
      ],
      art: layersArt,
    },
    {
      heading: 'Moving Plates',
      paragraphs: [
        'The Earth\u2019s crust is not one solid shell. It is cracked into giant pieces called tectonic plates, which fit together like a jigsaw puzzle and float on the slowly flowing mantle beneath.',
        'The plates move very slowly, usually a few centimeters a year, about as fast as your fingernails grow. Where plates pull apart, pull past each other or push together, the ground can crack, shake, fold up into mountains or open up to let melted rock escape.',
        'Over millions of years, these tiny movements add up. About 300 million years ago, nearly all the land on Earth was joined together in one giant supercontinent called Pangaea. Since then, it has broken apart and the pieces have drifted to where the continents are today.',
      ],
      facts: [
        'The Himalayas, the highest mountains on Earth, are still slowly rising, because the plate carrying India keeps pushing into Asia.',
        'The coasts of South America and Africa fit together like puzzle pieces, because they were once joined.',
        'Iceland sits on top of the line where two plates are pulling apart, so the country is slowly getting wider.',
      ],
      art: platesArt,
    },
    {
      heading: 'How Volcanoes Work',
      paragraphs: [
        'Deep underground, rock can get so hot that it melts into a thick, glowing liquid called magma. Magma is lighter than the solid rock around it, so it rises, collecting in magma chambers beneath the surface.',
        'When the pressure gets high enough, magma bursts up through cracks and out of the ground. Once it reaches the surface, we call it lava. Some eruptions ooze rivers of runny lava. Others explode, blasting clouds of ash and rock high into the sky.',
        'Volcanoes come in different shapes. Shield volcanoes, like Mauna Loa in Hawaii, are wide and gently sloping, built from runny lava. Stratovolcanoes, like Mount Fuji in Japan, are tall and steep, built from layers of ash and thick lava.',
      ],
      facts: [
        'Lava can be more than 1,100 degrees Celsius (2,000 degrees Fahrenheit), hot enough to glow orange-red.',
        'Around three out of four of the world\u2019s active volcanoes are found around the edges of the Pacific Ocean, in a horseshoe called the Ring of Fire.',
        'The largest volcano in the solar system is Olympus Mons, on Mars.',
      ],
      art: volcanoArt,
    },
    {
      heading: 'Eruptions That Changed History',
      paragraphs: [
        'In the year 79, Mount Vesuvius in Italy erupted and buried the Roman towns of Pompeii and Herculaneum under ash and rock. The ash preserved streets, houses, paintings and even loaves of bread, and archaeologists are still uncovering them today.',
        'In 1883, the volcano Krakatoa in Indonesia exploded with one of the loudest sounds in recorded history. It was heard thousands of kilometers away. Dust from the eruption spread around the world and caused vivid red sunsets for months.',
        'In 1980, Mount St. Helens in Washington State erupted sideways, flattening forests for miles around. In 2010, an eruption in Iceland sent up a cloud of ash that stopped planes flying across much of Europe for days.',
      ],
      facts: [
        'Scientists can read the history of ancient eruptions in layers of ash preserved in ice and rock.',
        'Some volcanoes form under the sea and grow until they break the surface as brand-new islands.',
        'Mount St. Helens lost about 400 meters (1,300 feet) of height in its 1980 eruption.',
      ],
      art: eruptionsArt,
    },
    {
      heading: 'Earthquakes',
      paragraphs: [
        'Where plates grind past or push against each other, they often get stuck. The pressure builds and builds, until suddenly the rock snaps and slips. The energy released travels through the ground in waves, making it shake: an earthquake.',
        'Scientists measure earthquakes with instruments called seismometers, which can feel even tiny shakes. The size of an earthquake is given as a magnitude. Each step up the scale means about 32 times more energy: a magnitude 7 quake releases about 32 times more energy than a magnitude 6.',
        'Earthquakes under the sea can push up huge amounts of water, starting giant waves called tsunamis that race across oceans. If the ground shakes strongly near the coast, move to high ground right away.',
      ],
      facts: [
        'There are hundreds of thousands of earthquakes every year, but most are far too small for people to feel.',
        'If you are indoors during an earthquake, remember: DROP to your hands and knees, take COVER under a sturdy table and HOLD ON.',
        'Buildings in earthquake zones can be designed to sway and bend without falling down.',
      ],
      art: quakeArt,
    },
    {
      heading: 'Living on a Restless Planet',
      paragraphs: [
        'Millions of people live near volcanoes, and there are good reasons why. Volcanic ash breaks down into some of the most fertile soil in the world, perfect for growing crops.',
        'The heat inside the Earth can also be useful. In Iceland, hot water from deep underground heats most homes and helps make electricity. This is called geothermal energy.',
        'Scientists called volcanologists watch active volcanoes closely, measuring earthquakes, gases and tiny bulges in the ground that can be signs of rising magma. Warnings from their work have helped many people move to safety before big eruptions.',
      ],
      facts: [
        'Some of the world\u2019s best coffee and grapes are grown in rich volcanic soil.',
        'Japanese macaques, called snow monkeys, warm themselves in hot springs heated by volcanic activity.',
        'Satellites can spot volcanoes warming up and the ground swelling from space.',
      ],
      art: livingArt,
    },
  ],
  glossary: [
    { term: 'crust', definition: 'The thin, rocky outer layer of the Earth.' },
    {
      term: 'geothermal energy',
      definition: 'Heat from inside the Earth, used to warm buildings or make electricity.',
    },
    { term: 'lava', definition: 'Melted rock that has come out onto the Earth\u2019s surface.' },
    { term: 'magma', definition: 'Melted rock underground.' },
    {
      term: 'mantle',
      definition: 'The thick layer of hot, slowly flowing rock between the crust and the core.',
    },
    { term: 'seismometer', definition: 'An instrument that detects and measures earthquakes.' },
    {
      term: 'tectonic plate',
      definition: 'One of the huge pieces that the Earth\u2019s crust is broken into.',
    },
    {
      term: 'tsunami',
      definition: 'A series of huge ocean waves, usually caused by an undersea earthquake.',
    },
  ],
};

export const VOLCANOES_AND_EARTHQUAKES = book;
