/**
 * "Grandpa's Kitchen Time Machine" (ages 8–11): a funny, food-filled journey through history, one
 * dish at a time, with real food history along the way.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  chapterHead,
  circle,
  clock,
  cover,
  ellipse,
  g,
  line,
  path,
  person,
  place,
  rect,
  room,
  soupPot,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const AUTHOR = 'Milo Fairbairn';
const ILLUSTRATOR = 'Theo Marbleton';

const sami = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
  holding?: Part,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    holding,
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'curly',
    shirt: '#4d96ff',
    pants: '#3d4a7a',
  });
const grandpa = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'happy',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    grown: true,
    skin: SKIN[3],
    hair: HAIR.white,
    hairStyle: 'bald',
    shirt: '#ffffff',
    pants: '#3d4a7a',
    glasses: true,
    hat: 'chef-hat',
  });

const loaf = (x: number, y: number, s: number) =>
  g(
    place(x, y, s),
    ellipse(0, -30, 70, 36, '#d9913f'),
    line('M-40 -44l14 20M-10 -50l14 20M20 -48l14 20', '#f3c27a', 5),
  );
const cacaoPod = (x: number, y: number, s: number) =>
  g(
    place(x, y, s, false, -20),
    ellipse(0, 0, 26, 50, '#c0562b'),
    line('M-10 -44Q-16 0 -10 44M10 -44Q16 0 10 44', '#9a3f1d', 3),
  );
const tomato = (x: number, y: number, r: number) =>
  circle(x, y, r, '#e8413c') +
  path(`M${x - r * 0.4} ${y - r * 0.9}l${r * 0.4} ${r * 0.3}l${r * 0.4} ${-r * 0.3}`, 'none', {
    stroke: '#4cb963',
    strokeWidth: r * 0.25,
    strokeLinecap: 'round',
  });
const potato = (x: number, y: number, s: number) =>
  g(
    place(x, y, s),
    ellipse(0, 0, 34, 24, '#c9a26b'),
    circle(-10, -6, 3, '#a07d4a'),
    circle(12, 4, 3, '#a07d4a'),
  );

const kitchen = (seed: string, ...parts: Part[]) =>
  chapterHead(
    seed,
    room(800, 360, { wall: '#fff0d6', floor: '#c98b55', window: 'day', windowX: 560, seed }),
    rect(120, 240, 420, 20, '#b9794f', { rx: 8 }),
    clock({ x: 90, y: 80, s: 0.55, hour: 4, minute: 0 }),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0031',
  kind: 'chapter',
  title: "Grandpa's Kitchen Time Machine",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Sami\u2019s Grandpa Teo says his tiny restaurant kitchen is a time machine. Knead the dough and you\u2019re in ancient Egypt. Whisk the chocolate and you\u2019re drinking with the Aztecs. A funny, flour-covered trip through the real history of the food on your plate.',
  interests: ['food', 'history', 'funny', 'family'],
  subjects: ['Cooking', 'Food history', 'Grandparents', 'Humor'],
  ageMin: 8,
  ageMax: 11,
  nonfiction: false,
  publishedDaysAgo: 95,
  cover: () =>
    cover({
      title: "Grandpa's Kitchen Time Machine",
      author: AUTHOR,
      titleColor: '#ffe066',
      outline: '#b5402a',
      maxLines: 4,
      art:
        room(600, 900, { wall: '#ffd9a8', floor: '#c98b55', seed: 'gktm' }) +
        clock({ x: 470, y: 470, s: 1.1, hour: 10, minute: 10 }) +
        soupPot({ x: 420, y: 860, s: 0.8, color: '#4d96ff' }) +
        grandpa(180, 860, 1.05, 'cheer', 'laugh') +
        sami(330, 870, 0.8, 'cheer', 'happy', true),
    }),
  chapters: [
    {
      title: 'The Bread of the Pharaohs',
      art: () =>
        kitchen(
          'Grandpa and Sami knead dough in a cloud of flour',
          loaf(300, 240, 0.9),
          circle(420, 200, 40, '#ffffff', { opacity: 0.7 }),
          circle(460, 170, 30, '#ffffff', { opacity: 0.6 }),
          grandpa(470, 345, 0.6, 'hold', 'laugh'),
          sami(210, 345, 0.65, 'cheer', 'surprised'),
        ),
      paragraphs: [
        'Grandpa Teo\u2019s restaurant had four tables, one cook and a kitchen about the size of a wardrobe. Grandpa said it was the finest restaurant on Harbour Street. This was true, because it was the only restaurant on Harbour Street.',
        'Sami went there every day after school, because Mum worked late. He did his homework at table three. Then, when the afternoon was quiet, Grandpa would wipe his hands on his apron, peer at Sami over his glasses and say the magic words.',
        '"Sami. Shall we take the time machine out for a spin?"',
        'The time machine was the kitchen.',
        'On Monday, Grandpa tipped a great heap of flour onto the wooden table, made a hole in the middle like a volcano, and poured in warm water and a spoonful of something bubbly from an old jar.',
        '"Where are we going?" asked Sami, although he already knew this would be good.',
        '"Egypt," said Grandpa. "About four thousand years ago. Hold on tight."',
        'He plunged his hands into the dough and began to knead. A cloud of flour rose up around him and settled on his eyebrows, which made him look about two hundred years old.',
        '"The ancient Egyptians were some of the greatest bakers in history," he said, pushing and folding. "They made dozens of kinds of bread: round loaves, flat loaves, loaves shaped like animals, bread sweetened with honey and dates. The workers who built the pyramids were paid partly in bread, you know. And beer."',
        '"Paid in bread?" said Sami. "I\u2019d like to be paid in bread."',
        '"You are," said Grandpa. "What do you think the toast at breakfast is?"',
        'He showed Sami the old jar. Inside was a grey, bubbly goo that smelled sour, a bit like yogurt.',
        '"This is a sourdough starter," he said. "It\u2019s full of tiny living things called wild yeast, too small to see. When they eat the flour, they breathe out gas, and the gas makes bubbles, and the bubbles make the bread rise. The Egyptians may have discovered it by accident: some dough left out too long, full of wild yeast from the air, that puffed up in the sun."',
        '"So the first fluffy bread was a mistake?"',
        '"Some of the best things in cooking are mistakes," said Grandpa, and he sneezed, and the flour cloud exploded all over both of them.',
        'An hour later, the loaf came out of the oven, golden and crackling. They ate it warm at table three, with butter melting into it, and Sami decided that whoever that ancient Egyptian baker was, he owed them a very big thank you.',
      ],
    },
    {
      title: 'The Drink of the Gods',
      art: () =>
        kitchen(
          'Grandpa froths chocolate while Sami watches',
          cacaoPod(300, 210, 0.9),
          cacaoPod(350, 220, 0.7),
          rect(420, 190, 40, 50, '#ffffff', { rx: 8 }),
          ellipse(440, 190, 20, 6, '#6b3f23'),
          grandpa(560, 345, 0.6, 'hold', 'happy', true),
          sami(200, 345, 0.65, 'point', 'surprised'),
        ),
      paragraphs: [
        'On Wednesday, there was a strange brown pod on the kitchen table. It was the size of a small rugby ball, ridged and reddish, like a lumpy vegetable from another planet.',
        '"What is it?" asked Sami, poking it.',
        '"Chocolate," said Grandpa.',
        'Sami looked at the pod. The pod did not look anything like chocolate.',
        'Grandpa cut it open. Inside were rows of pale seeds, wrapped in white, sticky pulp. "Cacao beans," he said. "They grow on cacao trees in hot, rainy forests. Every bar of chocolate in the world starts inside a pod like this. Today, the time machine is taking us to Central America, about five hundred years ago, to the great city of the Aztecs."',
        'He took out a little packet of beans that had already been dried, roasted and ground into a thick brown paste. He stirred it into hot water with a wooden whisk, rolling the handle between his palms until the drink foamed up in a thick, frothy head.',
        '"Long before the Aztecs, the Maya people were making drinks from cacao," he said. "The Aztecs loved it too. They drank it frothy, like this, and often cold, and sometimes spiced with chili peppers. The beans were so valuable that they used them as money. You could buy a tomato with a cacao bean, or a rabbit with a handful of them."',
        '"I would never spend my chocolate on a rabbit," said Sami.',
        '"A very wise financial decision," said Grandpa, and poured him a cup.',
        'Sami took a big sip. Then he made a face like a squashed lemon.',
        '"It\u2019s bitter!" he spluttered. "And it\u2019s spicy!"',
        'Grandpa laughed so hard he had to sit down. "Exactly! That\u2019s what it tasted like. No sugar at all. It was only when cacao was brought to Europe that people started adding lots of sugar and milk, and much later, someone worked out how to make it into solid bars. The chocolate you know is a mixture of two worlds."',
        'Then he took out a pan, added milk and sugar and a little cinnamon, and made Sami a second cup, sweet and creamy and warm.',
        'Sami drank it slowly, looking at the strange pod on the table. It was funny, he thought, how something could travel across oceans and hundreds of years, changing a bit with every person who touched it, and end up in a mug on table three on Harbour Street.',
      ],
    },
    {
      title: 'The Great Vegetable Voyage',
      art: () =>
        kitchen(
          'Tomatoes and potatoes on the table',
          tomato(260, 225, 18),
          tomato(300, 228, 15),
          tomato(280, 205, 14),
          potato(380, 228, 0.8),
          potato(430, 230, 0.7),
          grandpa(570, 345, 0.6, 'point', 'happy', true),
          sami(180, 345, 0.65, 'stand', 'surprised'),
        ),
      paragraphs: [
        'On Friday, Grandpa was making his famous tomato sauce, and Sami was peeling potatoes for chips, and the time machine set off without warning.',
        '"Tell me, Sami," said Grandpa, stirring. "Where do tomatoes come from?"',
        '"Italy," said Sami confidently. "Pizza. Pasta. Spaghetti. Obviously Italy."',
        '"Wrong!" said Grandpa, delighted. "And potatoes? Where are they from?"',
        'Sami thought of fish and chips. "England? Ireland?"',
        '"Wrong again!" Grandpa waved his spoon, and a blob of sauce landed on the ceiling. They both looked at it. It stayed there. "Tomatoes and potatoes both come from the Americas. Potatoes were first grown high in the Andes mountains of South America, thousands of years ago. The people there grew hundreds of different kinds: purple ones, yellow ones, knobbly ones. The Inca even freeze-dried them, leaving them out in the frosty mountain nights and stamping out the water with their feet, so they would keep for years."',
        '"Stamping on potatoes," said Sami. "That sounds like my kind of cooking."',
        '"Tomatoes were grown in Mexico and Central America," Grandpa went on. "Nobody in Europe, Africa or Asia had ever seen a tomato or a potato until about five hundred years ago, when ships began sailing between the Americas and Europe. Then, slowly, they spread all over the world."',
        '"So before that there was no tomato sauce in Italy?"',
        '"Not a drop. And when tomatoes first arrived, some people in Europe wouldn\u2019t eat them at all. They thought they might be poisonous, because the tomato plant is related to some plants that really are. For a long time, people grew them just to look at."',
        'Sami looked down at the potato in his hand. He thought about it travelling from the cold mountains of Peru, across an ocean, to a kitchen on Harbour Street.',
        '"Grandpa," he said slowly, "is any food from just one place?"',
        'Grandpa stopped stirring. He looked at the pot, the spices on the shelf, the rice in the jar, the lemon on the windowsill.',
        '"No," he said. "Hardly any. Almost every dish in the world is a story of people travelling and trading and sharing. That\u2019s what makes cooking so interesting. Every plate is a map."',
        'Then the blob of sauce fell off the ceiling and landed on his hat, and the history lesson was over.',
      ],
    },
    {
      title: 'Sami\u2019s Map Soup',
      art: () =>
        kitchen(
          'Sami serves his soup to customers',
          soupPot({ x: 330, y: 250, s: 0.55, color: '#e8413c' }),
          sami(200, 345, 0.65, 'cheer', 'laugh', false),
          grandpa(600, 345, 0.6, 'cheer', 'happy', true),
        ),
      paragraphs: [
        'The next week, Grandpa got a cold. It was not a serious cold, but it was a very sneezy one, and Mum said he was absolutely not allowed to cook for anybody while he was sneezing like a broken trumpet.',
        '"But it\u2019s Saturday," croaked Grandpa from the armchair in the back room. "Mrs. Kowalski comes on Saturday. And the Nguyen family. And the man with the umbrella who never says his name. They\u2019ll be so disappointed."',
        'Sami looked at Mum. Mum looked at Sami.',
        '"I could cook," said Sami. "Something simple. If you tell me how."',
        'Grandpa blew his nose with a noise like a foghorn. Then he smiled. "What will you make?"',
        'Sami had already been thinking about it for days. "A soup," he said. "A map soup. With something from everywhere the time machine went."',
        'So that afternoon, with Grandpa calling out instructions from his armchair and Mum chopping the scary things with the big knife, Sami made his first ever soup for real customers.',
        'He started with onions and garlic, sizzling in olive oil, the way Grandpa always did. He added potatoes from the Andes, chopped into cubes. He added tomatoes from Mexico, crushed in his hands, which was the most fun part. He added a pinch of cumin, which Grandpa said had been used in Egypt thousands of years ago, and a spoonful of chili, for the Aztecs. He let it bubble until the potatoes were soft and the whole kitchen smelled like a holiday.',
        'And on the side, on a wooden board, he served warm sourdough bread, made from the bubbly starter in the old jar.',
        'He wrote the menu on the little chalkboard by the door himself: TODAY ONLY. SAMI\u2019S MAP SOUP. A TRIP AROUND THE WORLD IN ONE BOWL.',
        'Mrs. Kowalski had two bowls. The Nguyen family asked for the recipe. And the man with the umbrella, who never said anything at all, finished his soup, wiped the bowl clean with the last of his bread, and then, for the first time in three years, spoke.',
        '"Excellent," he said. "Tell the chef."',
        '"I am the chef," said Sami.',
        'The man raised his eyebrows. Then he raised his umbrella to Sami, like a salute, and walked out into the rain.',
        'When the last customer had gone, Sami carried a bowl of map soup to the back room. Grandpa sat up in his armchair, tasted it, and closed his eyes for a long moment.',
        '"Well," he said at last, in his croaky voice. "It seems the time machine has a new driver."',
        'Sami sat on the arm of the chair and leaned against his grandpa\u2019s shoulder, and they listened to the rain on the windows of the finest restaurant on Harbour Street.',
      ],
    },
  ],
};

export const GRANDPAS_KITCHEN = book;
