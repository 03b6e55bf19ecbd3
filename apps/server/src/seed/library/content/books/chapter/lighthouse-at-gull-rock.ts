/**
 * "The Lighthouse at Gull Rock" (ages 9–12): a summer mystery on a small island, with lights on
 * the cliffs at night and a colony of seabirds to protect. UK and Ireland edition only (territory
 * demo), written in British English.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  bird,
  chapterHead,
  circle,
  cover,
  ellipse,
  g,
  house,
  lighthouse,
  moon,
  path,
  person,
  place,
  rect,
  sky,
  stars,
  water,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
  type SkyKind,
} from '../../art/index.ts';

const AUTHOR = 'Rowan Ashcombe';
const ILLUSTRATOR = 'Sasha Doodlebrook';

const tamsin = (
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
    skin: SKIN[0],
    hair: HAIR.auburn,
    hairStyle: 'braids',
    shirt: '#ffd23f',
    pants: '#2f4a7a',
  });
const jory = (
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
    skin: SKIN[0],
    hair: HAIR.auburn,
    hairStyle: 'spiky',
    shirt: '#e8413c',
    pants: '#2f4a7a',
  });
const nia = (
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
    skin: SKIN[6],
    hair: HAIR.black,
    hairStyle: 'afro',
    shirt: '#2bb3a3',
    pants: '#3d4a7a',
    glasses: true,
  });

/** A Manx shearwater in flight: dark above, white below, long stiff wings. */
function shearwater(x: number, y: number, s: number, flip = false): Part {
  return g(
    place(x, y, s, flip),
    path('M-80 0Q-40 -12 0 -4Q40 -12 80 0Q40 -2 0 6Q-40 -2 -80 0Z', '#2b2a3a'),
    ellipse(0, 2, 22, 8, '#ffffff'),
    path('M20 -2l10 2l-10 2Z', '#2b2a3a'),
  );
}

const coast = (seed: string, skyKind: SkyKind, lit: boolean, ...parts: Part[]) =>
  chapterHead(
    seed,
    sky(800, 360, skyKind),
    skyKind === 'night' || skyKind === 'dusk'
      ? stars(0, 0, 800, 180, 30, seed) + moon(90, 60, 26)
      : '',
    water(800, 360, 240, skyKind === 'night' ? '#1f3a6b' : '#2e8fc9', seed),
    path('M420 360L470 200Q560 170 640 190L720 210L800 250V360Z', '#6b7a5a'),
    path(
      'M470 200Q560 170 640 190L720 210L800 250V240Q720 200 640 178Q560 162 470 190Z',
      '#8fae5a',
    ),
    lighthouse({ x: 600, y: 190, s: 0.45, lit }),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0032',
  kind: 'chapter',
  title: 'The Lighthouse at Gull Rock',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Tamsin and her little brother Jory are spending the summer at Gran\u2019s cottage on Gull Rock, a tiny island with an empty lighthouse. Jory is sure the lights on the cliffs at midnight mean smugglers. The truth is stranger, noisier and much more important, and it needs their help.',
  interests: ['mystery', 'ocean', 'adventure', 'nature'],
  subjects: ['Islands', 'Seabirds', 'Conservation', 'Mystery'],
  ageMin: 9,
  ageMax: 12,
  nonfiction: false,
  publishedDaysAgo: 50,
  salesTerritories: ['GB', 'IE'],
  cover: () =>
    cover({
      title: 'The Lighthouse at Gull Rock',
      author: AUTHOR,
      titleColor: '#fff4c2',
      outline: '#13254a',
      art:
        sky(600, 900, 'night') +
        stars(0, 0, 600, 600, 40, 'lgrc') +
        moon(110, 420, 40, { full: true }) +
        water(600, 900, 700, '#1f3a6b', 'lgrc') +
        path('M180 900L250 640Q380 600 480 620L600 660V900Z', '#4a5a44') +
        lighthouse({ x: 400, y: 640, s: 0.95, lit: true }) +
        shearwater(160, 560, 0.8) +
        shearwater(260, 500, 0.6, true) +
        tamsin(120, 880, 1, 'point', 'surprised'),
    }),
  chapters: [
    {
      title: 'The Island at the End of the Ferry',
      art: () =>
        coast(
          'The ferry arrives at Gull Rock',
          'day',
          false,
          house(720, 240, 0.3, { wall: '#ffffff', roof: '#3d4a7a' }),
          bird({ x: 200, y: 90, s: 0.5, pose: 'fly', color: '#e6e6f5' }),
          g(
            place(240, 270, 0.8),
            path('M-110 -10H110Q100 30 60 34H-60Q-100 30 -110 -10Z', '#ffffff'),
            rect(-40, -50, 80, 40, '#e8413c', { rx: 6 }),
          ),
          tamsin(160, 260, 0.3, 'wave', 'happy'),
          jory(290, 260, 0.28, 'cheer', 'happy'),
        ),
      paragraphs: [
        'Gull Rock was the last stop on the ferry, and the ferry only went twice a week.',
        '"That means," said Jory, with enormous satisfaction, "that if anything happens, we\u2019re completely cut off. Like in a book."',
        '"Nothing is going to happen," said Tamsin. "It\u2019s Gran\u2019s island. Nothing has happened there since about eighteen hundred."',
        'She was eleven and had decided, this summer, to be sensible. Jory was nine and had decided to be a detective, a pirate and a deep-sea explorer, ideally all at once.',
        'The island rose out of the grey-green sea like the back of a sleeping whale: steep cliffs, a hump of grass and heather, a scatter of white cottages around a little harbour, and at the far western end, on the highest point, the lighthouse. It was tall and white, with a red stripe round its middle, and it had been empty for years. A modern light on a metal pole by the harbour did its job now.',
        'Gran met them on the quay in her yellow wellies, with her grey hair blowing about and her arms wide open. She smelled, as always, of toast and sea air.',
        '"My two favourite people," she said, squashing them both at once. "Come on. The kettle\u2019s on, and I\u2019ve made saffron buns."',
        'Gran\u2019s cottage had thick stone walls, tiny windows and a view of the whole sea. Tamsin and Jory shared the little attic room under the roof, with two narrow beds and a round window that looked straight out towards the lighthouse.',
        'That first night, Tamsin woke up.',
        'She didn\u2019t know what had woken her. The cottage was silent. The sea whispered against the rocks far below. Then she heard it: a sound drifting across the island on the wind, unlike anything she had ever heard. It was a wild, strangled, crowing, cackling sort of noise, rising and falling, as if a crowd of tiny goblins were having an argument in the dark.',
        'Tamsin sat up in bed, her heart thumping.',
        'Out of the round window, up on the cliffs below the dark lighthouse, something glowed. A small red light. It moved slowly along the clifftop, stopped, bent down, moved on. Then a second red light appeared beside it.',
        '"Jory," she whispered. "Jory! Wake up."',
        'Jory sat bolt upright, looked out of the window, and gasped so loudly that Tamsin had to clap a hand over his mouth.',
        '"Smugglers," he breathed through her fingers, his eyes shining. "I knew it. I knew something would happen."',
        'And for once, Tamsin, who had decided to be sensible, could not think of a single sensible thing to say.',
      ],
    },
    {
      title: 'Red Lights and Goblin Voices',
      art: () =>
        coast(
          'Red lights move on the dark clifftop',
          'night',
          false,
          circle(520, 200, 6, '#ff4d4d'),
          circle(520, 200, 14, '#ff4d4d', { opacity: 0.35 }),
          circle(680, 206, 6, '#ff4d4d'),
          circle(680, 206, 14, '#ff4d4d', { opacity: 0.35 }),
          shearwater(300, 120, 0.6),
          shearwater(400, 80, 0.5, true),
        ),
      paragraphs: [
        'At breakfast, Jory told Gran all about the smugglers. He used his arms a lot.',
        'Gran listened, buttering toast. When he got to the part about the goblin voices, she smiled a very small smile into her teacup, but she didn\u2019t say anything except, "Well, well."',
        '"Gran, you don\u2019t believe us," said Tamsin.',
        '"I believe you saw lights," said Gran. "And I believe you heard something. Gull Rock is full of surprises." She tapped the side of her nose. "But if you want to know what they are, you\u2019ll have to find out for yourselves. That\u2019s the rule of islands."',
        'So they did. That day, they walked the whole island. It took an hour and a half, because Jory kept stopping to look for clues. They found the lighthouse door firmly padlocked. They found the little grassy slopes under it full of holes, like rabbit burrows but smaller, and more of them than Tamsin could count. They found a path worn into the turf along the clifftop, and at the end of it, tucked behind a rock, a small wooden hut with a padlock of its own.',
        '"The smugglers\u2019 den," whispered Jory.',
        'On the door of the hut was a laminated sign. It said: RESEARCH IN PROGRESS. PLEASE KEEP TO THE PATH. DO NOT DISTURB THE BURROWS.',
        '"That doesn\u2019t sound like smugglers," said Tamsin slowly.',
        '"That\u2019s exactly what smugglers would write," said Jory.',
        'That night, they waited until Gran\u2019s snoring rumbled up through the floorboards. Then they pulled on jumpers over their pyjamas, crept down the creaky stairs, and slipped out into the dark with a torch.',
        'Tamsin was not at all sure this was sensible. But the strange cackling voices had started again, louder than before, and the red lights were back on the clifftop, and she simply had to know.',
        'The night was warm and very dark. Stars were scattered thickly across the sky, more stars than Tamsin had ever seen in the city. They followed the clifftop path, stumbling over tussocks, with the sea booming far below.',
        'The noise grew louder and louder. It was all around them now, above them, rushing past their heads. Dark shapes swooped out of the sky on long, stiff wings and dropped into the grass, and from under the ground came crowing and cackling and gurgling, like a hundred people laughing in a cellar.',
        'Jory grabbed Tamsin\u2019s arm.',
        'Ahead of them, a red light turned towards them. A figure was standing on the path, very still.',
        '"Hello," said a calm, friendly voice. "You\u2019d better switch off that white torch, please. And then come and meet the smugglers."',
      ],
    },
    {
      title: 'The Birds That Come Home in the Dark',
      art: () =>
        coast(
          'Dr. Nia Okon shows the children a shearwater',
          'night',
          false,
          nia(320, 340, 0.5, 'hold', 'smile'),
          circle(320, 250, 10, '#ff4d4d', { opacity: 0.6 }),
          tamsin(200, 340, 0.42, 'stand', 'surprised'),
          jory(420, 340, 0.4, 'stand', 'surprised'),
          shearwater(560, 110, 0.6),
          shearwater(680, 70, 0.5, true),
        ),
      paragraphs: [
        'The figure on the path was a woman with short curly hair, a head torch that glowed red, and a clipboard in a waterproof bag. She was Dr. Nia Okon, and she was not a smuggler. She was a scientist.',
        '"The red light is for the birds," she explained, once Tamsin had switched off her torch with shaking fingers. "Bright white light can confuse them. Red light disturbs them much less. And these birds are already having a hard enough time without us shining torches in their faces."',
        '"Which birds?" whispered Jory. "I can\u2019t see any birds."',
        'Dr. Okon smiled. She knelt down by one of the little holes in the turf, reached in very gently, and lifted out a bird.',
        'It was about the size of a pigeon, but sleeker, with a dark back, a bright white front and a thin, hooked beak. Its wings were long and narrow. It blinked at them with dark eyes and made a small, indignant croak.',
        '"This is a Manx shearwater," said Dr. Okon softly. "And she is the noisiest, most remarkable bird you will ever meet."',
        'She told them everything while they knelt in the grass in the dark. Shearwaters spent almost their whole lives at sea, she said, skimming over the waves on those long stiff wings, so low that their wingtips almost sliced the water. That was where their name came from. They only came to land to nest, in burrows dug deep into the turf of islands like this one.',
        '"But they\u2019re clumsy on land," she said. "Their legs are set so far back that they can barely walk. Big gulls would catch them easily in daylight. So they only come home in the dark, when the gulls can\u2019t see them. That\u2019s what all the noise is: partners calling to each other, finding their own burrow among thousands of others, just by the sound of each other\u2019s voices."',
        '"Thousands?" said Tamsin.',
        '"About three thousand pairs on Gull Rock," said Dr. Okon. "Each pair has one egg, one chick, each summer. My job is to count them, and check how the chicks are growing, and find out whether the colony is healthy."',
        'The shearwater in her hands shifted and croaked again. Dr. Okon slid her carefully back into the burrow, and from deep underground came a soft, answering chuckle.',
        '"Her chick\u2019s down there," she said. "Hungry, I should think. Mum\u2019s just brought dinner all the way from the fishing grounds, maybe hundreds of kilometres away."',
        'Jory was completely silent, which Tamsin had never seen before in her life. Then he said, in a very small voice, "I\u2019m sorry we thought you were a smuggler."',
        'Dr. Okon laughed. "Don\u2019t be. I\u2019ve been called worse. Now, you two should get back to bed before your gran notices." She paused. "Although, if you\u2019re interested, I could use some help tomorrow. In daylight. There\u2019s something on this island that worries me."',
      ],
    },
    {
      title: 'Tracks in the Ink',
      art: () =>
        coast(
          'The children check a tracking tunnel near the harbour',
          'morning',
          false,
          rect(220, 300, 120, 34, '#6b7a5a', { rx: 8 }),
          rect(236, 306, 88, 22, '#ffffff'),
          ...[0, 1, 2, 3].map((i) => ellipse(250 + i * 20, 317, 4, 6, '#2b2240')),
          tamsin(140, 345, 0.5, 'point', 'worried'),
          jory(400, 345, 0.48, 'stand', 'surprised', true),
        ),
      paragraphs: [
        'The thing that worried Dr. Okon was rats.',
        '"Two weeks ago, a fishing boat ran aground on the rocks by the harbour in a storm," she told them the next morning, in the little research hut, which turned out to contain a kettle, a lot of maps and absolutely no smuggled treasure. "Nobody was hurt, and the boat was towed away. But the harbourmaster thinks he saw a rat on the quay that night. Boats sometimes carry them."',
        '"Is one rat so bad?" asked Tamsin.',
        '"On an island like this, yes," said Dr. Okon seriously. "Rats eat the eggs and chicks of burrow-nesting birds. The birds evolved on islands where there were no rats, so they have no defence against them. One pregnant rat can become hundreds in a year. On some islands, rats have wiped out whole colonies." She pointed at a map on the wall. "On Lundy, an island in the Bristol Channel, the rats were removed in the 2000s. Since then, the number of shearwaters nesting there has gone up enormously. Islands can recover. But only if the rats are kept away."',
        'She showed them what she needed help with. In a crate were dozens of small black plastic tunnels, each about as long as a ruler. Inside each one was a card with a pad of ink in the middle and a tiny dab of peanut butter.',
        '"Tracking tunnels," she said. "An animal walks through to get the peanut butter, steps in the ink, and leaves its footprints on the card. Mice, beetles, shearwaters, we\u2019ll see them all. But if we see rat footprints, we\u2019ll know exactly where it is."',
        'For the next four days, Tamsin and Jory were tracking-tunnel experts. They carried the tunnels around the island and laid them out in careful lines, every fifty paces, marking each spot on the map. Each morning they checked every one and brought the cards back to the hut, where Dr. Okon showed them how to tell the tracks apart.',
        'There were beetle tracks, tiny and scratchy. There were mouse tracks, small and dainty. On the fourth morning, on the card from the tunnel nearest the harbour wall, there was something else.',
        'Tamsin held it up to the light. Her stomach went cold.',
        'The footprints were bigger than a mouse\u2019s. They had four long toes at the front, five at the back, spread wide.',
        '"Dr. Okon," she said. "I think you need to see this."',
      ],
    },
    {
      title: 'Light on the Water',
      art: () =>
        coast(
          'Shearwaters fly home at dusk past the lighthouse',
          'dusk',
          true,
          shearwater(200, 120, 0.8),
          shearwater(320, 90, 0.6, true),
          shearwater(420, 140, 0.7),
          tamsin(520, 180, 0.28, 'cheer', 'happy'),
          jory(560, 180, 0.26, 'cheer', 'laugh'),
          person({
            x: 480,
            y: 180,
            s: 0.26,
            grown: true,
            skin: SKIN[0],
            hair: HAIR.grey,
            hairStyle: 'short',
            shirt: '#ffd23f',
            pose: 'wave',
            mood: 'happy',
          }),
        ),
      paragraphs: [
        'Things moved quickly after that.',
        'Dr. Okon phoned the island ranger, and the ranger phoned a specialist team on the mainland, and by the next ferry, two people in green jackets had arrived with traps and bait boxes and a very clever dog called Bramble who could sniff out a rat from across a field.',
        'It took six days. Tamsin and Jory checked their tracking tunnels every morning, their hearts in their mouths. On the sixth day, the team found the rat, just one, living under an old upturned boat by the harbour, and took it away. After that, the ink cards came back with nothing on them but beetles and mice for two whole weeks.',
        '"You found it in time," said Dr. Okon, the evening they got the all-clear. "If it had had babies, we might have been too late. Three thousand pairs of shearwaters owe you two a very big thank you."',
        'Jory went red to the tips of his ears. Tamsin felt as if she might float.',
        'On their last night on Gull Rock, Gran had a surprise.',
        'She led them up the clifftop path at sunset, all the way to the old lighthouse, and took a big iron key out of her coat pocket.',
        '"I was the lighthouse keeper\u2019s daughter," she said, as the door creaked open. "I grew up in that cottage, and I\u2019ve had this key for sixty years. Nobody ever asked for it back."',
        'They climbed the winding stairs, a hundred and twelve of them, and came out onto the narrow gallery at the very top, with the sea spread out below them like a sheet of rumpled gold.',
        'As the sun sank, the birds began to come home.',
        'First there were a few, far out over the water, skimming low on their long stiff wings, tipping from side to side. Then dozens. Then hundreds, and then thousands, streaming in towards the island in the gathering dusk, dark shapes against the glowing sea. As the light faded, the cackling, crowing chorus rose up from the turf below, and Tamsin laughed out loud, because it was the most wonderful noise she had ever heard.',
        '"In September, the chicks will leave," said Dr. Okon, who had come up behind them. "They\u2019ll fly to the seas off South America, more than ten thousand kilometres away, all on their own, with no one to show them the way. And in a few years, some of them will come back to this exact island to nest."',
        '"How do they find it again?" whispered Jory.',
        '"Nobody knows exactly," said Dr. Okon. "That\u2019s one of the mysteries we\u2019re still trying to solve."',
        'Tamsin looked out at the sea, at the birds, at the first stars, and at the little white cottage far below where a single lamp was glowing in the window.',
        'She had decided to be sensible this summer. Instead she had been a detective, a tracker and a guardian of three thousand birds. She thought, on the whole, that it had been a much better plan.',
      ],
    },
  ],
};

export const LIGHTHOUSE_AT_GULL_ROCK = book;
