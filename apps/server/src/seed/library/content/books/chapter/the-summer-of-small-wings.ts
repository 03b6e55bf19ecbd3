/**
 * "The Summer of Small Wings" (ages 12–14): a quiet, honest novel about a girl, a changing family
 * and the monarch butterflies on her aunt's prairie. Real monarch science throughout.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  bug,
  chapterHead,
  circle,
  cover,
  ellipse,
  flower,
  g,
  house,
  landscape,
  line,
  path,
  person,
  place,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const AUTHOR = 'Juniper Vale';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const leah = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
): Part =>
  person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[2],
    hair: HAIR.brown,
    hairStyle: 'long',
    shirt: '#6c8cff',
    pants: '#3d4a7a',
  });
const ruth = (
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
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
    skin: SKIN[2],
    hair: HAIR.grey,
    hairStyle: 'ponytail',
    shirt: '#6bcb77',
    pants: '#8a5a3b',
    hat: 'cap',
    hatColor: '#ff9f43',
  });

const monarch = (x: number, y: number, s: number, rot = 0) =>
  bug({ kind: 'butterfly', x, y, s, rotate: rot, color: '#ff8c1f' });

/** A milkweed plant: tall stem, broad leaves, a pink flower cluster. */
function milkweed(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M0 0V-160', '#6b9a4a', 6),
    ...[-40, -80, -120].map((ly, i) =>
      path(
        `M0 ${ly}Q${i % 2 ? 40 : -40} ${ly - 20} ${i % 2 ? 60 : -60} ${ly + 4}Q${i % 2 ? 30 : -30} ${ly + 10} 0 ${ly}Z`,
        '#7fb85a',
      ),
    ),
    ...Array.from({ length: 7 }, (_, i) =>
      circle(Math.cos(i) * 14, -170 + Math.sin(i) * 10, 6, '#e59ac0'),
    ),
  );
}

function chrysalis(x: number, y: number, s: number, clear = false): Part {
  return g(
    place(x, y, s),
    line('M0 -50V-40', '#2b2240', 3),
    path(
      'M0 -40C18 -40 20 -10 16 6C12 20 -12 20 -16 6C-20 -10 -18 -40 0 -40Z',
      clear ? '#3a2a2a' : '#7fd4a0',
    ),
    clear
      ? path('M-12 -20L12 -20L8 6L-8 6Z', '#ff8c1f', { opacity: 0.8 })
      : ellipse(0, -22, 16, 3, '#ffd23f', { opacity: 0.9 }),
    ...(clear ? [] : [circle(-8, 4, 2, '#ffd23f'), circle(8, 4, 2, '#ffd23f')]),
  );
}

const prairie = (
  seed: string,
  sky: 'day' | 'sunset' | 'morning' | 'dusk' | 'noon',
  ...parts: Part[]
) =>
  chapterHead(
    seed,
    landscape({
      w: 800,
      h: 360,
      sky,
      seed,
      horizon: 180,
      hills: ['#d9c98a', '#c9b86a', '#b8a85a'],
      flowers: 6,
    }),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0035',
  kind: 'chapter',
  title: 'The Summer of Small Wings',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The summer her parents split up, thirteen-year-old Leah is sent to stay with her aunt on a Kansas prairie with no Wi-Fi and too much sky. She expects to be miserable. She doesn\u2019t expect the milkweed, the tiny striped caterpillars, or the way watching something change completely might teach her how to change too.',
  interests: ['nature', 'bugs', 'feelings', 'family'],
  subjects: ['Monarch butterflies', 'Divorce', 'Prairies', 'Growing up'],
  ageMin: 12,
  ageMax: 14,
  nonfiction: false,
  publishedDaysAgo: 70,
  cover: () =>
    cover({
      title: 'The Summer of Small Wings',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#b5402a',
      art:
        landscape({
          w: 600,
          h: 900,
          sky: 'sunset',
          seed: 'sswc',
          horizon: 650,
          hills: ['#d9b97a', '#c9a86a', '#b8985a'],
        }) +
        monarch(420, 470, 1.6, 15) +
        monarch(160, 560, 0.9, -20) +
        monarch(500, 640, 0.7, 30) +
        milkweed(470, 900, 1.6) +
        leah(230, 880, 1.25, 'reach', 'smile'),
    }),
  chapters: [
    {
      title: 'Too Much Sky',
      art: () =>
        prairie(
          'A farmhouse alone on the wide prairie',
          'noon',
          house(560, 300, 0.55, { wall: '#ffffff', roof: '#8a3a3a' }),
          leah(250, 345, 0.55, 'stand', 'sad'),
          ruth(340, 345, 0.5, 'wave', 'smile'),
        ),
      paragraphs: [
        'The first thing Leah noticed about Kansas was that there was too much sky.',
        'It started at her feet and went on forever, a huge, pale blue bowl turned upside down over a world that was flat and gold and green in every direction. There were no buildings to hold it up. No trees, except a ragged line of cottonwoods along a creek. Just grass, and wind moving through the grass in long silver waves, and a single white farmhouse with a red roof, sitting in the middle of it all like something that had been dropped.',
        '"Welcome to the edge of the world," said Aunt Ruth, hauling Leah\u2019s suitcase out of the truck. "Don\u2019t worry. You won\u2019t fall off. I\u2019ve checked."',
        'Leah did not laugh.',
        'She had not laughed much for three months, not since the evening at the kitchen table when her parents had told her, in careful, practiced voices, that they loved her very much and they were not going to live together anymore. Since then there had been lawyers and boxes and two different bedrooms being set up in two different apartments. There had been arguments that stopped when she walked into the room. And now, for the summer, while the grown-ups "sorted things out," there was this: her mother\u2019s older sister, whom Leah had met exactly four times, and a farmhouse on a prairie where, Aunt Ruth cheerfully announced, the phone only got a signal if you stood on the hill behind the barn and held it over your head.',
        'Aunt Ruth was sixty-two. She had taught high-school biology for thirty years and retired to the farm her grandparents had left her. She wore men\u2019s work boots and an orange baseball cap, and she talked to Leah the way she probably talked to everyone, straightforwardly, as though Leah were a person and not a problem to be handled gently. Leah was not sure whether she liked that or not.',
        'Her room was at the top of the house, under the slope of the roof. It had a quilt, a bookshelf full of field guides and one window that looked out over the grass. The wind never stopped. It hummed in the screen and ticked against the glass all night long, and Leah lay awake listening to it and feeling so far from everything that she might as well have been on the Moon.',
        'In the morning, she came downstairs to find Aunt Ruth at the kitchen table with coffee, binoculars and a clipboard.',
        '"I could use a hand today," said Ruth. "If you\u2019re not busy."',
        'Leah looked out of the window at the endless, empty, waving grass. "I\u2019m not busy," she said. "There\u2019s literally nothing to be busy with."',
        '"Oh, there\u2019s plenty," said Ruth. "You just can\u2019t see it yet." She handed Leah a magnifying glass. "Put your boots on. We\u2019re going to look for eggs."',
      ],
    },
    {
      title: 'Milkweed',
      art: () =>
        prairie(
          'Leah looks at a caterpillar on a milkweed leaf',
          'morning',
          milkweed(420, 345, 1.2),
          bug({ kind: 'caterpillar', x: 470, y: 260, s: 0.4, color: '#f5f5f5', mood: 'smile' }),
          leah(250, 345, 0.55, 'point', 'surprised'),
          ruth(620, 345, 0.5, 'stand', 'happy', true),
        ),
      paragraphs: [
        'The eggs were on the milkweed, and the milkweed was everywhere, once Leah knew how to see it.',
        'It grew in clumps along the edge of the prairie: tall, sturdy stems with broad grey-green leaves and round, drooping clusters of small pink flowers that smelled sweet, like honey and vanilla. When Ruth snapped a leaf, white sap welled up from the stem like milk.',
        '"That\u2019s where it gets its name," said Ruth. "The sap is full of chemicals that make most animals sick. Which is exactly why the monarchs love it."',
        '"Monarchs?"',
        '"Monarch butterflies. Orange and black, you\u2019ve seen them." Ruth crouched down and turned over a leaf. "The females lay their eggs on milkweed and only milkweed, usually just one tiny egg on each plant. The caterpillars eat nothing else. They store the plant\u2019s poison in their bodies, and it stays with them even when they become butterflies. Birds learn fast that monarchs taste terrible. The bright orange is a warning sign."',
        'She held out the leaf. On the underside, tucked near the edge, was a speck. Leah leaned in with the magnifying glass, and the speck became an egg: a tiny cream-colored thing no bigger than a pinhead, shaped like a little barrel, with delicate ridges running down its sides like the seams of a lantern.',
        '"That\u2019s a whole life," said Ruth quietly. "Right there."',
        'Leah stared at it. She did not say anything. But the next morning, she was up before Ruth, pulling on her boots.',
        'Over the next week, they found dozens of eggs. Ruth showed her how to record each one on the clipboard: the date, the plant, the position. Ruth had been restoring the prairie for nine years, she explained, ripping out the plowed fields her grandparents had farmed and planting native grasses and wildflowers and milkweed in their place. Monarch numbers had dropped badly over the years, partly because so much milkweed had disappeared from farms and roadsides. Every patch she planted was a small refueling station on a very long road.',
        'On the fourth day, the first eggs hatched.',
        'The caterpillars were so small at first that Leah could barely see them, just grey flecks the size of an eyelash. The very first thing each one did was eat its own eggshell. Then it started on the leaf. And it did not stop.',
        'By the end of the second week, they were as long as her little finger, plump and striped in bands of yellow, black and white, with two pairs of black tentacles that waved as they moved. They chewed the edges of the milkweed leaves in neat curves, their tiny jaws working steadily. If you sat very still on a windless morning, you could actually hear them, a faint, busy crunching.',
        '"They\u2019ll grow to about two thousand times the weight they hatched at," said Ruth. "In two weeks."',
        '"That\u2019s insane," said Leah. It was the first time she had sounded interested in anything since she arrived. Ruth noticed, but she was kind enough not to say so.',
        'That evening, Leah climbed the hill behind the barn and held her phone over her head. It found one bar of signal. There was a message from her dad. How\u2019s it going out there, kiddo? Miss you. And one from her mom. Call when you can, sweetheart.',
        'Leah stood on the hill with the wind in her hair and the huge sky turning pink over the prairie, and found that she didn\u2019t know what to say to either of them. So she took a photo of a caterpillar and sent it to both.',
      ],
    },
    {
      title: 'The Jade Lantern',
      art: () =>
        prairie(
          'A green chrysalis with golden dots hangs from a leaf',
          'day',
          line('M300 120H560', '#6b9a4a', 8),
          path('M420 120q40 10 60 -6', '#7fb85a', { stroke: '#7fb85a', strokeWidth: 14 }),
          chrysalis(400, 200, 1.8),
          leah(200, 345, 0.5, 'stand', 'smile'),
          ruth(640, 345, 0.5, 'point', 'smile', true),
        ),
      paragraphs: [
        'The biggest caterpillar, the one Leah had privately named Gus, stopped eating on a Tuesday.',
        'He wandered off the milkweed and climbed the porch rail, and then the underside of the porch roof, and then he found a spot he liked and began to spin a tiny pad of silk. He hooked his back end into it and let himself fall, so that he hung upside down in the shape of the letter J.',
        '"He\u2019s getting ready," said Ruth. "Watch."',
        'Leah watched for most of the afternoon. Nothing happened, and nothing happened, and then, all at once, everything did. Gus\u2019s striped skin split open behind his head, and he wriggled, twisting and pulsing, pushing the old skin up and off like someone taking off a tight sweater. Underneath was something smooth and green and glistening. In a few minutes the striped skin dropped to the porch floor, and where the caterpillar had been hung a chrysalis.',
        'It was the most beautiful thing Leah had ever seen. It was the color of jade, a soft, cool green, and around the top was a thin line of tiny dots that looked exactly like real gold.',
        '"Nobody knows for sure what the gold dots are for," said Ruth. "Some people think they help with camouflage, making it look like a leaf with sunlight on it. Some think they don\u2019t do anything at all. Nature doesn\u2019t always explain itself."',
        'Leah sat down on the porch step. The sun was going down. Out in the grass, the first fireflies were blinking.',
        '"What happens inside?" she asked.',
        'Ruth lowered herself onto the step beside her, knees creaking. "That\u2019s the strangest part. Most of the caterpillar breaks down. Its body dissolves into something like soup."',
        '"Soup?"',
        '"Pretty much. But not everything melts. The caterpillar has been carrying tiny clusters of cells since before it hatched, little bundles that were waiting for this moment. Those cells use the soup to build something completely new. Wings. Legs. Antennae. Eyes. Everything." Ruth looked at the jade lantern hanging above them. "It isn\u2019t the caterpillar growing wings. It\u2019s the caterpillar coming apart and becoming something else. Using everything it was to make something it\u2019s never been."',
        'Leah was quiet for a long time.',
        '"Does it hurt?" she asked at last, and her voice came out smaller than she meant it to.',
        'Ruth didn\u2019t answer right away. She looked at Leah, really looked, the way she looked at a leaf when she was searching for eggs.',
        '"I don\u2019t think caterpillars feel things the way we do," she said carefully. "But I think, if they did, it would be hard. Coming apart is hard. Not knowing what you\u2019re going to be is hard." She paused. "I know your mom and dad are going through a lot. And I know you\u2019re the one stuck in the middle of it. That isn\u2019t fair, and I\u2019m sorry."',
        'Leah didn\u2019t mean to cry. She hadn\u2019t cried once, not at the kitchen table, not in the car, not in her two different bedrooms. But sitting on the porch under the jade lantern, with her aunt\u2019s shoulder warm against hers, she found that she couldn\u2019t stop.',
        'Ruth didn\u2019t tell her it would be all right. She just sat there, and let her cry, until the fireflies were thick in the grass and the first stars came out.',
      ],
    },
    {
      title: 'Eclosion',
      art: () =>
        prairie(
          'A new monarch butterfly dries its wings on an empty chrysalis',
          'morning',
          line('M300 120H560', '#6b9a4a', 8),
          chrysalis(400, 200, 1.8, true),
          monarch(470, 230, 0.7, 0),
          leah(220, 345, 0.5, 'stand', 'surprised'),
          ruth(620, 345, 0.5, 'stand', 'happy', true),
        ),
      paragraphs: [
        'For ten days, nothing seemed to happen.',
        'Leah checked on Gus every morning and every evening. By then there were eleven more chrysalises hanging around the farmhouse: under the porch rail, on the side of the water trough, one on the handle of an old wheelbarrow. She learned their positions like the names of friends. She helped Ruth plant a new patch of milkweed along the creek and learned to tell little bluestem from big bluestem and switchgrass from Indian grass. She learned to drive the truck, slowly, in a straight line across a field, which Ruth said was a basic life skill and which Leah decided not to mention to either of her parents.',
        'She called her dad from the top of the hill. She told him about the caterpillars. He listened, and asked good questions, and sounded more like himself than he had in months. She called her mom, and her mom told her that she\u2019d found an apartment with a little balcony, big enough for some pots.',
        '"Maybe we could grow something," her mom said. "If you wanted."',
        '"Milkweed," said Leah, before she could think. "We should grow milkweed."',
        'On the ninth day, Gus\u2019s chrysalis changed. The jade green faded. The case went dark, almost black, and then slowly clear, like a window being wiped, and through it, folded tight, Leah could see the orange and black pattern of a wing.',
        '"Tomorrow," said Ruth. "Maybe tonight. Don\u2019t blink."',
        'Leah set an alarm for five. She was on the porch at half past four, wrapped in the quilt, when the chrysalis cracked.',
        'It happened very fast. The case split along the bottom, and a butterfly tumbled out, clinging to the empty shell with thin black legs. But it did not look like a butterfly yet. Its body was fat and swollen, and its wings were tiny, crumpled, soft and wet, like a flower that hadn\u2019t opened.',
        'Leah held her breath.',
        'The butterfly hung there, and slowly, slowly, it pumped fluid from its swollen body into its wings. They began to unfold. Inch by inch, they stretched and flattened and spread, and the crumpled orange became bright, and the black veins traced across them like the leading in a stained-glass window, and the white spots along the edges appeared one by one, like stars coming out.',
        'It took almost an hour. By then, Ruth had come out with two mugs of cocoa and was sitting quietly on the step.',
        '"It has to wait now," Ruth murmured. "Two or three hours, until the wings harden. If it tries to fly too soon, it can\u2019t."',
        '"Is it a boy or a girl?"',
        'Ruth leaned closer. "See the two small black spots on the lower wings? On the veins? Only the males have those. That\u2019s a boy."',
        '"Gus," said Leah, satisfied.',
        'At a little after eight, Gus began to open and close his wings, slowly, testing them in the sun. Then, without any warning at all, he let go of the chrysalis, dropped, caught the air, and flew: up past the porch roof, over the yard, out across the waving gold of the prairie, bobbing and gliding, getting smaller and smaller until Leah couldn\u2019t tell him apart from the light.',
        'She stood on the porch with the quilt around her shoulders and found that she was smiling so hard it almost hurt.',
        'Behind her, the empty chrysalis hung from its silk, clear and thin as paper, turning gently in the wind.',
      ],
    },
    {
      title: 'Three Thousand Miles',
      art: () =>
        prairie(
          'Many monarchs fly south over the prairie at sunset',
          'sunset',
          ...[
            [160, 120, 0.45],
            [260, 80, 0.35],
            [360, 140, 0.4],
            [470, 90, 0.3],
            [560, 150, 0.42],
            [660, 100, 0.35],
          ].map(([x, y, s]) => monarch(x!, y!, s!, 20)),
          flower(680, 345, 1, '#b57bff'),
          leah(300, 345, 0.5, 'wave', 'happy'),
          ruth(420, 345, 0.5, 'wave', 'happy'),
        ),
      paragraphs: [
        'Summer ended the way summers do, slowly and then all at once.',
        'In August, the butterflies that had hatched on the farm laid their own eggs on the new milkweed, and the tiny caterpillars began their crunching all over again. Ruth explained that most monarchs born in summer live only a few weeks, just long enough to mate and lay eggs for the next generation. But the ones that hatch at the very end of summer are different. When the days start getting shorter and the nights cooler, those butterflies don\u2019t settle down to lay eggs. Instead, they fly south.',
        '"All the way to the mountains of central Mexico," Ruth said. "Up to three thousand miles. To forests of fir trees they have never seen, where their great-great-grandparents spent the last winter. They\u2019ll spend the winter there, millions of them, clustered together on the branches. Then in spring they start back north, and their children and grandchildren finish the trip."',
        '"How do they know the way?" asked Leah. "If they\u2019ve never been?"',
        '"Scientists are still working that out," said Ruth. "We know they use the Sun as a compass, and they have a clock inside them to adjust for the time of day. There may be more to it than that. It\u2019s one of the great mysteries."',
        'In the second week of September, the migrating monarchs began to arrive on the farm from farther north, stopping to feed on the late-blooming asters and goldenrod. Some evenings there were dozens of them, hanging in the cottonwoods by the creek to rest for the night like strings of orange leaves.',
        'Ruth belonged to a tagging program run by a university. Volunteers all over North America caught migrating monarchs in soft nets and stuck a tiny round sticker, smaller than a fingernail, on the underside of one hind wing. Each sticker had its own code. If anyone found a tagged butterfly later, in Texas, or in the forests of Mexico, they could report the code, and scientists would learn a little more about the route.',
        'Leah learned to swing the net slowly and smoothly, and to hold a butterfly gently by the wings, folded closed between two fingers, the way you would hold a piece of tissue paper. She learned to press the tag on in exactly the right spot, so it wouldn\u2019t affect the flight. By the end of the week she had tagged forty-three monarchs. She wrote every code in her own notebook as well as on Ruth\u2019s clipboard.',
        'Her parents came to pick her up on a Sunday. Both of them. They drove separately, in two different cars, and they were polite to each other in the yard, and it was strange, and it hurt, but not as much as Leah had been afraid it would. Her dad hugged her for a long time. Her mom cried a little and said she looked taller.',
        'Before they left, Leah walked out into the prairie one last time with the net. The wind was blowing from the north, and the grass was turning from gold to bronze, and the sky, the too-big sky, felt exactly the right size.',
        'She caught one last monarch. It was a female, bright and strong, with perfect wings. Leah held her gently and pressed on the final tag from her roll, and read the code aloud so she would never forget it. Then she opened her fingers.',
        'The butterfly sat for a moment on her palm, warming her wings in the sun. Then she lifted, circled once, and set off south, a small bright flake of orange against all that blue, heading for a forest she had never seen, three thousand miles away.',
        '"She\u2019ll make it," said Ruth, who had come to stand beside her.',
        '"How do you know?"',
        'Ruth smiled and squeezed her shoulder. "I don\u2019t," she said. "But small wings can carry a lot farther than you\u2019d think."',
        'Leah watched until she couldn\u2019t see the butterfly anymore. Then she turned around and walked back through the grass towards the farmhouse, where her mother and father were waiting, not together, but both of them there, both of them waiting for her.',
      ],
    },
  ],
};

export const SUMMER_OF_SMALL_WINGS = book;
