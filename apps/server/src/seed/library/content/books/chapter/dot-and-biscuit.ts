/**
 * The "Dot and Biscuit Mysteries" (early chapter books, ages 6–9): Dot, seven and a half, solves
 * small mysteries on Maple Street with her notebook and her dog Biscuit's excellent nose.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  animal,
  chapterHead,
  circle,
  ellipse,
  g,
  line,
  notes,
  path,
  place,
  tree,
  cover,
  cupcake,
  fence,
  house,
  landscape,
  magnifier,
  person,
  rect,
  teddy,
  HAIR,
  SKIN,
  type Part,
} from '../../art/index.ts';

export const DOT_SERIES = 'Dot and Biscuit Mysteries';
const AUTHOR = 'Rosalind Puddleby';
const ILLUSTRATOR = 'Lulu Brightwash';

/** Dot: detective cap, yellow raincoat, notebook always ready. */
export function dot(
  x: number,
  y: number,
  s: number,
  pose: 'stand' | 'point' | 'walk' | 'cheer' | 'hold' | 'wave' = 'stand',
  mood: 'smile' | 'happy' | 'surprised' | 'determined' | 'worried' = 'smile',
  flip = false,
): Part {
  return person({
    x,
    y,
    s,
    flip,
    pose,
    mood,
    skin: SKIN[4],
    hair: HAIR.black,
    hairStyle: 'pigtails',
    shirt: '#ffc93c',
    pants: '#3d4a7a',
    hat: 'cap',
    hatColor: '#e8413c',
  });
}

/** Biscuit: a scruffy, cheerful brown dog. */
export function biscuit(
  x: number,
  y: number,
  s: number,
  pose: 'sit' | 'wave' | 'cheer' | 'sleep' = 'sit',
  mood: 'smile' | 'happy' | 'surprised' | 'worried' | 'sad' = 'happy',
  flip = false,
): Part {
  return animal({ species: 'dog', x, y, s, pose, mood, flip, color: '#c98b55', scarf: '#4d96ff' });
}

const street = (seed: string) =>
  landscape({
    w: 800,
    h: 360,
    sky: 'day',
    seed,
    horizon: 200,
    clouds: [{ x: 140, y: 70, s: 0.5 }],
  }) + house(640, 300, 0.8, { wall: '#ffe3b3', roof: '#e4572e', door: '#6c4ab6' });

const cupcakesBook: ChapterBook = {
  idNumber: 'PB-0009',
  kind: 'chapter',
  title: 'Dot and Biscuit and the Missing Cupcakes',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Three lemon cupcakes have vanished from Mrs. Pepper\u2019s windowsill, and everyone thinks Biscuit did it. Can Dot follow the crumbs, clear her dog\u2019s good name and find the real cupcake thief before the Maple Street bake sale?',
  interests: ['mystery', 'funny', 'food', 'animals'],
  subjects: ['Mystery', 'Dogs', 'Neighbors', 'Baking'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: false,
  series: { name: DOT_SERIES, position: 1 },
  publishedDaysAgo: 30,
  cover: () =>
    cover({
      title: 'Dot and Biscuit and the Missing Cupcakes',
      author: AUTHOR,
      kicker: 'A Dot and Biscuit Mystery',
      titleColor: '#ffffff',
      outline: '#d94f7a',
      badge: { text: '1', color: '#d94f7a' },
      maxLines: 4,
      art:
        rect(0, 0, 600, 900, '#ffd1e1') +
        landscape({ w: 600, h: 900, sky: 'day', seed: 'db1c', horizon: 620 }) +
        fence(0, 600, 760, '#ffffff') +
        cupcake({ x: 470, y: 650, s: 1.3, color: '#fff08a' }) +
        magnifier({ x: 470, y: 560, s: 1 }) +
        dot(230, 850, 1.6, 'point', 'determined') +
        biscuit(430, 860, 0.85, 'sit', 'surprised'),
    }),
  chapters: [
    {
      title: 'A Case on Maple Street',
      art: () =>
        chapterHead(
          'Dot and Biscuit on Maple Street',
          street('db1h1'),
          dot(260, 340, 0.95, 'wave', 'happy'),
          biscuit(400, 345, 0.55),
        ),
      paragraphs: [
        'Dot Adeyemi was seven and a half, and she was a detective. She had a red cap, a yellow raincoat with deep pockets, and a notebook with a picture of a magnifying glass on the front. She also had a dog.',
        'The dog was called Biscuit. He was brown and scruffy, with one ear that stood up and one ear that flopped down. Biscuit was not a detective. Biscuit was mostly a nose with a dog attached.',
        'On Saturday morning, Maple Street smelled of lemons. That was because Mrs. Pepper, who lived next door, was baking for the street bake sale. Every year she made the best lemon cupcakes in town, with yellow frosting and a tiny sugar flower on top.',
        '"Twelve cupcakes," Mrs. Pepper told Dot over the fence. "Cooling on the windowsill. Don\u2019t let anybody touch them!"',
        '"I won\u2019t," said Dot.',
        'Biscuit licked his lips.',
        'Dot went inside to help Dad fold tablecloths for the sale. Her little brother Sam was playing on the porch with his teddy bears. He was three, and he was having a very serious conversation with a bear called Mr. Buttons.',
        'Ten minutes later there was a shout from next door.',
        '"My cupcakes!"',
        'Dot ran outside. Mrs. Pepper was standing by her kitchen window with her hands on her cheeks. On the windowsill sat a plate. On the plate sat nine lemon cupcakes. Nine, not twelve.',
        '"Three are missing," said Mrs. Pepper. "Three! Who would do such a thing?"',
        'Then she looked down. Dot looked down too. Biscuit was sitting on the grass, wagging his tail. On the very end of his nose was a bright yellow smudge.',
        '"Biscuit!" said Mrs. Pepper.',
        'Biscuit stopped wagging. His up ear went down. Now both his ears were floppy, and he looked like the saddest dog on Maple Street.',
        'Dot knelt down and put her arm around him. She took out her notebook and her pencil.',
        '"Mrs. Pepper," she said, in her best detective voice, "a yellow nose is a clue. But one clue is not a whole case. Give me until lunchtime, and I will find your cupcakes."',
        'Mrs. Pepper sniffed. "Lunchtime," she said. "The bake sale starts at two o\u2019clock."',
        'Dot wrote at the top of a clean page: THE CASE OF THE MISSING CUPCAKES. Underneath, she wrote: Suspect number one: Biscuit. Then she crossed it out, because Biscuit was looking at her with his big brown eyes, and she simply did not believe it.',
      ],
    },
    {
      title: 'Clues and Crumbs',
      art: () =>
        chapterHead(
          'Dot looks for clues with her magnifying glass',
          street('db1h2'),
          fence(0, 800, 340, '#ffe066'),
          dot(300, 350, 0.95, 'hold', 'determined'),
          magnifier({ x: 330, y: 240, s: 0.5 }),
          biscuit(480, 350, 0.55, 'sit', 'worried'),
        ),
      paragraphs: [
        'A good detective starts where the crime happened. Dot went to Mrs. Pepper\u2019s window and stood on her tiptoes.',
        'The windowsill was dusty with flour. In the flour were marks. Dot looked closely. They were not paw prints. They were tiny fingerprints, smaller than Dot\u2019s own fingers.',
        '"Interesting," said Dot, and wrote it down. Clue one: tiny fingerprints in the flour.',
        'Biscuit sat beside her. Dot looked at his yellow nose again. Then she did something that detectives in books hardly ever do. She sniffed it.',
        'Biscuit\u2019s nose did not smell of lemon. It did not smell of sugar. It smelled sharp and strange, like the inside of Dad\u2019s shed.',
        '"That\u2019s not frosting," said Dot. "That\u2019s paint!"',
        'She looked across the garden. On the other side, old Mr. Hobbs was painting his fence. He was painting it a bright, sunny yellow, and he was humming.',
        '"Mr. Hobbs," Dot called, "has Biscuit been near your fence this morning?"',
        'Mr. Hobbs chuckled. "Near it? He tried to sniff every board! He got a bit of paint on his nose, the silly pup, but I wiped most of it off."',
        'Dot turned around with her hands on her hips. "Mrs. Pepper! Biscuit\u2019s nose is yellow because of paint, not frosting. And the fingerprints on your windowsill are much too small for a dog. Dogs don\u2019t even have fingers."',
        'Mrs. Pepper came out and looked. She looked at the flour. She looked at Biscuit\u2019s nose. She even sniffed it, very carefully.',
        '"Paint," she agreed. "Oh, Biscuit, I\u2019m sorry. But then who took my cupcakes?"',
        'Biscuit\u2019s up ear popped back up. He wagged so hard that his whole back end wagged too.',
        'Dot crouched down by the wall under the window. In the grass was a crumb. A little further on was another one. And another. Yellow crumbs, the color of lemon cake, in a wobbly line across the lawn.',
        'Clue two, Dot wrote: a trail of crumbs.',
        'She showed Biscuit the first crumb. "Biscuit," she said, "this is your moment. Find the cupcakes!"',
        'Biscuit put his nose to the ground, and for once, he was not thinking about eating anything at all.',
      ],
    },
    {
      title: 'The Trail',
      art: () =>
        chapterHead(
          'Biscuit follows a trail of crumbs under the hedge',
          landscape({
            w: 800,
            h: 360,
            sky: 'day',
            seed: 'db1h3',
            horizon: 190,
            trees: [{ x: 700, y: 260, s: 0.6 }],
          }),
          biscuit(260, 350, 0.55, 'sit', 'happy'),
          dot(130, 345, 0.9, 'walk', 'smile'),
          ...[340, 380, 420, 470, 520].map((cx) => rect(cx, 320, 8, 8, '#ffd23f', { rx: 3 })),
        ),
      paragraphs: [
        'Biscuit followed the crumbs across Mrs. Pepper\u2019s lawn. Dot followed Biscuit.',
        'The trail went past the flowerpots. It went around the bird bath. It went through a gap in the hedge that was just big enough for a dog, or a small girl, or somebody even smaller.',
        'Dot squeezed through. Leaves caught in her pigtails. On the other side, she found herself in her very own garden.',
        '"That\u2019s strange," she said.',
        'She checked her notebook. Tiny fingerprints. A trail of crumbs. Now the trail led home. Dot tapped her pencil against her chin, the way detectives do when they are thinking hard.',
        'Biscuit did not need to think. Biscuit knew. He trotted straight across the lawn, past the swing and the sandpit, towards the back porch. Then he lay down flat and pushed his nose under the wooden steps.',
        'From under the porch came a sound.',
        'It was a small sound. It was a humming sound. It went, "Hmm-hmm-hmm, one for you, and one for you, and one for Mr. Buttons."',
        'Dot lay down on her tummy next to Biscuit and peered into the dark space under the steps.',
        'She saw a blanket spread out on the ground. It was the blue blanket from the sofa, the one that was supposed to be folded for the bake sale. On the blanket sat four teddy bears in a circle. In front of each bear sat a tiny plastic plate.',
        'And on three of the plates sat three lemon cupcakes, with yellow frosting and tiny sugar flowers on top.',
        'In the middle of it all, with flour on his fingers and frosting on his chin, sat Sam.',
        '"Hello, Dot," said Sam. "It\u2019s a picnic. You can come, but you have to be a bear."',
        'Dot looked at Sam\u2019s small, floury fingers. She thought about the tiny prints on the windowsill. She thought about the crumbs and the gap in the hedge that was just the right size for a three-year-old.',
        'She closed her notebook with a snap.',
        '"Sam," she said, "I think we need to have a talk with Mrs. Pepper."',
      ],
    },
    {
      title: 'The Secret Picnic',
      art: () =>
        chapterHead(
          'Sam shares cupcakes with his teddy bears',
          landscape({ w: 800, h: 360, sky: 'day', seed: 'db1h4', horizon: 180 }),
          rect(220, 300, 380, 40, '#6c8cff', { rx: 10 }),
          teddy({ x: 270, y: 320, s: 0.7 }),
          teddy({ x: 560, y: 320, s: 0.7, color: '#e8a0a0' }),
          cupcake({ x: 360, y: 320, s: 0.5, color: '#fff08a' }),
          cupcake({ x: 460, y: 320, s: 0.5, color: '#fff08a' }),
          person({
            x: 410,
            y: 340,
            s: 0.7,
            skin: SKIN[4],
            hair: HAIR.black,
            hairStyle: 'curly',
            shirt: '#6bcb77',
            mood: 'happy',
            pose: 'cheer',
          }),
          biscuit(680, 345, 0.5, 'sit', 'happy'),
        ),
      paragraphs: [
        'Sam did not want to go next door. He held Mr. Buttons very tightly. But Dot held his other hand, and Biscuit walked close beside him, and together they went to find Mrs. Pepper.',
        'Mrs. Pepper was counting her nine cupcakes for the fourth time. She looked up.',
        '"Mrs. Pepper," said Dot, "I have solved the case. The clues were tiny fingerprints, a trail of crumbs, and a gap in the hedge. The thief is small. The thief likes lemon. The thief is..." She gave Sam a gentle nudge.',
        '"Me," whispered Sam. His lip wobbled. "I\u2019m sorry. The bears never get to go to the bake sale. I wanted them to have a party too."',
        'For a moment, Mrs. Pepper did not say anything. Then her mouth twitched. Then she laughed, a big warm laugh that made the sugar flowers wobble.',
        '"Well," she said, "a party for bears is a very good reason. But next time, Sam, you ask first. Deal?"',
        '"Deal," said Sam.',
        '"And to make it fair," said Mrs. Pepper, "you can help me bake three more. I\u2019ll need a small helper with small fingers for the sugar flowers."',
        'Sam\u2019s face lit up like a birthday candle.',
        'So that afternoon, the kitchen next door was full of lemony steam. Sam stirred. Dot measured. Mrs. Pepper sang old songs while the oven ticked. Biscuit sat very politely by the door, and because he had been wrongly accused, he was given a dog biscuit shaped like a bone.',
        'At two o\u2019clock, the bake sale opened on Maple Street. Mrs. Pepper\u2019s table had twelve lemon cupcakes, exactly twelve, and a new sign in wobbly letters that said: SUGAR FLOWERS BY SAM.',
        'Beside it was a very small table with a blue blanket, four teddy bears and a jar for coins. A sign on it said: BEAR PICNIC. FREE FOR BEARS.',
        'Mr. Hobbs bought the first cupcake. He had yellow paint on his elbow.',
        'That evening, Dot opened her notebook one last time. Under THE CASE OF THE MISSING CUPCAKES, she wrote two words and underlined them twice.',
        'CASE CLOSED.',
        'Then she drew a little picture of Biscuit, with one ear up and one ear down, and a big yellow star next to his nose.',
      ],
    },
  ],
};

/** A violin, drawn small for chapter heads. */
function violin(x: number, y: number, s: number, rot = 0): Part {
  return g(
    place(x, y, s, false, rot),
    path(
      'M0 -120C-30 -120 -34 -96 -24 -80C-40 -70 -40 -36 -28 -28C-44 -10 -30 20 0 20C30 20 44 -10 28 -28C40 -36 40 -70 24 -80C34 -96 30 -120 0 -120Z',
      '#b5652e',
    ),
    rect(-4, -190, 8, 90, '#3a2a2a'),
    line('M-10 -50q4 10 0 20M10 -50q-4 10 0 20', '#3a2a2a', 3),
    rect(-10, -10, 20, 8, '#3a2a2a'),
  );
}

/** Raccoon tracks: five long toes, like tiny hands. */
function raccoonTrack(x: number, y: number, s: number, rot = 0): Part {
  return g(
    place(x, y, s, false, rot),
    ellipse(0, 0, 10, 12, '#6b4a3a'),
    ...[-14, -7, 0, 7, 14].map((tx, i) =>
      ellipse(tx, -18 - (i === 2 ? 4 : Math.abs(i - 2) === 1 ? 2 : 0), 3, 7, '#6b4a3a'),
    ),
  );
}

/** A raccoon: grey body, black mask, striped tail. */
function raccoon(
  x: number,
  y: number,
  s: number,
  mood: 'smile' | 'surprised' | 'happy' = 'smile',
  flip = false,
): Part {
  return (
    animal({ species: 'cat', x, y, s, mood, flip, color: '#8e8ea0', light: '#e3e3ea' }) +
    g(
      place(x, y, s, flip),
      path('M-52 -176Q0 -150 52 -176L50 -150Q0 -130 -50 -150Z', '#2b2a33', { opacity: 0.85 }),
    )
  );
}

const moonlightBook: ChapterBook = {
  idNumber: 'PB-0025',
  kind: 'chapter',
  title: 'Dot and Biscuit and the Moonlight Music',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Every evening when the moon comes up, a sad, sweet tune floats down Maple Street, and nobody knows where it comes from. Some say it\u2019s a ghost. Dot says it\u2019s a mystery, and with a sticky golden clue and Biscuit\u2019s nose, she sets out to solve it.',
  interests: ['mystery', 'music', 'friendship'],
  subjects: ['Mystery', 'Violins', 'Shyness', 'New neighbors'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: false,
  series: { name: DOT_SERIES, position: 2 },
  publishedDaysAgo: 14,
  cover: () =>
    cover({
      title: 'Dot and Biscuit and the Moonlight Music',
      author: AUTHOR,
      kicker: 'A Dot and Biscuit Mystery',
      titleColor: '#ffe066',
      outline: '#2a2a6e',
      badge: { text: '2', color: '#6c4ab6' },
      maxLines: 4,
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'night',
          seed: 'db2c',
          horizon: 640,
          stars: 40,
          moon: { x: 470, y: 480, r: 60, full: true },
        }) +
        house(470, 800, 0.9, { wall: '#bcd3f5', roof: '#3d4a8a', lit: true }) +
        notes(120, 520, '#ffffff', 3) +
        dot(200, 860, 1.45, 'point', 'surprised') +
        biscuit(380, 870, 0.75, 'sit', 'surprised'),
    }),
  chapters: [
    {
      title: 'Music in the Dark',
      art: () =>
        chapterHead(
          'Music floats over Maple Street at night',
          landscape({
            w: 800,
            h: 360,
            sky: 'night',
            seed: 'db2h1',
            horizon: 200,
            stars: 30,
            moon: { x: 680, y: 70, r: 36 },
          }),
          house(560, 320, 0.7, { wall: '#bcd3f5', roof: '#3d4a8a', lit: true }),
          notes(300, 120, '#ffffff', 4),
          dot(180, 345, 0.85, 'stand', 'surprised'),
          biscuit(300, 345, 0.5, 'sit', 'surprised'),
        ),
      paragraphs: [
        'It started on a Tuesday.',
        'Dot was in bed, reading a detective book under the covers with a flashlight, when she heard it. It was music. It was soft and slow and a little bit sad, and it floated in through her open window like a ribbon.',
        'Biscuit heard it too. He was supposed to sleep in his basket, but he was mostly on Dot\u2019s feet. His up ear twitched. His floppy ear tried to twitch and didn\u2019t quite manage it.',
        'Dot slid out of bed and looked out of the window. Maple Street was dark and quiet. The moon was a big silver coin over the rooftops. Every house was asleep, and yet the music kept playing, somewhere out there in the dark.',
        'Then, as suddenly as it had started, it stopped.',
        'The next morning at breakfast, Dot asked Dad about it.',
        '"Music?" said Dad, buttering his toast. "I didn\u2019t hear any music."',
        'But Mrs. Pepper had heard it. So had Mr. Hobbs. And so had the Bellamy twins from number twelve, who told everyone at the bus stop that it was definitely a ghost.',
        '"A ghost who plays music," said Leo Bellamy, making his eyes very wide. "Every night when the moon comes up. Woooo!"',
        'Dot did not believe in ghosts. She believed in clues.',
        'That evening, she sat by her window with her notebook on her knees and Biscuit beside her. When the moon rose over the chimney pots, the music came again, just like before. Dot listened as carefully as she could.',
        'She noticed three things. She wrote them down.',
        'One: the music started when the moon came up, at about eight o\u2019clock.',
        'Two: it stopped at exactly half past eight, every time, as if someone had closed a door.',
        'Three: it came from the far end of Maple Street, where the road curved and the tall blue house stood by itself.',
        'The tall blue house had been empty for a long time. But last week, a moving van had parked outside, and Dot had seen boxes and a bicycle and a lamp shaped like a star being carried inside. She had not seen who lived there now.',
        'Dot tapped her pencil on her chin.',
        '"Biscuit," she said, "I don\u2019t think it\u2019s a ghost. I think it\u2019s a mystery. And tomorrow, we\u2019re going to solve it."',
        'Biscuit thumped his tail, which meant yes, or possibly that he wanted a snack.',
      ],
    },
    {
      title: 'The Sticky Golden Clue',
      art: () =>
        chapterHead(
          'Biscuit sniffs out a golden clue on the sidewalk',
          landscape({ w: 800, h: 360, sky: 'day', seed: 'db2h2', horizon: 200 }),
          house(620, 320, 0.7, { wall: '#bcd3f5', roof: '#3d4a8a' }),
          biscuit(330, 345, 0.55, 'sit', 'happy'),
          rect(420, 320, 26, 18, '#f2b134', { rx: 4 }),
          dot(190, 345, 0.85, 'point', 'determined'),
        ),
      paragraphs: [
        'On Saturday morning, Dot and Biscuit walked very slowly down Maple Street. Dot walked slowly because detectives notice more that way. Biscuit walked slowly because he had to sniff every single lamppost.',
        'Outside the tall blue house, Biscuit stopped. He sniffed the sidewalk. He sniffed it again. Then he sat down and looked at Dot, the way he did when he had found something important, like a dropped sandwich.',
        'It was not a sandwich. It was a tiny block of something golden and see-through, about the size of a sugar cube, lying in a crack in the sidewalk. Dot picked it up. It was hard and a little bit sticky, and it smelled like pine trees.',
        '"What is it?" Dot wondered out loud. "It looks like a sweet. It looks like amber."',
        'Biscuit tried to lick it. Dot held it up out of reach.',
        'She did not know what it was, and a good detective always asks for help when she doesn\u2019t know. So she took the golden block to the one person on Maple Street who knew about everything: Mrs. Pepper.',
        'Mrs. Pepper was on her porch, shelling peas. She put on her glasses and turned the little block over in her fingers.',
        '"Well, I never," she said. "This is rosin. I haven\u2019t seen a piece of rosin since I was a girl."',
        '"What\u2019s rosin?" asked Dot.',
        '"It comes from the sap of pine trees," said Mrs. Pepper. "People who play the violin rub it on their bows. It makes the bow grip the strings, so they sing. My sister played the violin. Our whole house smelled of pine trees."',
        'Dot\u2019s eyes went wide. She opened her notebook and wrote: Clue four: rosin, found outside the tall blue house. Rosin means VIOLIN.',
        '"Mrs. Pepper," Dot said, "the moonlight music. Was it a violin?"',
        'Mrs. Pepper thought about it. She hummed a few notes of the sad, slow tune. "Yes," she said softly. "Yes, I believe it was. And whoever is playing it plays very well indeed."',
        'Dot thanked her and ran back down the street with Biscuit bouncing beside her. She stood on the sidewalk and looked up at the tall blue house. It had a red front door, a garden full of weeds and, right at the very top, under the roof, one small round window, like an eye.',
        '"Somebody in there plays the violin," said Dot. "But why only at night? And why does nobody ever see them?"',
        'Up in the small round window, a curtain moved. Just a little. Just for a second.',
        'Then it was still again.',
      ],
    },
    {
      title: 'The Attic Window',
      art: () =>
        chapterHead(
          'A shadow with a violin in the round attic window',
          landscape({
            w: 800,
            h: 360,
            sky: 'dusk',
            seed: 'db2h3',
            horizon: 220,
            stars: 12,
            moon: { x: 680, y: 70, r: 30 },
          }),
          house(420, 330, 1, { wall: '#bcd3f5', roof: '#3d4a8a', lit: true }),
          circle(420, 160, 20, '#ffe066'),
          violin(420, 166, 0.12, -20),
          dot(180, 345, 0.8, 'stand', 'surprised'),
          biscuit(280, 345, 0.45, 'sit', 'surprised'),
        ),
      paragraphs: [
        'That evening, Dot asked Dad if they could go for a walk after dinner. "A detective walk," she explained.',
        'Dad had known Dot for seven and a half years, so he didn\u2019t ask any questions. He just found Biscuit\u2019s leash.',
        'They reached the tall blue house just as the moon was rising. The street lamps flickered on. And up in the small round window at the top of the house, a light glowed softly.',
        'Then the music began.',
        'Close up, it was even more beautiful. It was the same slow tune, but now Dot could hear every note, high and clear, like a bird singing in the rain. In the round window, a shadow moved: a small shadow, with a long thin arm going back and forth, back and forth.',
        '"A bow," whispered Dot. "That\u2019s a violin bow."',
        '"That\u2019s not a ghost," whispered Dad. "That\u2019s a kid."',
        'The music went on. Then, halfway through the tune, it stopped. A voice called from inside the house, not spooky at all, just an ordinary grown-up voice: "Wren! Half past eight! Bedtime!"',
        'The light in the round window went out.',
        'Dot stood very still on the sidewalk. She thought about everything she knew. The music only played at night. It always stopped at half past eight. The player hid at the very top of the house, where nobody could see. And on the sidewalk, where a kid might drop it on the way home from school, there had been a little golden block of rosin.',
        'It was like a puzzle with the last piece clicking into place.',
        '"Dad," Dot said slowly, "I think Wren plays at night because she doesn\u2019t want anyone to hear her."',
        '"Why wouldn\u2019t she want anyone to hear?" asked Dad. "She\u2019s wonderful."',
        'Dot remembered her first day at her new school, when she hadn\u2019t said a single word until lunchtime because her voice felt too small and everyone else felt too big.',
        '"Maybe she\u2019s new," said Dot. "Maybe she\u2019s shy. Maybe she doesn\u2019t know that she\u2019s wonderful yet."',
        'Biscuit looked up at the dark round window and gave one soft, polite woof, the kind of woof that means hello.',
        'Dot took out her notebook and wrote, in her neatest letters: Suspect: Wren. Crime: playing the violin beautifully. Next step: make a friend.',
      ],
    },
    {
      title: 'Wren Plays',
      art: () =>
        chapterHead(
          'Wren plays her violin at the street party',
          landscape({ w: 800, h: 360, sky: 'dusk', seed: 'db2h4', horizon: 200, stars: 10 }),
          person({
            x: 400,
            y: 345,
            s: 0.85,
            skin: SKIN[0],
            hair: HAIR.blond,
            hairStyle: 'long',
            shirt: '#b57bff',
            dress: true,
            pose: 'hold',
            mood: 'happy',
            holding: violin(-10, -110, 0.45, -60),
          }),
          notes(480, 130, '#ffffff', 3),
          dot(200, 345, 0.8, 'cheer', 'happy'),
          biscuit(620, 345, 0.5, 'cheer', 'happy'),
        ),
      paragraphs: [
        'The next afternoon, Dot knocked on the red front door of the tall blue house. She had brushed her hair and brushed Biscuit, and she was holding the little golden block of rosin in her hand.',
        'A woman with paint on her sleeves opened the door. Behind her, peeping around the kitchen doorway, was a girl about Dot\u2019s age, with long pale hair and a plaster on her thumb.',
        '"Hello," said Dot. "I\u2019m Dot, and this is Biscuit. I think you dropped this." She held out the rosin.',
        'The girl came forward slowly. She looked at the rosin. Then she looked at Dot. Her cheeks went pink.',
        '"How did you know it was mine?" she asked. Her voice was very quiet.',
        '"I\u2019m a detective," said Dot. "Also, Biscuit found it. Also, I heard you playing. Everyone on Maple Street has heard you playing. The Bellamy twins think you\u2019re a ghost."',
        'The girl\u2019s pink cheeks went red. "Everyone heard?"',
        '"Everyone," said Dot. "And everyone thinks it\u2019s beautiful. Mrs. Pepper says you play very well indeed. She doesn\u2019t say that about anybody."',
        'The girl stared at her. Then, for the first time, she smiled, a small surprised smile that got bigger and bigger. "I\u2019m Wren," she said. "I only play at night because at my old school some kids laughed at me. I thought if nobody could see me, nobody could laugh."',
        '"Nobody\u2019s laughing," said Dot. "They\u2019re all wondering who you are."',
        'On Saturday there was a street party on Maple Street. There were tables with cakes, bunting between the lampposts and Mr. Hobbs\u2019s yellow fence, freshly painted. When the sky began to turn purple, Dot stood on a chair and clapped her hands.',
        '"Everybody," she announced, "I have solved the mystery of the moonlight music. And here is the answer."',
        'Wren stepped forward with her violin. Her hands shook a little. Dot gave her a thumbs-up. Biscuit sat right by her feet, like a guard.',
        'Then Wren lifted her bow and began to play.',
        'The slow, sweet tune floated up into the evening, and all of Maple Street went quiet to listen. Mrs. Pepper closed her eyes. Mr. Hobbs took off his hat. Even the Bellamy twins stopped poking each other. When the last note faded, there was a moment of silence, and then everyone clapped and cheered so loudly that Biscuit howled along.',
        'Wren was smiling so much that she had to wipe her eyes.',
        'That night, the music came again when the moon rose. But this time the window at the top of the tall blue house was wide open, and on the sidewalk below, a small crowd had gathered on folding chairs to listen.',
        'Dot opened her notebook and wrote: THE CASE OF THE MOONLIGHT MUSIC. CASE CLOSED. New friend: Wren.',
        'Then she drew a little violin, with a crescent moon above it.',
      ],
    },
  ],
};

const footprintsBook: ChapterBook = {
  idNumber: 'PB-0026',
  kind: 'chapter',
  title: 'Dot and Biscuit and the Muddy Footprints',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Somebody is raiding Mr. Hobbs\u2019s vegetable patch at night, leaving muddy footprints and half-eaten carrots, and everyone is looking at Biscuit. Dot counts toes, sets a flour trap and stays up late to meet the masked bandits of Maple Street.',
  interests: ['mystery', 'nature', 'animals'],
  subjects: ['Mystery', 'Raccoons', 'Animal tracks', 'Gardens'],
  ageMin: 6,
  ageMax: 9,
  nonfiction: false,
  series: { name: DOT_SERIES, position: 3 },
  publishedDaysAgo: 5,
  cover: () =>
    cover({
      title: 'Dot and Biscuit and the Muddy Footprints',
      author: AUTHOR,
      kicker: 'A Dot and Biscuit Mystery',
      titleColor: '#ffffff',
      outline: '#5a3b22',
      badge: { text: '3', color: '#8a5a3b' },
      maxLines: 4,
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'dusk',
          seed: 'db3c',
          horizon: 620,
          stars: 20,
          moon: { x: 480, y: 470, r: 44 },
        }) +
        raccoonTrack(90, 860, 1.4, 20) +
        raccoonTrack(150, 800, 1.4, 20) +
        raccoonTrack(120, 730, 1.4, 20) +
        raccoon(450, 840, 0.75, 'surprised', true) +
        dot(250, 860, 1.4, 'point', 'determined') +
        magnifier({ x: 330, y: 560, s: 0.9 }),
    }),
  chapters: [
    {
      title: 'The Case of the Vanishing Carrots',
      art: () =>
        chapterHead(
          'Mr. Hobbs in his raided vegetable patch',
          landscape({ w: 800, h: 360, sky: 'morning', seed: 'db3h1', horizon: 200 }),
          fence(0, 800, 300, '#ffe066'),
          ...[250, 330, 410, 490].map((x) =>
            path(`M${x} 320l-10 -30M${x} 320l10 -30M${x} 320v-34`, 'none', {
              stroke: '#4cb963',
              strokeWidth: 6,
              strokeLinecap: 'round',
            }),
          ),
          person({
            x: 620,
            y: 345,
            s: 0.7,
            grown: true,
            skin: SKIN[1],
            hair: HAIR.white,
            hairStyle: 'bald',
            shirt: '#6bcb77',
            pants: '#8a5a3b',
            mood: 'worried',
            pose: 'point',
          }),
          dot(130, 345, 0.8, 'stand', 'surprised'),
        ),
      paragraphs: [
        'Mr. Hobbs grew the best carrots on Maple Street. He also grew beans, lettuces, fat red tomatoes and one enormous pumpkin that he talked to every morning. He said it helped.',
        'So when Dot heard him shouting over the fence on Monday morning, she knew it had to be serious.',
        '"My carrots!" cried Mr. Hobbs. "Somebody\u2019s been at my carrots!"',
        'Dot was over the fence in three seconds. Biscuit took longer, because he had to squeeze through the gap at the bottom.',
        'Mr. Hobbs\u2019s vegetable patch looked as if a small storm had blown through it. Carrot tops lay scattered across the path. A lettuce had been knocked flat. Two tomatoes had bites out of them. And all along the damp earth, and right across the floor of the garden shed, were footprints. Dozens of small, muddy footprints.',
        'Mr. Hobbs looked at the footprints. Then he looked at Biscuit.',
        'Biscuit, who had just walked through the muddiest part of the path, looked down at his own muddy paws. Then he looked at Dot with an expression that said: oh no, not again.',
        '"Mr. Hobbs," said Dot firmly, "Biscuit was asleep on my feet all night. I would know. He snores."',
        '"Well, somebody with muddy feet was in my garden," said Mr. Hobbs. "And these look like paw prints to me."',
        'Dot knelt down on the path and took out her notebook. She looked at the prints for a long time. She looked at Biscuit\u2019s fresh prints right next to them. Then she looked again.',
        '"Mr. Hobbs," she said slowly, "can you count to five?"',
        '"Of course I can count to five," said Mr. Hobbs, a little offended.',
        '"Then count these toes," said Dot.',
        'Mr. Hobbs bent down, creaking. He counted the toes on one of Biscuit\u2019s prints. Then he counted the toes on one of the mystery prints. Then he counted again, because he didn\u2019t believe it the first time.',
        '"Four," he said, pointing at Biscuit\u2019s print. "And... five."',
        '"Exactly," said Dot. She wrote it in big letters: CLUE ONE: THE THIEF HAS FIVE TOES. BISCUIT ONLY HAS FOUR.',
        'Biscuit wagged so hard that he sat down in the mud.',
      ],
    },
    {
      title: 'Four Toes or Five?',
      art: () =>
        chapterHead(
          'Dot compares animal tracks in a library book',
          rect(0, 0, 800, 360, '#fff3d6'),
          openBookArt(),
          raccoonTrack(470, 200, 1.6),
          ellipse(320, 190, 14, 16, '#6b4a3a'),
          ...[-16, -6, 6, 16].map((dx) => ellipse(320 + dx, 162, 5, 7, '#6b4a3a')),
          dot(120, 345, 0.8, 'point', 'happy'),
          biscuit(690, 345, 0.5, 'sit', 'happy'),
        ),
      paragraphs: [
        'That afternoon, Dot went to the library with a very particular question.',
        '"I need a book about footprints," she told the librarian, Mr. Amadi. "Animal footprints. It\u2019s for a case."',
        'Mr. Amadi took this very seriously. He came back with a book called Tracks and Trails, with a picture of a muddy riverbank on the front.',
        'Dot sat on a beanbag with Biscuit\u2019s head on her knee and turned the pages. There were tracks of every kind. Birds left little arrows, with three thin toes in front. Deer left two pointed shapes, like a split heart. Cats left four round toes and no claw marks, because cats keep their claws tucked in.',
        '"Dogs," Dot read out loud, "leave four toes, usually with claw marks, because a dog cannot pull its claws in." She looked at Biscuit. "That\u2019s you."',
        'Biscuit thumped his tail.',
        'Then she turned the page and gasped so loudly that Mr. Amadi looked up from his desk.',
        'There it was. A footprint with five long, thin toes spread out like fingers. It looked exactly like a tiny human hand. It looked exactly like the prints in Mr. Hobbs\u2019s garden.',
        'Underneath it said: RACCOON. Raccoons have five long toes on each foot. Their front paws are very good at grabbing, opening and holding things, almost like hands. Raccoons are mostly active at night. They will eat almost anything: fruit, vegetables, insects, eggs, and whatever they can find in gardens and trash cans.',
        '"Almost anything," said Dot. "Including carrots."',
        'She wrote in her notebook: SUSPECT: A RACCOON? Then she looked at the question mark for a long moment. A good detective doesn\u2019t decide who did it until she has proof. A picture in a book was a good clue. But it wasn\u2019t proof.',
        'She needed to be sure. And to be sure, she needed a trap.',
        'Not a trap to catch the thief, of course. Dot would never do that. Wild animals should stay wild, and you shouldn\u2019t grab them or feed them or try to make them into pets. Mr. Amadi\u2019s book said that too, in a box with a red border.',
        'What she needed was a trap to catch the thief\u2019s footprints.',
        'Dot closed the book and stood up. "Mr. Amadi," she said, "do you know where I can get a lot of flour?"',
      ],
    },
    {
      title: 'The Flour Trap',
      art: () =>
        chapterHead(
          'A path sprinkled with white flour at night',
          landscape({
            w: 800,
            h: 360,
            sky: 'night',
            seed: 'db3h3',
            horizon: 200,
            stars: 20,
            moon: { x: 680, y: 70, r: 30 },
          }),
          rect(150, 290, 500, 40, '#f4f1ea', { rx: 16 }),
          ...[0, 1, 2, 3, 4, 5].map((i) => raccoonTrack(200 + i * 80, 316 - (i % 2) * 8, 0.5, 90)),
          house(700, 320, 0.5, { lit: true }),
        ),
      paragraphs: [
        'The flour came from Mrs. Pepper, of course. Mrs. Pepper had more flour than anyone in the world.',
        'Just before bedtime, Dot and Mr. Hobbs sprinkled a thin white layer of it all along the path between the vegetable beds, from the gate to the shed. It looked like a tiny snowy road.',
        '"If anybody walks through here tonight," explained Dot, "we\u2019ll see exactly what kind of feet they have. Flour shows everything."',
        '"Clever," said Mr. Hobbs, and he told his pumpkin all about it.',
        'Dot barely slept. Every time the wind rustled the leaves, she sat up in bed. Biscuit barely slept either, because every time Dot sat up, she knocked him off her feet.',
        'At seven o\u2019clock in the morning, Dot ran next door in her pajamas and her raincoat, with Biscuit at her heels.',
        'The flour path was covered in footprints.',
        'There were big ones and small ones. There were so many that they crossed over each other like a busy street. But every single one had five long toes, spread out like little hands.',
        '"Look," whispered Dot. "Big prints. And tiny prints. Lots of tiny prints."',
        'She followed them with her finger. They came in under the gate. They wandered around the carrot bed. They went in and out of the shed. Then they headed off across the lawn and disappeared under the hedge at the back of the garden, towards the old hollow oak tree in the park.',
        'Mr. Hobbs came out in his dressing gown, holding a mug of tea. He looked at the footprints and whistled.',
        '"That\u2019s not one thief," he said. "That\u2019s a whole gang."',
        '"Not a gang," said Dot, who had been thinking hard. "A family. Big prints for a mother. Small prints for babies. I think a mother raccoon has been feeding her kits in your garden."',
        'Mr. Hobbs scratched his head. "Well," he said, "I suppose I can\u2019t be too cross with a mother feeding her babies. But I can\u2019t have them eating every carrot I grow, either."',
        '"Then we need to see them," said Dot. "To be sure. Tonight."',
        'She looked at Dad, who had just come over the fence to find out why his daughter was outside in her pajamas.',
        '"Please?" said Dot.',
        'Dad looked at the flour. He looked at the footprints. He looked at Dot\u2019s hopeful face.',
        '"I\u2019ll make the hot chocolate," he said.',
      ],
    },
    {
      title: 'Masks in the Moonlight',
      art: () =>
        chapterHead(
          'A mother raccoon and her kits in the moonlight',
          landscape({
            w: 800,
            h: 360,
            sky: 'night',
            seed: 'db3h4',
            horizon: 200,
            stars: 30,
            moon: { x: 100, y: 70, r: 34 },
          }),
          tree(640, 340, 0.9, 'round', 'db3h4'),
          raccoon(460, 345, 0.55, 'happy'),
          raccoon(560, 345, 0.3, 'surprised'),
          raccoon(360, 345, 0.3, 'happy', true),
          raccoon(620, 345, 0.28, 'smile', true),
          dot(160, 345, 0.7, 'stand', 'surprised'),
          biscuit(250, 345, 0.42, 'sit', 'surprised'),
        ),
      paragraphs: [
        'That night, Dot, Dad, Mr. Hobbs and Biscuit sat very still on the bench by Mr. Hobbs\u2019s shed. They had blankets over their knees and hot chocolate in their hands, and Biscuit had been told that there would be no barking, not even a little bit.',
        'The moon came up. An owl hooted somewhere far away. Dot\u2019s hot chocolate went cold.',
        'And then the hedge rustled.',
        'Out from underneath it waddled a round grey animal with a bushy striped tail and a black mask across its eyes, like a bandit in a picture book. It stopped on the lawn, sniffed the air, and then made a soft chirring sound.',
        'Out tumbled one baby raccoon. Then another. Then two more, bumping into each other, their little masked faces turning this way and that.',
        'Dot held her breath. Beside her, Biscuit trembled all over, but he did not bark. Dot had never been so proud of him.',
        'The mother raccoon led her kits straight to the carrot bed. With her clever front paws she pulled up a carrot, sniffed it, and gave it to the smallest kit, who held it in both paws and nibbled it like a corn cob.',
        '"Well, I\u2019ll be," breathed Mr. Hobbs.',
        'They watched for a long time. The raccoons explored everything. One kit fell into a flowerpot. One found a beetle and looked very pleased. Then, as quietly as they had come, they waddled back under the hedge, towards the hollow oak in the park.',
        '"Case closed," whispered Dot. "The Maple Street vegetable bandits."',
        'The next week, Mr. Hobbs built a new fence around his vegetable patch. It was tall and sturdy, with no gaps at the bottom, and Dot helped him paint it yellow to match the other one. Mr. Amadi from the library came to look at it and said it was exactly what the wildlife book recommended: keep garden food out of reach, and let wild animals find wild food.',
        '"They\u2019ll be fine," he said. "There\u2019s plenty for a raccoon to eat in the park: berries, bugs, acorns. They just liked your carrots best, Mr. Hobbs. You should take that as a compliment."',
        'Mr. Hobbs said he did.',
        'Dot opened her notebook one last time. Under THE CASE OF THE MUDDY FOOTPRINTS she wrote: Thieves: one mother raccoon and four kits. Evidence: five toes, a flour trap and our own eyes. Punishment: none. They were just hungry.',
        'Then she wrote CASE CLOSED and drew a little raccoon with a mask, holding a carrot.',
        'Underneath, because it was only fair, she drew a picture of Biscuit too, sitting very still on a bench in the moonlight, being the best and quietest dog in the whole world.',
      ],
    },
  ],
};

function openBookArt(): Part {
  return g(
    place(400, 330, 1.4),
    path('M-160 -10Q-80 -30 0 0Q80 -30 160 -10V-180Q80 -200 0 -170Q-80 -200 -160 -180Z', '#6c4ab6'),
    path('M-150 -20Q-80 -40 0 -10V-170Q-80 -200 -150 -176Z', '#ffffff'),
    path('M150 -20Q80 -40 0 -10V-170Q80 -200 150 -176Z', '#f7f4ff'),
  );
}

export const DOT_BOOKS: ChapterBook[] = [cupcakesBook, moonlightBook, footprintsBook];
