/**
 * "Wild Weather" (nonfiction, EPUB, ages 7–11).
 */
import type { FactBook } from '../../content.types.ts';
import {
  circle,
  cloud,
  cover,
  diagram,
  g,
  house,
  label,
  landscape,
  line,
  path,
  place,
  rain,
  rainbow,
  rect,
  sky,
  snowflake,
  sun,
  water,
  umbrella,
  person,
  HAIR,
  SKIN,
} from '../../art/index.ts';

const AUTHOR = 'Kofi Larkspur';
const ILLUSTRATOR = 'Theo Marbleton';

const bolt = (x: number, y: number, s: number) =>
  g(
    place(x, y, s),
    path('M0 0L-30 70H-6L-26 140L40 50H12L34 0Z', '#ffe066', {
      stroke: '#ffb020',
      strokeWidth: 4,
      strokeLinejoin: 'round',
    }),
  );

const atmosphereArt = () =>
  diagram(
    'Sunlight warms the land and sea unevenly, making wind',
    landscape({ w: 800, h: 450, sky: 'day', seed: 'wwatm', horizon: 260 }),
    sun(120, 90, 50, 'happy'),
    line('M200 150Q400 110 600 150', '#ffffff', 6, { strokeDasharray: '16 12' }),
    path('M600 150l-20 -14v28Z', '#ffffff'),
    label(400, 100, 'wind: moving air', 26),
    house(620, 400, 0.6, {}),
  );

const waterCycleArt = () =>
  diagram(
    'The water cycle: evaporation, condensation, precipitation and collection',
    sky(800, 450, 'day'),
    sun(90, 80, 40),
    path('M380 450L520 220L660 450Z', '#8fa88a'),
    path('M520 220L560 286L480 286Z', '#ffffff'),
    water(800, 450, 360, '#2e9fd9', 'wwcyc'),
    line('M180 340V200M230 330V190M280 340V200', '#ffffff', 4, { strokeDasharray: '6 10' }),
    cloud(280, 120, 0.8),
    cloud(560, 100, 0.9, '#c9d0dc'),
    rain(500, 150, 140, 120, 'wwcr'),
    label(230, 300, 'evaporation', 22),
    label(280, 60, 'condensation', 22),
    label(680, 200, 'precipitation', 22),
    label(620, 420, 'collection', 22),
  );

const stormArt = () =>
  diagram(
    'Lightning flashes from a thundercloud',
    sky(800, 450, 'storm'),
    cloud(400, 130, 2.2, '#6b7790'),
    bolt(360, 210, 1.2),
    bolt(560, 230, 0.8),
    rain(100, 220, 600, 200, 'wwstorm'),
    rect(0, 400, 800, 50, '#4a5a4a'),
    label(160, 420, 'flash... 1, 2, 3...', 24, '#2b2240'),
  );

const tornadoArt = () =>
  diagram(
    'A tornado reaching down from a storm cloud, and a hurricane seen from space',
    sky(800, 450, 'storm'),
    rect(0, 400, 400, 50, '#7a8a5a'),
    cloud(200, 90, 1.6, '#5a6478'),
    path(
      'M120 130Q200 140 280 130Q250 220 220 300Q210 360 200 400Q190 360 180 300Q150 220 120 130Z',
      '#8a93a6',
      { opacity: 0.9 },
    ),
    line('M140 170q60 10 120 0M160 230q40 8 80 0M175 290q25 6 50 0', '#c9d0dc', 4),
    rect(400, 0, 400, 450, '#0b1a3a'),
    g(
      place(600, 225, 1),
      ...[0, 60, 120, 180, 240, 300].map((a) =>
        g(
          { transform: `rotate(${a})` },
          path('M0 0Q60 -20 130 30Q70 10 0 0Z', '#ffffff', { opacity: 0.85 }),
        ),
      ),
      circle(0, 0, 14, '#0b1a3a'),
    ),
    label(200, 440, 'tornado', 24),
    label(600, 420, 'hurricane from space', 24, '#2b2240'),
  );

const snowArt = () =>
  diagram(
    'Snowflakes, hailstones and a rainbow',
    sky(800, 450, 'day'),
    rainbow(560, 420, 220, 20),
    ...[
      [100, 100, 34],
      [200, 200, 24],
      [90, 300, 28],
      [260, 80, 20],
    ].map(([x, y, r]) => snowflake(x!, y!, r!, '#6b8fd1') + circle(x!, y!, r! * 0.25, '#6b8fd1')),
    ...[
      [300, 320],
      [340, 360],
      [280, 380],
    ].map(([x, y]) => circle(x!, y!, 16, '#eef6ff', { stroke: '#a9c9ea', strokeWidth: 3 })),
    person({
      x: 560,
      y: 440,
      s: 0.6,
      skin: SKIN[1],
      hair: HAIR.black,
      hairStyle: 'bun',
      shirt: '#ffd23f',
      pose: 'point',
      mood: 'happy',
    }),
    label(150, 420, 'snowflakes and hail', 22),
  );

const watchersArt = () =>
  diagram(
    'A weather balloon, a satellite and a home-made rain gauge',
    sky(800, 450, 'day'),
    rect(0, 380, 800, 70, '#7ccf6a'),
    g(
      place(200, 120, 1),
      circle(0, 0, 60, '#ffffff', { stroke: '#c9d0dc', strokeWidth: 3 }),
      line('M0 60V160', '#8a8fa3', 2),
      rect(-14, 160, 28, 24, '#ff9f43', { rx: 4 }),
    ),
    g(
      place(620, 100, 1),
      rect(-20, -20, 40, 40, '#c9c9d2'),
      rect(-110, -10, 80, 20, '#3a5bd9'),
      rect(30, -10, 80, 20, '#3a5bd9'),
    ),
    g(
      place(430, 380, 1),
      rect(-30, -110, 60, 110, '#e6f7ff', { stroke: '#8fb8d8', strokeWidth: 4, opacity: 0.9 }),
      rect(-30, -40, 60, 40, '#4d96ff', { opacity: 0.7 }),
      ...[0, 1, 2, 3].map((i) => line(`M-30 ${-20 - i * 22}h14`, '#2b2240', 3)),
    ),
    umbrella({ x: 720, y: 380, s: 0.6, color: '#e8413c' }),
    label(200, 330, 'weather balloon', 22),
    label(620, 170, 'satellite', 22),
    label(430, 430, 'rain gauge', 22),
  );

const book: FactBook = {
  idNumber: 'PB-0040',
  kind: 'facts',
  format: 'epub',
  title: 'Wild Weather',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Why does the wind blow? How heavy is a cloud? How hot is a lightning bolt? From gentle drizzle to roaring hurricanes, discover how weather works, how scientists predict it and how to stay safe when it gets wild.',
  interests: ['weather', 'science', 'seasons'],
  subjects: ['Weather', 'Storms', 'Water cycle', 'Nonfiction'],
  ageMin: 7,
  ageMax: 11,
  nonfiction: true,
  publishedDaysAgo: 260,
  cover: () =>
    cover({
      title: 'Wild Weather',
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#1f2a4a',
      badge: { text: 'FACTS', color: '#3a5bd9' },
      art:
        sky(600, 900, 'storm') +
        rainbow(300, 900, 260, 22) +
        rain(60, 520, 480, 300, 'wwc', '#dff3ff') +
        bolt(250, 470, 2.2) +
        cloud(300, 420, 2.6, '#e1e6ef') +
        rect(0, 860, 600, 40, '#4a5a4a'),
    }),
  sections: [
    {
      heading: 'What Is Weather?',
      paragraphs: [
        'Weather is what the air outside is doing right now: whether it is hot or cold, wet or dry, calm or windy, sunny or cloudy. It all happens in the atmosphere, the blanket of air that wraps around our planet.',
        'The Sun is the engine that drives the weather. It warms some places more than others: the land more than the sea in the daytime, the tropics more than the poles. Warm air rises and cooler air rushes in to take its place. That moving air is wind.',
        'Weather is different from climate. Weather is what happens on one day. Climate is the usual pattern of weather in a place over many years. "It\u2019s raining today" is weather. "It is usually warm and dry here in summer" is climate.',
      ],
      facts: [
        'Almost all of our weather happens in the lowest layer of the atmosphere, which is only about 8 to 15 kilometers (5 to 9 miles) thick.',
        'The highest wind gust ever measured by an instrument, not counting tornadoes, was more than 400 kilometers per hour (about 250 miles per hour), during a cyclone in Australia in 1996.',
        'A wind is named after the direction it comes from. A north wind blows from the north.',
      ],
      art: atmosphereArt,
    },
    {
      heading: 'The Water Cycle and Clouds',
      paragraphs: [
        'The water on Earth goes round and round in a never-ending journey called the water cycle. The Sun warms water in oceans, lakes and puddles, and some of it turns into an invisible gas called water vapor. This is evaporation.',
        'As the warm, damp air rises, it cools. The water vapor turns back into tiny droplets of water, or ice crystals, so small that they float. Billions of them together make a cloud. This is condensation.',
        'When the droplets bump together and grow too heavy to float, they fall as rain, snow, sleet or hail. This is precipitation. The water collects in rivers, lakes, oceans and underground, and then the whole cycle starts again.',
      ],
      facts: [
        'A fluffy cumulus cloud can hold about as much water as 100 elephants weigh. It floats because the water is spread out in tiny droplets over a huge space.',
        'Fog is simply a cloud that forms down at ground level.',
        'The water you drink today may once have been drunk by a dinosaur, because Earth keeps reusing the same water.',
      ],
      art: waterCycleArt,
    },
    {
      heading: 'Thunder and Lightning',
      paragraphs: [
        'Inside a tall thundercloud, strong winds toss ice crystals and tiny hailstones up and down. As they crash together, they build up electric charges, like rubbing a balloon on your hair but far, far bigger. When the charge gets big enough, it jumps across the sky or down to the ground as a giant spark: lightning.',
        'A lightning bolt heats the air around it to about 30,000 degrees Celsius, several times hotter than the surface of the Sun. The air expands so suddenly that it makes a huge boom: thunder.',
        'Light travels much faster than sound, so you see the flash before you hear the thunder. Count the seconds between them and divide by three to find roughly how many kilometers away the storm is, or divide by five for miles.',
      ],
      facts: [
        'Lightning strikes somewhere on Earth about 40 to 50 times every second.',
        'When thunder roars, go indoors! If you can hear thunder, you are close enough to be struck by lightning.',
        'The saying that lightning never strikes the same place twice is wrong. Tall buildings can be hit many times every year.',
      ],
      art: stormArt,
    },
    {
      heading: 'Tornadoes and Hurricanes',
      paragraphs: [
        'A tornado is a spinning column of air that reaches from a thunderstorm cloud all the way down to the ground. The strongest tornadoes have winds of more than 300 kilometers per hour (about 200 miles per hour) and can rip trees out of the ground. Most tornadoes last only a few minutes.',
        'Hurricanes are enormous spinning storms that form over warm tropical oceans. They can be hundreds of kilometers wide and bring powerful winds, heavy rain and big waves. In different parts of the world they have different names: hurricanes, typhoons or cyclones.',
        'At the very center of a hurricane is the eye, a circle of calm, often clear sky. All around it, the strongest winds whirl in a wall of clouds.',
      ],
      facts: [
        'Hurricanes are given names from lists made years ahead, so people can talk about them clearly.',
        'More tornadoes are recorded in the United States than in any other country.',
        'Weather satellites let forecasters watch hurricanes from space and warn people days before they arrive.',
      ],
      art: tornadoArt,
    },
    {
      heading: 'Snow, Hail and Rainbows',
      paragraphs: [
        'Snowflakes form when water vapor freezes straight into ice crystals high in a cold cloud. Because of the way water molecules fit together, snow crystals usually grow with six sides or six arms. As they fall, they can stick together into bigger, fluffier flakes.',
        'Hail is different. Hailstones form inside thunderclouds, where strong winds carry frozen droplets up and down again and again. Each trip adds another layer of ice, like the layers of an onion, until the hailstone is too heavy and falls.',
        'A rainbow appears when sunlight shines through raindrops. Each drop bends the light and splits it into colors: red, orange, yellow, green, blue and violet. To see a rainbow, stand with the Sun behind you and the rain in front of you.',
      ],
      facts: [
        'Some hailstones have grown bigger than a softball.',
        'From a plane, you can sometimes see a rainbow as a whole circle.',
        'A double rainbow has its colors in the opposite order in the second, fainter bow.',
      ],
      art: snowArt,
    },
    {
      heading: 'Weather Watchers',
      paragraphs: [
        'Scientists who study and forecast the weather are called meteorologists. They collect measurements from thousands of weather stations on land and at sea, from planes and ships, and from satellites high above the Earth.',
        'Twice a day, at hundreds of places around the world, meteorologists launch weather balloons that rise high into the atmosphere carrying small instruments. They radio back the temperature, humidity and wind all the way up. Supercomputers combine all these measurements to work out what the weather will do next.',
        'You can be a weather watcher too. Keep a weather diary, look at the clouds, and make a simple rain gauge: a straight-sided clear jar with a ruler, left outside to catch the rain. Check it at the same time every day.',
      ],
      facts: [
        'Weather balloons grow as they rise, because the air pressure gets lower. Many swell to several times their size before they pop.',
        'Forecasts today for five days ahead are about as accurate as forecasts for one day ahead were around forty years ago.',
        'The coldest temperature ever measured at Earth\u2019s surface was about minus 89 degrees Celsius (minus 128 degrees Fahrenheit), in Antarctica in 1983.',
      ],
      art: watchersArt,
    },
  ],
  glossary: [
    { term: 'atmosphere', definition: 'The layer of air that surrounds the Earth.' },
    { term: 'climate', definition: 'The usual weather in a place over many years.' },
    {
      term: 'condensation',
      definition: 'When water vapor cools and turns back into liquid droplets.',
    },
    {
      term: 'evaporation',
      definition: 'When liquid water warms up and turns into water vapor, a gas.',
    },
    { term: 'meteorologist', definition: 'A scientist who studies and forecasts the weather.' },
    {
      term: 'precipitation',
      definition: 'Water that falls from clouds as rain, snow, sleet or hail.',
    },
    { term: 'water vapor', definition: 'Water in the form of an invisible gas.' },
  ],
};

export const WILD_WEATHER = book;
