/**
 * "Journey Through the Solar System" (nonfiction, PDF, ages 7–11).
 */
import type { FactBook } from '../../content.types.ts';
import {
  circle,
  cover,
  diagram,
  ellipse,
  g,
  label,
  line,
  moon,
  path,
  person,
  place,
  planet,
  rocket,
  sky,
  stars,
  sun,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Dr. Hazel Quillby';
const ILLUSTRATOR = 'Pim Crayonne';

const space = (title: string, ...parts: Part[]) =>
  diagram(title, sky(800, 450, 'space'), stars(0, 0, 800, 450, 60, title), ...parts);

const jupiter = (x: number, y: number, r: number) =>
  planet(x, y, r, '#e3b27a') +
  [-0.5, -0.15, 0.2, 0.5]
    .map((k, i) =>
      path(
        `M${x - r * 0.97} ${y + k * r}Q${x} ${y + k * r + r * 0.08} ${x + r * 0.97} ${y + k * r}`,
        'none',
        { stroke: i % 2 ? '#c98b55' : '#f3d9a4', strokeWidth: r * 0.12, strokeLinecap: 'round' },
      ),
    )
    .join('') +
  ellipse(x + r * 0.35, y + r * 0.3, r * 0.2, r * 0.12, '#d2553a');

const sunArt = () =>
  space(
    'The Sun compared with the Earth',
    circle(-80, 225, 330, '#ffb020'),
    circle(-80, 225, 300, '#ffd23f'),
    planet(620, 225, 12, '#3b82f6'),
    line('M600 260L520 320', '#ffffff', 2),
    label(520, 345, 'Earth (tiny!)', 24, '#2b2240'),
    label(180, 60, 'The Sun', 34, '#2b2240', 'start'),
  );

const rockyArt = () =>
  space(
    'The four rocky planets: Mercury, Venus, Earth and Mars',
    sun(-40, 225, 90),
    planet(180, 225, 22, '#a8a4b4'),
    planet(310, 225, 40, '#e8c07a'),
    planet(470, 225, 42, '#3b82f6'),
    ellipse(462, 212, 18, 8, '#4cb963'),
    planet(630, 225, 30, '#e0603a'),
    label(180, 300, 'Mercury', 22, '#2b2240'),
    label(310, 300, 'Venus', 22, '#2b2240'),
    label(470, 300, 'Earth', 22, '#2b2240'),
    label(630, 300, 'Mars', 22, '#2b2240'),
    label(400, 400, 'Not to scale', 18, '#6b6b80'),
  );

const giantsArt = () =>
  space(
    'The four giant planets: Jupiter, Saturn, Uranus and Neptune',
    jupiter(130, 220, 95),
    planet(350, 220, 70, '#e8c57a', true),
    planet(540, 220, 45, '#8fe3e8'),
    planet(690, 220, 43, '#3b5bd9'),
    label(130, 360, 'Jupiter', 22, '#2b2240'),
    label(350, 360, 'Saturn', 22, '#2b2240'),
    label(540, 360, 'Uranus', 22, '#2b2240'),
    label(690, 360, 'Neptune', 22, '#2b2240'),
  );

const smallWorldsArt = () =>
  space(
    'The Moon, an asteroid, a dwarf planet and a comet',
    moon(140, 200, 80, { full: true }),
    g(
      place(360, 220, 1),
      path('M-40 -10Q-30 -40 10 -36Q44 -30 40 4Q34 36 -4 34Q-44 30 -40 -10Z', '#8a7a6a'),
      circle(-10, -6, 6, '#6b5d50'),
      circle(14, 12, 4, '#6b5d50'),
    ),
    planet(520, 220, 34, '#d9c3a5'),
    g(
      place(690, 200, 1),
      path('M0 0L-140 60L-130 76Z', '#bfeaff', { opacity: 0.5 }),
      circle(0, 0, 16, '#e6fbff'),
    ),
    label(140, 330, 'Moon', 22, '#2b2240'),
    label(360, 330, 'Asteroid', 22, '#2b2240'),
    label(520, 330, 'Pluto', 22, '#2b2240'),
    label(660, 330, 'Comet', 22, '#2b2240'),
  );

const exploringArt = () =>
  space(
    'A rocket launches and an astronaut waves',
    planet(650, 520, 260, '#3b82f6'),
    rocket({ x: 260, y: 380, s: 1, rotate: 20, color: '#ffffff', trim: '#e8413c' }),
    person({
      x: 560,
      y: 300,
      s: 0.8,
      skin: SKIN[4],
      hair: HAIR.black,
      hairStyle: 'short',
      shirt: '#ffffff',
      pants: '#ffffff',
      shoes: '#8a8fa3',
      pose: 'wave',
      mood: 'happy',
    }),
    circle(560, 164, 46, '#bfeaff', { opacity: 0.35, stroke: '#ffffff', strokeWidth: 5 }),
  );

const book: FactBook = {
  idNumber: 'PB-0037',
  kind: 'facts',
  format: 'pdf',
  title: 'Journey Through the Solar System',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Blast off on a tour of our Sun, eight planets and a whole crowd of moons, asteroids and comets. Find out which planet is hot enough to melt lead, which one spins on its side and which one would float in a giant bathtub.',
  interests: ['space', 'science'],
  subjects: ['Solar system', 'Planets', 'Astronomy', 'Nonfiction'],
  ageMin: 7,
  ageMax: 11,
  nonfiction: true,
  publishedDaysAgo: 140,
  cover: () =>
    cover({
      title: 'Journey Through the Solar System',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#3b1f8f',
      badge: { text: 'FACTS', color: '#6c4ab6' },
      art:
        sky(600, 900, 'space') +
        stars(0, 0, 600, 900, 80, 'jtssc') +
        sun(600, 900, 200) +
        planet(380, 620, 80, '#e8c57a', true) +
        planet(130, 520, 34, '#e0603a') +
        planet(170, 760, 46, '#3b82f6') +
        rocket({ x: 440, y: 460, s: 0.45, rotate: 35, color: '#ffffff', trim: '#e8413c' }),
    }),
  sections: [
    {
      heading: 'Our Star, the Sun',
      paragraphs: [
        'At the center of our solar system is a star: the Sun. It is a gigantic ball of extremely hot gas, mostly hydrogen and helium. Deep inside, the hydrogen is squeezed so hard that it fuses into helium, giving off enormous amounts of light and heat.',
        'The Sun is so big that about 109 Earths could fit across its middle, side by side. Its surface is about 5,500 degrees Celsius (10,000 degrees Fahrenheit), and its light takes about eight minutes to travel all the way to us.',
        'Everything in the solar system, the planets, their moons, the asteroids and comets, travels around the Sun, held in place by its gravity.',
      ],
      facts: [
        'About 1.3 million Earths could fit inside the Sun.',
        'The Sun is a fairly ordinary, medium-sized star. It only looks so much bigger and brighter than other stars because it is so much closer.',
        'Never look straight at the Sun, even with sunglasses. Its light can badly damage your eyes.',
      ],
      art: sunArt,
    },
    {
      heading: 'The Rocky Planets',
      paragraphs: [
        'The four planets closest to the Sun are small and rocky, with solid ground you could stand on. Mercury is the smallest planet and the closest to the Sun. It races around the Sun in just 88 days, so a year on Mercury is less than three Earth months long.',
        'Venus is the hottest planet, even though it is farther from the Sun than Mercury. Its thick clouds trap heat like a blanket, so the surface is about 465 degrees Celsius (870 degrees Fahrenheit), hot enough to melt lead.',
        'Earth is the only planet we know of with life, and the only one with liquid water on its surface. Water covers about 71 percent of our planet. Next comes Mars, the red planet. Its soil is full of iron that has rusted, which gives it its rusty red color.',
      ],
      facts: [
        'Venus spins backwards compared to most planets, and so slowly that a day on Venus is longer than its year.',
        'Mars has the tallest volcano in the solar system, Olympus Mons. It is about two and a half times as tall as Mount Everest.',
        'Mars has two tiny, potato-shaped moons called Phobos and Deimos.',
      ],
      art: rockyArt,
    },
    {
      heading: 'The Giant Planets',
      paragraphs: [
        'Beyond Mars are four giant planets. Jupiter and Saturn are gas giants, made mostly of hydrogen and helium, with no solid surface to land on. Uranus and Neptune are called ice giants, because they contain lots of water, ammonia and methane.',
        'Jupiter is the biggest planet of all. More than 1,300 Earths could fit inside it. Its Great Red Spot is a giant storm, wider than the whole Earth, that has been swirling for hundreds of years.',
        'Saturn is famous for its rings, which are made of billions of pieces of ice and rock, from tiny grains to chunks as big as houses. Uranus spins tipped over on its side, and Neptune, the farthest planet from the Sun, has the fastest winds in the solar system.',
      ],
      facts: [
        'Saturn is so light for its size that it would float in water, if you could find a bathtub big enough.',
        'Neptune\u2019s winds can blow at more than 2,000 kilometers (about 1,200 miles) per hour.',
        'Neptune was found in 1846 partly by mathematics: scientists noticed Uranus being tugged by something unseen and worked out where to look.',
      ],
      art: giantsArt,
    },
    {
      heading: 'Moons, Asteroids and Comets',
      paragraphs: [
        'Most planets have moons. Our Moon is about 384,000 kilometers (239,000 miles) away. It has no air and no weather, and its surface is covered in craters made by rocks crashing into it long ago.',
        'Between Mars and Jupiter is the asteroid belt, a wide ring of rocky and metal lumps, from pebbles to objects hundreds of kilometers across. Farther out, beyond Neptune, are icy dwarf planets such as Pluto. Pluto was called a planet until 2006, when astronomers decided it belonged in this new group.',
        'Comets are balls of ice and dust. When a comet comes close to the Sun, some of its ice turns to gas, making a glowing cloud and a long tail that always points away from the Sun.',
      ],
      facts: [
        'Footprints left on the Moon by astronauts could last for millions of years, because there is no wind or rain to wipe them away.',
        'Saturn\u2019s biggest moon, Titan, has lakes and rivers, but they are filled with liquid methane, not water.',
        'Scientists think Jupiter\u2019s moon Europa has a salty ocean hidden under its icy crust.',
      ],
      art: smallWorldsArt,
    },
    {
      heading: 'Exploring Space',
      paragraphs: [
        'In 1969, the astronauts of Apollo 11 became the first people to walk on the Moon. Since then, robot explorers have visited every planet in the solar system. Rovers have driven across the dusty red plains of Mars, and one even carried a small helicopter that flew in the thin Martian air.',
        'The Voyager 1 spacecraft, launched in 1977, has traveled so far that it has left the Sun\u2019s bubble of particles and entered interstellar space, the space between the stars. It is the most distant human-made object ever.',
        'Closer to home, astronauts live and work on the International Space Station, which circles Earth about every 90 minutes. People have been living aboard it without a break since the year 2000.',
      ],
      facts: [
        'Astronauts on the space station see about 16 sunrises and 16 sunsets every day.',
        'In space, astronauts grow slightly taller, because their spines stretch out without gravity pressing down on them.',
        'Radio signals from Voyager 1 take many hours to reach Earth, even traveling at the speed of light.',
      ],
      art: exploringArt,
    },
  ],
  glossary: [
    {
      term: 'asteroid',
      definition: 'A rocky or metal object, smaller than a planet, that travels around the Sun.',
    },
    {
      term: 'comet',
      definition: 'A lump of ice and dust that grows a glowing tail when it comes near the Sun.',
    },
    {
      term: 'dwarf planet',
      definition:
        'A round object that orbits the Sun like a planet but has not cleared other objects from its path, such as Pluto.',
    },
    {
      term: 'gravity',
      definition:
        'The invisible pull that draws objects toward each other. It keeps the planets orbiting the Sun.',
    },
    { term: 'moon', definition: 'A natural object that travels around a planet.' },
    { term: 'orbit', definition: 'The curved path one object follows around another in space.' },
    {
      term: 'planet',
      definition:
        'A large, round object that orbits a star and has cleared its path of other objects.',
    },
    { term: 'solar system', definition: 'The Sun and everything that travels around it.' },
    {
      term: 'star',
      definition: 'A huge, glowing ball of hot gas that makes its own light, like our Sun.',
    },
  ],
};

export const SOLAR_SYSTEM = book;
