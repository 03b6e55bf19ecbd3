/**
 * "Dinosaur Discoveries" (nonfiction, EPUB, ages 7–11).
 */
import type { FactBook } from '../../content.types.ts';
import {
  bird,
  circle,
  cover,
  diagram,
  dino,
  egg,
  ellipse,
  footprint,
  g,
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
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

const AUTHOR = 'Dr. Hazel Quillby';
const ILLUSTRATOR = 'Theo Marbleton';

function bone(x: number, y: number, len: number, rot: number, color = '#f3e6c8'): Part {
  return g(
    place(x, y, 1, false, rot),
    rect(-len / 2, -6, len, 12, color),
    circle(-len / 2, -7, 8, color),
    circle(-len / 2, 7, 8, color),
    circle(len / 2, -7, 8, color),
    circle(len / 2, 7, 8, color),
  );
}

const timelineArt = () =>
  diagram(
    'A timeline of the Triassic, Jurassic and Cretaceous periods',
    rect(0, 0, 800, 450, '#fff8ec'),
    label(400, 56, 'The Age of Dinosaurs (the Mesozoic Era)', 30),
    rect(40, 230, 240, 60, '#ffb347', { rx: 14 }),
    rect(280, 230, 240, 60, '#6bcb77'),
    rect(520, 230, 240, 60, '#4d96ff', { rx: 14 }),
    rect(270, 230, 20, 60, '#6bcb77'),
    rect(510, 230, 20, 60, '#4d96ff'),
    label(160, 270, 'Triassic', 28, '#2b2240'),
    label(400, 270, 'Jurassic', 28, '#2b2240'),
    label(640, 270, 'Cretaceous', 28, '#2b2240'),
    label(40, 330, '252', 22, '#2b2240', 'start'),
    label(280, 330, '201', 22),
    label(520, 330, '145', 22),
    label(760, 330, '66', 22, '#2b2240', 'end'),
    label(400, 380, 'millions of years ago', 22, '#6b6b80'),
    dino({ x: 160, y: 215, s: 0.38, kind: 'rex', color: '#ff9f5a', mood: 'smile' }),
    dino({ x: 420, y: 215, s: 0.3, kind: 'stego', mood: 'smile' }),
    dino({ x: 610, y: 215, s: 0.4, kind: 'rex', pose: 'roar', color: '#5cc46a' }),
    dino({ x: 720, y: 215, s: 0.28, kind: 'trike', mood: 'smile' }),
  );

const sizeArt = () =>
  diagram(
    'How big were dinosaurs? A child, a T. rex and a long-necked sauropod compared',
    rect(0, 0, 800, 450, '#eaf7ff'),
    rect(0, 400, 800, 50, '#b8e08a'),
    ...[100, 200, 300].map((y) => line(`M30 ${y}H770`, '#c9e4f5', 2, { strokeDasharray: '8 8' })),
    dino({ x: 520, y: 400, s: 1.05, kind: 'longneck', color: '#7bb8ff', spots: true }),
    dino({ x: 170, y: 400, s: 0.85, kind: 'rex', color: '#ff9f5a', accent: '#ffd166' }),
    person({
      x: 320,
      y: 400,
      s: 0.3,
      skin: SKIN[3],
      hairStyle: 'curly',
      hair: HAIR.black,
      shirt: '#ff5d8f',
      pose: 'wave',
    }),
    label(320, 318, 'you', 22),
    label(170, 150, 'T. rex: about 40 feet long', 22),
    label(560, 60, 'Sauropod: up to 100 feet long', 22),
  );

const foodArt = () =>
  diagram(
    'A plant-eating Triceratops and a meat-eating Tyrannosaurus',
    landscape({
      w: 800,
      h: 450,
      sky: 'day',
      seed: 'ddfood',
      horizon: 250,
      trees: [{ x: 700, y: 330, s: 0.7, kind: 'palm' }],
    }),
    dino({
      x: 220,
      y: 420,
      s: 0.9,
      kind: 'rex',
      pose: 'roar',
      color: '#b5543c',
      accent: '#ffb347',
    }),
    dino({
      x: 560,
      y: 420,
      s: 0.95,
      kind: 'trike',
      color: '#6bcb77',
      accent: '#ffd166',
      flip: true,
    }),
    label(200, 80, 'carnivore (meat-eater)', 26, '#b5543c'),
    label(590, 80, 'herbivore (plant-eater)', 26, '#2f8f5b'),
  );

const fossilArt = () =>
  diagram(
    'Rock layers with a fossil skeleton buried deep inside',
    rect(0, 0, 800, 110, '#bfeaff'),
    rect(0, 100, 800, 40, '#7ccf6a'),
    rect(0, 140, 800, 80, '#d9a066'),
    rect(0, 220, 800, 80, '#c98b55'),
    rect(0, 300, 800, 80, '#b07a4f'),
    rect(0, 380, 800, 70, '#94643f'),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      circle(60 + i * 100, 180 + (i % 3) * 80, 6, '#8a5a3b', { opacity: 0.6 }),
    ),
    g(
      place(400, 335, 1),
      ellipse(-80, 0, 12, 10, '#f3e6c8'),
      ...[-60, -38, -16, 6, 28, 50].map((bx, i) =>
        circle(bx, -4 + Math.abs(i - 2) * 2, 10, '#f3e6c8'),
      ),
      bone(-40, 26, 60, 70),
      bone(20, 28, 60, 100),
      path('M70 -20Q120 -60 160 -30Q150 0 110 0Q80 0 70 -20Z', '#f3e6c8'),
      circle(128, -28, 8, '#94643f'),
      ...[76, 96, 116, 136].map((tx) => path(`M${tx} -4l6 12l6 -12Z`, '#ffffff')),
      line('M-90 0Q-150 10 -200 40', '#f3e6c8', 12),
    ),
    person({
      x: 140,
      y: 110,
      s: 0.38,
      skin: SKIN[5],
      hairStyle: 'ponytail',
      hair: HAIR.black,
      shirt: '#ffd23f',
      pose: 'point',
      hat: 'cap',
      hatColor: '#4d96ff',
    }),
    label(600, 60, 'Older layers lie deeper', 24),
    label(610, 420, 'fossil', 26),
  );

const nestArt = () =>
  diagram(
    'A dinosaur nest with eggs and a baby hatching',
    landscape({ w: 800, h: 450, sky: 'morning', seed: 'ddnest', horizon: 240 }),
    ellipse(400, 380, 260, 60, '#a8743f'),
    ...Array.from({ length: 10 }, (_, i) => line(`M${170 + i * 48} 360q20 30 46 0`, '#6b3f23', 6)),
    egg(300, 380, 0.9),
    egg(390, 370, 0.95, '#fff3d6', true),
    egg(500, 385, 0.9),
    dino({ x: 405, y: 330, s: 0.35, kind: 'rex', pose: 'wave', color: '#8fd16f', mood: 'happy' }),
    dino({
      x: 680,
      y: 400,
      s: 0.8,
      kind: 'rex',
      color: '#3f9a8a',
      accent: '#ffd166',
      flip: true,
      mood: 'happy',
    }),
  );

const endArt = () =>
  diagram(
    'An asteroid streaks across the sky; a little bird, a living dinosaur, watches',
    sky(800, 450, 'dusk'),
    stars(0, 0, 800, 200, 20, 'ddend'),
    path('M520 60L760 -20L780 10Z', '#ffb347', { opacity: 0.6 }),
    circle(520, 70, 26, '#8a7a6a'),
    circle(512, 64, 6, '#6b5d50'),
    volcano(180, 420, 0.6, true),
    rect(0, 400, 800, 50, '#4a3f6b'),
    line('M560 420H760', '#8a5a3b', 10),
    bird({ x: 660, y: 414, s: 0.9, color: '#4d96ff', mood: 'happy' }),
    footprint(420, 430, 0.6, '#3a3058'),
    footprint(470, 416, 0.6, '#3a3058'),
  );

const book: FactBook = {
  idNumber: 'PB-0008',
  kind: 'facts',
  format: 'epub',
  title: 'Dinosaur Discoveries',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'When did dinosaurs live? How big did they get? How do we know anything about them at all? Dig into real fossil science, meet giants and tiny feathered hunters, and find out why there are still dinosaurs in your garden.',
  interests: ['dinosaurs', 'science', 'history'],
  subjects: ['Dinosaurs', 'Fossils', 'Paleontology', 'Nonfiction'],
  ageMin: 7,
  ageMax: 11,
  nonfiction: true,
  publishedDaysAgo: 12,
  cover: () =>
    cover({
      title: 'Dinosaur Discoveries',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#b5543c',
      badge: { text: 'FACTS', color: '#b5543c' },
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'sunset',
          seed: 'ddc',
          horizon: 620,
          hills: ['#e0b06a', '#d09a55', '#c48a48'],
        }) +
        volcano(470, 640, 0.55, true) +
        footprint(90, 860, 0.9, '#a8743f', -10) +
        footprint(160, 790, 0.9, '#a8743f', -10) +
        dino({
          x: 300,
          y: 840,
          s: 1.45,
          kind: 'rex',
          pose: 'roar',
          color: '#5cc46a',
          accent: '#ffb347',
          spots: true,
        }),
    }),
  sections: [
    {
      heading: 'What Was a Dinosaur?',
      paragraphs: [
        'Dinosaurs were reptiles that ruled the land for a very, very long time. The first ones appeared around 230 million years ago, and the last of the giant ones vanished 66 million years ago. That means dinosaurs were around for more than 160 million years. Modern humans have only been around for about 300,000 years!',
        'Scientists divide the age of dinosaurs into three periods: the Triassic, the Jurassic and the Cretaceous. Together they make up the Mesozoic Era. Different dinosaurs lived in each period, so they did not all live at the same time.',
        'Dinosaurs lived on land. The flying reptiles called pterosaurs and the great swimming reptiles such as plesiosaurs lived at the same time and were their cousins, but they were not dinosaurs.',
      ],
      facts: [
        'The word "dinosaur" means "terrible lizard." The British scientist Richard Owen made up the name in 1842.',
        'Tyrannosaurus rex lived closer in time to you than to Stegosaurus! About 80 million years separate those two dinosaurs.',
        'New kinds of dinosaurs are still being discovered. Scientists name dozens of new species every year.',
      ],
      art: timelineArt,
    },
    {
      heading: 'Giants and Little Ones',
      paragraphs: [
        'The biggest dinosaurs were the long-necked plant-eaters called sauropods. Argentinosaurus may have stretched about 100 feet (30 meters), longer than two school buses parked end to end, and weighed about as much as ten elephants.',
        'A long neck let a sauropod reach leaves high in the trees, or sweep its head across a wide patch of plants without taking a step. Brachiosaurus held its head up high like a giraffe, about as tall as a four-story building.',
        'Not every dinosaur was huge. Compsognathus was about the size of a turkey, and some little feathered dinosaurs, like Microraptor, were about the size of a crow.',
      ],
      facts: [
        'Many dinosaurs had hollow, air-filled bones, a bit like bird bones. This made even the giants lighter than they looked.',
        'Sauropods had simple peg- or spoon-shaped teeth. They stripped off leaves and swallowed them without much chewing.',
        'Scientists estimate a dinosaur\u2019s weight by measuring its bones, especially the thick leg bones that had to hold it up.',
      ],
      art: sizeArt,
    },
    {
      heading: 'Meat-Eaters and Plant-Eaters',
      paragraphs: [
        'Most dinosaurs ate plants. Plant-eaters are called herbivores. Many had beaks for snipping leaves and rows of teeth for grinding them up. Triceratops had a beak like a parrot and hundreds of teeth packed tightly together.',
        'Meat-eating dinosaurs are called carnivores. Most of them walked on two legs and had sharp, curved teeth with jagged edges, like steak knives. Tyrannosaurus rex was one of the biggest, about 40 feet (12 meters) long.',
        'Plant-eaters had clever ways to stay safe. Triceratops had three horns and a big bony frill, Stegosaurus had sharp spikes on its tail, and Ankylosaurus was covered in armor and swung a heavy club at the end of its tail.',
      ],
      facts: [
        'The biggest T. rex teeth, roots and all, were about 12 inches (30 centimeters) long. That is longer than a banana!',
        'T. rex had tiny arms, but they were surprisingly strong.',
        'The spikes on a Stegosaurus tail are nicknamed a "thagomizer." The name started as a joke in a newspaper cartoon, and scientists liked it so much they kept it.',
      ],
      art: foodArt,
    },
    {
      heading: 'How Do We Know? Fossils!',
      paragraphs: [
        'Nobody has ever seen a giant dinosaur alive. Everything we know about them comes from fossils. A fossil is the remains or traces of a living thing from long ago, saved in rock.',
        'Most fossils form when an animal is buried quickly by mud or sand. Over millions of years the layers are pressed into rock, and minerals slowly seep into the bones and turn them to stone.',
        'Scientists who study fossils are called paleontologists (pay-lee-on-TOL-o-jists). They dig slowly with brushes and small tools, record where every bone lies, and wrap big bones in plaster jackets, like a cast on a broken arm, before moving them.',
        'Some fossils are clues an animal left behind, called trace fossils: footprints, eggs, nests, tooth marks and even fossilized poop, which is called coprolite.',
      ],
      facts: [
        'Dinosaur fossils have been found on every continent on Earth, even icy Antarctica.',
        'Mary Anning grew up by the sea in Lyme Regis, England. In the early 1800s she found amazing fossils of ancient sea reptiles and helped scientists understand life long ago.',
        'A line of footprints, called a trackway, can show how fast a dinosaur walked and whether it traveled in a group.',
      ],
      art: fossilArt,
    },
    {
      heading: 'Eggs and Babies',
      paragraphs: [
        'All dinosaurs hatched from eggs. Many laid their eggs in nests scooped out of the ground, and some covered them with sand or plants to keep them warm.',
        'In Montana, scientists found a huge nesting ground of a duck-billed dinosaur, with babies near their nests. They named it Maiasaura, which means "good mother lizard," because the parents seem to have cared for their young.',
        'Some small feathered dinosaurs have been found as fossils sitting on top of their nests with their arms spread over the eggs, just as birds sit on their eggs today.',
      ],
      facts: [
        'Even the biggest dinosaurs started small. A baby sauropod hatched from an egg about the size of a grapefruit.',
        'Oviraptor means "egg thief." Scientists first thought it was stealing eggs, but later learned it was probably looking after its own.',
        'A young T. rex grew fast. During its teenage growth spurt it could gain about 4 pounds (2 kilograms) a day.',
      ],
      art: nestArt,
    },
    {
      heading: 'What Happened to the Dinosaurs?',
      paragraphs: [
        'About 66 million years ago, a huge rock from space, an asteroid about 6 miles (10 kilometers) wide, crashed into Earth near what is now Mexico. It left a giant crater called Chicxulub (CHEEK-shoo-loob).',
        'The crash threw dust and soot high into the sky. Sunlight was blocked, plants struggled to grow, and the climate changed quickly. Enormous volcanic eruptions in India may have made life even harder.',
        'About three out of every four kinds of plants and animals died out, including all of the giant dinosaurs.',
        'But not every dinosaur disappeared! Birds are living dinosaurs. They come from small, feathered, meat-eating dinosaurs that survived. The next time you see a pigeon or a chicken, say hello to a real dinosaur.',
      ],
      facts: [
        'Velociraptor had feathers and was only about the size of a turkey, much smaller than in many movies.',
        'We know some dinosaurs had feathers because feathers were preserved in very fine rock, especially in fossils found in China.',
        'Apart from other birds, the closest living relatives of birds are crocodiles and alligators.',
      ],
      art: endArt,
    },
  ],
  glossary: [
    {
      term: 'asteroid',
      definition: 'A rocky object that travels around the Sun, much smaller than a planet.',
    },
    { term: 'carnivore', definition: 'An animal that eats meat.' },
    { term: 'extinct', definition: 'No longer alive anywhere on Earth.' },
    {
      term: 'fossil',
      definition: 'The remains or traces of a living thing from long ago, preserved in rock.',
    },
    { term: 'herbivore', definition: 'An animal that eats plants.' },
    {
      term: 'Mesozoic Era',
      definition: 'The time from about 252 to 66 million years ago, when dinosaurs lived.',
    },
    {
      term: 'paleontologist',
      definition: 'A scientist who studies fossils to learn about life long ago.',
    },
    {
      term: 'sauropod',
      definition: 'A huge, long-necked, plant-eating dinosaur that walked on four legs.',
    },
    {
      term: 'theropod',
      definition:
        'A mostly meat-eating dinosaur that walked on two legs, like T. rex. Birds come from theropods.',
    },
    {
      term: 'trace fossil',
      definition: 'A sign an animal left behind, such as a footprint, nest or tooth mark.',
    },
  ],
};

export const DINOSAUR_DISCOVERIES = book;
