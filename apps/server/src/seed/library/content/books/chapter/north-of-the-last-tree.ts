/**
 * "North of the Last Tree" (ages 12–14): a teenager spends a summer at an Arctic research station
 * in Svalbard with her glaciologist mother; a storm, a polar bear and a hundred-year-old logbook.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  animal,
  chapterHead,
  circle,
  cover,
  g,
  line,
  mountains,
  path,
  person,
  place,
  rect,
  sky,
  sun,
  water,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
  type SkyKind,
} from '../../art/index.ts';

const AUTHOR = 'Ines Calloway-Reyes';
const ILLUSTRATOR = 'Pim Crayonne';

const noor = (
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
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'long',
    shirt: '#e8413c',
    pants: '#2b2240',
    hat: 'nightcap',
    hatColor: '#ffd23f',
  });
const samira = (
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
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'bun',
    shirt: '#ff9f43',
    pants: '#2b2240',
    glasses: true,
  });

/** A polar bear: the front-facing bear, white and cream. */
const polarBear = (x: number, y: number, s: number, flip = false): Part =>
  animal({ species: 'bear', x, y, s, flip, color: '#f4f1e6', light: '#ffffff', mood: 'surprised' });

/** A glacier tongue meeting the sea, blue-white with crevasses. */
function glacier(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    path('M-300 0L-240 -120Q-80 -180 120 -150L300 -60L300 0Z', '#e8f3fb'),
    path('M-300 0L-290 -50H300V0Z', '#bfe0f5'),
    ...[-200, -120, -40, 40, 120, 200].map((cx) => line(`M${cx} -40L${cx + 10} -90`, '#9fc9e8', 4)),
  );
}

/** The old trapper's hut: weathered planks and a turf roof. */
function hut(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    rect(-90, -90, 180, 90, '#8a6a4a'),
    ...[0, 1, 2, 3].map((i) => line(`M-90 ${-20 - i * 22}H90`, '#6b4f36', 3)),
    path('M-110 -86L0 -150L110 -86Z', '#6b8e5a'),
    rect(-22, -60, 44, 60, '#4a3424'),
    rect(40, -70, 30, 24, '#e6f2fb'),
  );
}

/** A tiny polar willow, a few centimetres tall, drawn big. */
function polarWillow(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line(
      'M0 0Q-20 -10 -50 -8M0 0Q20 -14 44 -16M-20 -6Q-30 -20 -36 -30M20 -10Q30 -24 28 -36',
      '#8a5a3b',
      5,
    ),
    ...[
      [-50, -10],
      [44, -18],
      [-36, -32],
      [28, -38],
      [-10, -14],
    ].map(([lx, ly]) => path(`M${lx} ${ly}q8 -14 16 0q-8 8 -16 0Z`, '#6bbf5a')),
  );
}

const arctic = (seed: string, skyKind: SkyKind, ...parts: Part[]) =>
  chapterHead(
    seed,
    sky(800, 360, skyKind),
    mountains(800, 230, '#8a96b0', seed),
    water(800, 360, 250, '#3a6fa0', seed),
    path('M0 290Q200 270 400 285T800 280V360H0Z', '#8a8472'),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0036',
  kind: 'chapter',
  title: 'North of the Last Tree',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Fourteen-year-old Noor didn\u2019t want to spend her summer at a research station in Svalbard, where the sun never sets, the tallest tree is five centimetres high and you can\u2019t leave town without protection from polar bears. Then a storm traps her in a hundred-year-old trapper\u2019s hut with her mother, a logbook full of secrets, and something large and white moving in the fog.',
  interests: ['adventure', 'science', 'weather', 'history'],
  subjects: ['Arctic', 'Svalbard', 'Glaciers', 'Climate change', 'Mothers and daughters'],
  ageMin: 12,
  ageMax: 14,
  nonfiction: false,
  publishedDaysAgo: 20,
  cover: () =>
    cover({
      title: 'North of the Last Tree',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#1f3a6b',
      art:
        sky(600, 900, 'snow') +
        sun(470, 470, 40) +
        mountains(600, 650, '#8a96b0', 'nltc') +
        glacier(300, 700, 1.1) +
        water(600, 900, 700, '#3a6fa0', 'nltc') +
        polarBear(470, 860, 0.8, true) +
        noor(200, 880, 1.25, 'point', 'surprised'),
    }),
  chapters: [
    {
      title: 'The Smallest Tree in the World',
      art: () =>
        arctic(
          'Noor kneels to look at a tiny polar willow',
          'day',
          polarWillow(420, 320, 1.4),
          noor(260, 345, 0.55, 'point', 'surprised'),
          samira(600, 345, 0.5, 'stand', 'smile', true),
        ),
      paragraphs: [
        '"That," said Noor\u2019s mother, pointing at the ground, "is a tree."',
        'Noor looked down. Growing flat against the stony soil, between patches of moss, was a tangle of woody stems no taller than her thumbnail, with a scatter of tiny round leaves. It looked like a weed that had been stepped on.',
        '"That is not a tree," said Noor.',
        '"It\u2019s a polar willow," said her mother. "It\u2019s a real tree, a woody plant, some of them decades old. It just grows sideways instead of up, hugging the ground, out of the wind. Up here, it\u2019s one of the tallest trees there is." She smiled. "Welcome to Svalbard. We\u2019re north of the last forest now. North of the last proper tree."',
        'Noor did not smile back.',
        'It had taken two planes, one long wait in an airport that smelled of coffee and wet jackets, and a bumpy boat ride up a grey fjord to get here: a cluster of red and yellow wooden buildings on the edge of the Arctic Ocean, about twelve hundred kilometres from the North Pole. The research station. Home, for the next six weeks, to twenty scientists from eight countries, a cook called Marit, and now Noor Haddad, aged fourteen and a quarter, who had not wanted to come.',
        'She had wanted to spend the summer at home. She had wanted to go to the lake with Jess and Amara, and stay up late at sleepovers, and not be dragged to the top of the world because her mother was a glaciologist and the glaciers apparently could not wait.',
        '"They can\u2019t," her mother had said, in the kitchen at home, in May, during the worst argument they had ever had. "That\u2019s the whole point, Noor. They can\u2019t wait. They\u2019re disappearing."',
        'On the first evening, a tall young Norwegian called Aksel, who was her mother\u2019s field assistant, gave Noor the safety talk. He was friendly and freckled and told terrible jokes, but he did not joke about this.',
        '"Svalbard has polar bears," he said. "Around the islands and the sea ice of this region there are a few thousand of them. They are beautiful, and they are dangerous, and they do not know that this is a research station. So: nobody goes outside the settlement without someone trained to protect them. That is the law here. We carry flare guns to scare bears away, and a rifle for the very last emergency, which we hope never, ever comes."',
        'Noor nodded. Her mouth had gone dry.',
        '"Also," added Aksel, brightening, "the sun will not set for the next six weeks. Good luck sleeping."',
        'He was right. At midnight, Noor lay in her narrow bunk with the blackout blind pulled down, and light still leaked in around the edges, bright and golden, as if it were four in the afternoon. Outside, a bird was calling, the same two notes, over and over. Her mother was asleep in the bunk across the room, breathing slowly.',
        'Noor rolled over and stared at the wall, and felt a very long way from everyone she loved, and also, strangely, from the person sleeping three metres away.',
      ],
    },
    {
      title: 'Midnight Sun',
      art: () =>
        arctic(
          'Measuring the edge of the glacier under the midnight sun',
          'morning',
          sun(680, 80, 34),
          glacier(430, 280, 0.8),
          line('M260 300V250', '#ff5d5d', 5),
          circle(260, 248, 6, '#ff5d5d'),
          samira(180, 345, 0.5, 'point', 'determined'),
          noor(320, 345, 0.5, 'hold', 'smile'),
        ),
      paragraphs: [
        'The glacier was called Kronbreen in her mother\u2019s notes, but everyone at the station just called it the Old Lady.',
        'It flowed down out of the mountains like a frozen river, a kilometre wide, blue and white and seamed with cracks, and where it met the sea it ended in a cliff of ice as tall as a ten-storey building. Every few hours, with a noise like a gunshot, a piece of the cliff broke off and crashed into the water, sending up a fountain of spray. Aksel called it calving, like a cow having a calf. The broken pieces floated away across the fjord as icebergs, some the size of cars, some the size of houses, glowing an impossible blue.',
        'Noor\u2019s mother was measuring how fast the Old Lady was shrinking.',
        'It was slow, careful work. They went out in the station\u2019s little boat on calm days, or walked the moraine, the long ridges of rubble the glacier had left behind, with a GPS receiver on a pole, marking the exact position of the ice front, step by step. In the evenings, back at the station, her mother fed the numbers into her laptop and drew lines on maps: this year\u2019s line, last year\u2019s, the year before.',
        'Every line was further back than the one before it.',
        '"The Arctic is warming several times faster than the rest of the planet," her mother said one night in the common room, as the midnight sun blazed through the window. "Glaciers like this one are losing ice faster than snow can replace it. This one has pulled back hundreds of metres in my lifetime alone."',
        'She opened a folder on her laptop and showed Noor a black-and-white photograph. It was the same fjord, the same mountains, but the glacier filled the whole valley, a great white wall stretching far out past the headland.',
        '"Nineteen-twenties," said her mother. "Taken from that ridge over there. We go back to the exact spot and take the same picture again, every year. Repeat photography."',
        'Noor looked from the old photograph to the window. The headland was bare brown rock now. The ice was far, far back.',
        'She didn\u2019t say anything. But that night, she couldn\u2019t sleep again, and this time it wasn\u2019t the sunlight.',
        'The days fell into a rhythm. Noor helped carry equipment. She learned to read the GPS. She learned that Arctic terns, the noisy white birds that dive-bombed anyone who walked too close to their nests, fly from the Arctic to the Antarctic and back every single year, farther than any other animal on Earth. She learned that reindeer here were short and round and fluffy, like sofas on legs, and wandered right past the station as if they owned it.',
        'She did not learn how to talk to her mother. They worked side by side all day, and talked about numbers and weather and lunch, and not about the argument in the kitchen, or the year before that when her mother had been away for four months in Greenland, or the birthday she had missed, or any of it.',
        'Then, in the third week, they went to the hut.',
      ],
    },
    {
      title: 'The Trapper\u2019s Logbook',
      art: () =>
        arctic(
          'An old trapper\u2019s hut on the shore',
          'grey',
          hut(450, 300, 0.9),
          rect(230, 230, 80, 60, '#c9a26b', { rx: 4 }),
          line('M240 245H300M240 260H300M240 275H290', '#8a5a3b', 3),
          noor(150, 345, 0.5, 'hold', 'surprised'),
        ),
      paragraphs: [
        'The hut stood alone on a beach at the mouth of a valley, two hours\u2019 walk from the station: a small, squat building of grey weathered planks with a roof of turf, built more than a hundred years ago by a trapper who had spent his winters here hunting Arctic foxes. It was kept now as a historic site, and as an emergency shelter, with a wood stove, four bunks and a cupboard of tinned food.',
        'Her mother needed to check a weather station on the ridge above it. Aksel came too, with the flare gun and the rifle. The plan was simple: walk out, check the instruments, eat lunch in the hut, walk back.',
        'By the time they reached the hut, the plan had changed. The sky in the north had gone a dirty yellowish grey. The wind had swung around and was blowing cold and steady off the sea, and across the water, the far mountains had vanished into a soft white wall.',
        '"Fog," said Aksel, frowning at his phone. "And wind behind it. The forecast says it will pass by tomorrow. I do not want to walk two hours blind with bears about. I think we stay."',
        'Noor\u2019s mother looked at the sky and nodded. "We stay."',
        'So they stayed. Aksel radioed the station. Her mother lit the wood stove, and the hut filled with the smell of smoke and old wood, and the windows went white as the fog rolled in.',
        'With nothing else to do, Noor poked around the hut. There was a shelf of old things under a glass cover: a rusty tin kettle, a pair of carved wooden spoons, a fox trap. And a book, in a clear plastic box, with a card beside it. The card said, in Norwegian and English: LOGBOOK OF HALVARD STRAND, TRAPPER, WHO WINTERED HERE 1909 TO 1913. PLEASE HANDLE WITH CARE.',
        'Aksel lifted the box down for her. "There is a translation in the folder," he said. "The museum made it. Halvard wrote about everything. The weather, the foxes, his dog. He was very lonely, I think."',
        'Noor sat on a bunk by the stove with the old logbook open on her knees and the typed translation beside it. The handwriting was spiky and brown, faded almost to nothing in places. But the words in the translation were clear.',
        'Third of March, 1911. Minus thirty-one degrees. Wind from the east. Saw the sun today for the first time since October, just the top edge of it over the ridge, for a few minutes only. I went out and stood in it like a fool. Bjørn barked at it. I think he had forgotten what it was.',
        'Noor smiled despite herself. She turned the page.',
        'Tenth of June, 1911. Walked to the Anvil, the big black rock on the east shore, where the glacier meets the sea. The ice is right against the rock this year, a wall of it, so high I cannot see the top. It cracks and groans all night like a living thing. I have named it the Old Lady, for it complains like my grandmother.',
        'Noor sat up straight. She read it again.',
        '"Mum," she said. "Mum, you need to see this."',
      ],
    },
    {
      title: 'Whiteout',
      art: () =>
        chapterHead(
          'A polar bear in the fog outside the hut window',
          rect(0, 0, 800, 360, '#dfe6ee'),
          rect(0, 280, 800, 80, '#c9d1da'),
          rect(80, 40, 300, 220, '#6b4f36'),
          rect(100, 60, 260, 180, '#8f9cb0'),
          polarBear(230, 240, 0.55),
          line('M230 60V240M100 150H360', '#6b4f36', 8),
          noor(560, 345, 0.55, 'stand', 'worried'),
          samira(680, 345, 0.5, 'hold', 'determined', true),
        ),
      paragraphs: [
        'They were still reading the logbook together when Aksel went very still at the window.',
        '"Don\u2019t make any noise," he said quietly. "There is a bear."',
        'Noor\u2019s heart stopped. Then it started again, much too fast.',
        'She crept to the window beside him. The fog had thinned a little, and the beach was a ghostly grey blur. And there, perhaps forty metres away, walking slowly along the tideline with its head low, was a polar bear.',
        'It was enormous. Photographs had not prepared her for how enormous. Its fur was not white, exactly, but a creamy yellowish colour, and it moved with a heavy, rolling, unhurried walk, as if it had all the time in the world. It stopped and lifted its long nose into the air and swung its head slowly towards the hut.',
        'Towards them.',
        '"It smells the stove," whispered Aksel. "Or our food. It is curious. It is also thin." He had the flare gun in his hand, and his face was calm, but Noor could see a muscle jumping in his jaw. "In summer, with no sea ice nearby, they cannot hunt seals. They get hungry. Hungry bears get bold."',
        'Noor felt her mother\u2019s hand find hers. She held on tight.',
        'The bear took a step towards the hut. Then another.',
        'Aksel moved to the door. "Stay inside, both of you. Away from the window. I will scare it off."',
        'He opened the door a crack, raised the flare gun high, and fired. There was a sharp bang, and a bright red light streaked out over the beach and burst on the stones beyond the bear with a crack and a hiss and a cloud of red smoke.',
        'The bear flinched. It stopped. It swung its great head towards the noise and the light, then back towards the hut. For a long, terrible moment, it stood there, thinking.',
        'Aksel fired again.',
        'This time the bear turned. It broke into a lumbering run, surprisingly fast, away along the beach, and the fog swallowed it, and it was gone.',
        'For a while, nobody said anything. Aksel closed the door and leaned his back against it and let out a long, shaky breath. Then he laughed, a little wildly.',
        '"That," he said, "is why we have rules."',
        'Noor realised she was shaking all over. Her mother put both arms around her and held on, and Noor let her, and for a long time they stood like that in the middle of the little hut, with the stove ticking and the fog pressing at the windows.',
        '"I\u2019m sorry," her mother said into her hair, so quietly that Aksel couldn\u2019t hear. "I\u2019m sorry I dragged you here. I\u2019m sorry about Greenland, and your birthday, and every time I picked the ice over you. I just thought... if I could show you why it matters..."',
        '"I know," said Noor, and found that she did. "I know why it matters now."',
      ],
    },
    {
      title: 'What the Ice Remembers',
      art: () =>
        arctic(
          'Noor and her mother look across the fjord to the black rock and the distant glacier',
          'morning',
          sun(120, 70, 30),
          path('M560 290L600 230L650 240L680 290Z', '#2b2a33'),
          glacier(700, 230, 0.3),
          noor(300, 345, 0.55, 'point', 'smile'),
          samira(420, 345, 0.5, 'stand', 'smile', true),
        ),
      paragraphs: [
        'The fog lifted in the night. In the morning the sky was clear and pale and the sea was flat as glass, and the mountains stood up sharp and new on the far side of the fjord, as if someone had washed them.',
        'Before they walked back, Noor asked if they could go to the Anvil.',
        'It was on the east shore, twenty minutes along the beach from the hut. Aksel went first, scanning the land with his binoculars every few minutes, the flare gun in his hand. They found the big black rock easily. It sat alone at the edge of the water, square and heavy, exactly like an anvil, exactly where Halvard had said it would be.',
        'Noor stood beside it and looked up the fjord.',
        'In 1911, the glacier had been right here, a wall of ice so high that Halvard could not see the top. She turned around slowly, trying to imagine it: the cold breath of the ice, the groaning and cracking all night long.',
        'There was nothing there now but water, and gravel, and a few small icebergs drifting in the sunlight. The Old Lady was far away at the end of the fjord, a white line against the mountains.',
        'Noor\u2019s mother took out the GPS and measured it. Then she measured it again, because she didn\u2019t quite believe it.',
        '"Three and a half kilometres," she said quietly. "Since Halvard stood here. Three and a half kilometres of ice, gone."',
        'Noor did not say anything for a long time. She thought of Halvard standing in the first sunlight of the year with his dog barking at it. She thought of the black-and-white photograph and the lines on her mother\u2019s maps, each one a little further back. She thought of the bear, thin and hungry on a beach with no sea ice, and the tiny willow hugging the ground, and everything up here that was trying so hard to hold on.',
        '"Mum," she said. "Can I write something in my notebook? Like Halvard did?"',
        'Her mother smiled. "I\u2019d like that very much."',
        'So Noor sat down on a flat stone beside the Anvil, with the midnight-blue sea in front of her and her mother and Aksel talking quietly behind her, and opened her notebook, and began.',
        'Twenty-second of July. Eight degrees. Wind light from the south. Sun all night, every night. Stood by the Anvil, where the glacier met the sea in 1911. Today the ice is three and a half kilometres away. Saw a polar bear yesterday. It was thin. Saw the smallest tree in the world. It was brave.',
        'She stopped and looked out over the water. Then she added one more line.',
        'Someone needs to remember what was here. I think it might be me.',
        'They walked back to the station in the sunshine, the three of them, with the terns screaming overhead and the reindeer watching them go. On the way, Noor found herself telling her mother about Jess and Amara and the lake, and her mother told her about the first time she had ever seen a glacier, when she was Noor\u2019s age, and how she had cried without knowing why.',
        'That night, for the first time since she arrived, Noor slept all the way through, with the blind rolled up and the golden light of the midnight sun falling across her face.',
      ],
    },
  ],
};

export const NORTH_OF_THE_LAST_TREE = book;
