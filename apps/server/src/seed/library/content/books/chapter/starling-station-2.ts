/**
 * "Starling Station" book 2 (ages 9–12): The Secret of Pebble.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  chapterHead,
  circle,
  cover,
  g,
  line,
  path,
  place,
  rect,
  rocket,
  sky,
  stars,
  type Part,
} from '../../art/index.ts';
import {
  AUTHOR,
  ILLUSTRATOR,
  mina,
  pebble,
  saturn,
  sprocket,
  STARLING,
  station,
  tobi,
} from './starling-art.ts';

const space = (seed: string, ...parts: Part[]) =>
  chapterHead(seed, sky(800, 360, 'space'), stars(0, 0, 800, 360, 50, seed), ...parts);

/** The old probe Kestrel 7: a dish, a box body and folded legs, half in shadow. */
function probe(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    line('M-40 0L-60 40M40 0L60 40M0 0V44', '#8a8fa3', 6),
    rect(-50, -60, 100, 60, '#c9a26b', { rx: 6 }),
    rect(-40, -50, 80, 20, '#e6d3a8'),
    path('M-70 -110Q0 -60 70 -110Q0 -140 -70 -110Z', '#e6e9f7', {
      stroke: '#aab0cc',
      strokeWidth: 4,
    }),
    line('M0 -100V-60', '#8a8fa3', 5),
    circle(30, -30, 6, '#ff5d5d'),
  );
}

/** Pebble's surface with its horizon curving away and Saturn overhead. */
const surface = (seed: string, ...parts: Part[]) =>
  chapterHead(
    seed,
    sky(800, 360, 'space'),
    stars(0, 0, 800, 360, 40, seed),
    saturn(640, 90, 60),
    path('M-20 360Q400 200 820 360Z', '#aeacbb'),
    circle(200, 320, 20, '#9a98a8'),
    circle(560, 310, 14, '#9a98a8'),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0027',
  kind: 'chapter',
  title: 'Starling Station: The Secret of Pebble',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Mina and Tobi finally get to fly out to Pebble to fix the broken beacon, on a moon so small that one careless jump could launch you into space. But the strange shadow the telescope spotted is hiding something nobody on Starling expected: a message left long ago, for whoever came next.',
  interests: ['space', 'mystery', 'adventure', 'history'],
  subjects: ['Space exploration', 'Moons', 'Time capsules', 'Friendship'],
  ageMin: 9,
  ageMax: 12,
  nonfiction: false,
  series: { name: STARLING, position: 2 },
  publishedDaysAgo: 35,
  cover: () =>
    cover({
      title: 'The Secret of Pebble',
      author: AUTHOR,
      kicker: 'Starling Station · 2',
      titleColor: '#7ef0c1',
      outline: '#12324a',
      badge: { text: '2', color: '#2bb3a3' },
      art:
        sky(600, 900, 'space') +
        stars(0, 0, 600, 900, 60, 'ss2c') +
        saturn(460, 420, 80) +
        path('M-40 900Q300 560 640 900Z', '#aeacbb') +
        probe(400, 790, 1) +
        mina(200, 860, 1.3, 'point', 'surprised'),
    }),
  chapters: [
    {
      title: 'Suits On',
      art: () =>
        space(
          'Mina, Tobi and Sprocket in the shuttle',
          rocket({
            x: 400,
            y: 300,
            s: 0.7,
            rotate: 90,
            color: '#e6e9f7',
            trim: '#ff7b29',
            flame: true,
          }),
          mina(150, 350, 0.7, 'wave', 'happy'),
          tobi(640, 350, 0.7, 'cheer', 'happy', true),
          sprocket(520, 350, 0.5),
        ),
      paragraphs: [
        'A spacesuit, Mina discovered, is mostly waiting.',
        'You wait while the suit checks its seals. You wait while the air pressure changes so your body can get used to it. You wait while somebody reads out a long list of safety rules, and you say "Understood" after every single one, even the one about not licking your helmet visor, which Tobi insisted was a real rule that someone had once needed.',
        'Then, at last, you are ready, and everything happens very fast.',
        'The shuttle was called the Wren, and it had a brand-new engine and a smell of fresh paint. Mum flew it. Mina and Tobi sat strapped in behind her in their bulky white suits, and Sprocket was clipped into a special cradle by the door, humming to itself.',
        '"Sprocket was not on the list," said Mum, as the hangar doors opened onto the dark.',
        '"Sprocket is on the list now," Tobi said. "I added it. Dust removal specialist."',
        '"Dust," agreed Sprocket happily.',
        'The Wren slid out of the station and into open space. Mina pressed her helmet against the little window. Starling Station turned slowly behind them, a white wheel studded with lights, and Saturn hung beyond it like a golden lantern with its rings drawn across it in a thin bright line. She had seen it a thousand times from the observation deck, but never like this, with nothing between her and the stars except a window and her own breath fogging her visor.',
        'Pebble grew ahead of them, grey and lumpy.',
        '"Remember," said Mum, "Pebble is tiny. It\u2019s only a few kilometres across, so its gravity is incredibly weak. You\u2019ll weigh less than a feather there. If you jump the way you would on the station, you might not come down at all. You\u2019d just keep going, right off into space."',
        'Mina gulped. "That\u2019s why we have the tethers?"',
        '"That\u2019s why we have the tethers," said Mum. "You clip on before you step out, and you stay clipped on. No exceptions. Not even for a very interesting rock."',
        'Tobi raised his gloved hand. "What about a very, very interesting rock?"',
        '"Especially not for that."',
        'The Wren drifted closer, closer, until Pebble filled the window. Mum fired the thrusters in short, gentle puffs. The shuttle slowed, turned, and settled onto the surface so softly that Mina only knew they had landed because a small cloud of dust rose around the window and hung there, glittering, refusing to fall.',
        '"Welcome to Pebble," said Mum. "Population: zero."',
        'Mina looked out at the grey ground and the black sky and the beacon tower standing crooked on the hill, and a shiver ran right down her back inside her warm suit.',
        'Somewhere out there was the shadow the telescope had seen.',
      ],
    },
    {
      title: 'Lighter Than a Feather',
      art: () =>
        surface(
          'Walking on tiny Pebble on long tethers',
          line('M100 300Q250 150 380 250', '#ffffff', 3, { strokeDasharray: '8 8' }),
          mina(380, 270, 0.6, 'cheer', 'laugh'),
          tobi(560, 320, 0.6, 'walk', 'surprised'),
          sprocket(260, 330, 0.4),
        ),
      paragraphs: [
        'Walking on Pebble was like walking in a dream where your feet keep forgetting the ground.',
        'Mina took one careful step out of the airlock, and her body floated up and forward in a slow, silent arc before her boots touched down again, a long way from where she had started. Her tether uncoiled behind her, a bright orange line back to the Wren.',
        '"Whoa," she breathed.',
        '"Small steps," said Mum\u2019s voice in her helmet. "Shuffle, don\u2019t stride. Think of it like walking on a trampoline made of clouds."',
        'Tobi came next, and immediately forgot. He pushed off a little too hard and sailed up, up, until his tether pulled tight and he hung in the air above them, his arms windmilling.',
        '"I\u2019m fine!" he called. "I\u2019m totally fine! This is fine!"',
        'Mum hauled him gently down, hand over hand, and clipped a second tether to his belt, just in case.',
        'Sprocket had no trouble at all. It had been fitted with little hooked wheels that gripped the ground, and it rolled along beside Mina like a dog on a walk, its camera stalk swivelling everywhere.',
        '"Dust," it said, with great satisfaction. "So much dust."',
        'The dust really was everywhere. It was fine and grey, like flour, and it clung to everything: to their boots, to their gloves, to Sprocket\u2019s wheels. When Mina brushed some off her sleeve, it didn\u2019t fall. It floated away in a sparkly little cloud.',
        '"It\u2019s charged with static," Mum explained. "Sunlight knocks tiny bits of electricity loose from the grains, so they cling to things, the way a balloon sticks to your jumper after you rub it. The astronauts who walked on Earth\u2019s Moon had the same trouble. The dust got everywhere."',
        'They shuffled up the little hill to the beacon. Up close, it was taller than Mina had expected, a thin metal mast with a blinking red light at the top, silent now. Beside it, half buried in dust, was the solar panel. The crack ran right across it, silver and jagged.',
        'Mum set to work at once, unbolting the broken panel with slow, careful movements. Sprocket rolled up and down the good half, brushes whirring, sweeping dust off in glittering clouds. Tobi held the tools, which were tied to his suit with little cords so they couldn\u2019t float away.',
        'Mina was supposed to be checking the battery readings. And she did. But her eyes kept sliding away, over the top of the little hill, to the place where the ground dipped down into darkness.',
        'There was a shadow there. A deep, black shadow under a ledge of rock, too dark and too square to be natural.',
        '"Mum," said Mina quietly. "I think I found the shadow."',
      ],
    },
    {
      title: 'Under the Ledge',
      art: () =>
        surface(
          'A hidden old probe under a rock ledge',
          path('M380 360L380 250Q500 200 620 250L620 360Z', '#2a2838'),
          path('M360 250Q500 180 640 250L620 230Q500 170 380 230Z', '#9a98a8'),
          probe(500, 340, 0.6),
          circle(470, 290, 60, '#fff2a8', { opacity: 0.2 }),
          mina(260, 350, 0.65, 'point', 'surprised'),
          tobi(720, 350, 0.6, 'stand', 'surprised', true),
        ),
      paragraphs: [
        'With the new panel bolted in place and the beacon blinking once again, Mum agreed they could take a look. But only a look. And only on tethers. And only with Mum going first.',
        'They shuffled down the slope together. The shadow grew as they came closer: a low overhang of rock, like the brim of a giant hat, with a dark hollow beneath it. Mina switched on her helmet light.',
        'The beam swept across grey rock, across glittering frost in the cracks, across the dusty floor of the hollow.',
        'And across something that was not rock at all.',
        'It was a machine. It sat on three spindly legs, tucked under the overhang as if it were sheltering from the rain. It had a boxy golden body, a white dish on top like an upside-down umbrella, and a faded red light that had stopped blinking a very long time ago. Dust lay on it in a thick, soft blanket.',
        'For a moment none of them said anything at all.',
        '"That\u2019s not ours," said Tobi finally. "Is it? That\u2019s not one of ours."',
        '"No," said Mum slowly. "It\u2019s much older than Starling. Look at that dish. Look at the shape of it." She knelt down beside it, and Mina could hear the amazement in her voice. "I\u2019ve only ever seen pictures of probes like this. In history books."',
        'Sprocket rolled forward without being asked. Very gently, the way it cleaned the windows on the observation deck, it began to brush the dust off the machine\u2019s golden side.',
        'Letters appeared. Then numbers. Then a name, stamped into the metal in tall, old-fashioned capitals.',
        'KESTREL 7.',
        '"Kestrel," whispered Mina. "Mum. Did people send a probe here? Before the station?"',
        '"The Kestrel probes were sent out to study Saturn\u2019s moons, decades before anyone lived out here," said Mum. "Most of them flew past and kept going. Kestrel 7 was supposed to land on one of the little moons. It stopped sending signals soon after landing. Everyone thought it had crashed." She shook her head. "It didn\u2019t crash. It landed. Right here, under this ledge. The rock must have blocked its radio, so nobody ever heard from it again."',
        'Mina thought of the beacon, and the static, and how a tiny signal can get lost in all the quiet of space. She thought of Kestrel 7 sitting here in the dark all those years, waiting for somebody to come and find it.',
        '"Hello, Kestrel," she said softly. "We found you."',
        'Then Sprocket brushed away another patch of dust, and Tobi gasped.',
        'On the side of the probe was a small metal plate. And on the plate, etched in thin silver lines, were drawings.',
      ],
    },
    {
      title: 'The Children\u2019s Plate',
      art: () =>
        space(
          'The etched plate of drawings on the old probe',
          rect(220, 60, 360, 240, '#c9a26b', { rx: 12 }),
          rect(236, 76, 328, 208, '#e6d3a8', { rx: 8 }),
          circle(300, 140, 30, 'none', { stroke: '#8a5a3b', strokeWidth: 4 }),
          path('M420 120l20 -30l20 30Z', 'none', { stroke: '#8a5a3b', strokeWidth: 4 }),
          line('M260 240q40 -30 80 0t80 0t80 0', '#8a5a3b', 4),
          line('M470 160l20 20l-20 20M500 160l20 20l-20 20', '#8a5a3b', 4),
        ),
      paragraphs: [
        'Back on the Wren, with their helmets off and the heaters blasting, Mum flew the shuttle home while Mina and Tobi studied the pictures Mina had taken of the plate. They had to zoom in a long way. The drawings were small and simple, scratched into the metal by a machine that had copied them from paper long ago.',
        'There was a sun with a smiley face. There was a house with a tree beside it. There was a cat, or possibly a very round dog. There were wavy lines that might have been the sea, a rocket with flames shooting out of the bottom, and a family of stick people holding hands, the smallest one only half as tall as the others.',
        'Underneath, in tiny letters, were words.',
        'TO WHOEVER FINDS THIS: WE ARE THE CHILDREN OF MILLBROOK PRIMARY SCHOOL, ON PLANET EARTH. THESE ARE OUR PICTURES. WE HOPE YOU ARE FRIENDLY. WE HOPE YOU LIKE CATS.',
        'Tobi read it out loud twice. The second time, his voice wobbled.',
        '"They didn\u2019t know who would find it," he said. "They thought it might be aliens."',
        '"Or people," said Mina. "They just didn\u2019t know. They sent it anyway."',
        'She looked at the little family of stick people holding hands. Those children had grown up long ago. Some of them might be grandparents now, somewhere on Earth, more than a billion kilometres away. Maybe one of them still remembered drawing a cat for a space probe and wondering where it would go.',
        '"Mum," she said, "can we send a message back? To Earth? To tell them we found it?"',
        'Mum was quiet for a moment, her hands steady on the controls. "I think," she said, "that is exactly what we should do. The schools on Earth will want to know. The Millbrook children will want to know, if we can find them."',
        'As the Wren glided into Starling\u2019s hangar, Mina\u2019s mind was racing.',
        'The Kestrel 7 children had sent a message into the dark, not knowing who would ever read it. Now someone had. But Kestrel 7 was still out there on Pebble, and one day, maybe a hundred years from now, somebody else would come.',
        '"Tobi," she said, "I\u2019ve had an idea."',
        'Tobi groaned, but he was grinning. "The last time you said that, we built a lighthouse."',
      ],
    },
    {
      title: 'For Whoever Comes Next',
      art: () =>
        space(
          'Starling Station with Pebble and its blinking beacon',
          saturn(650, 110, 70),
          station(280, 200, 0.9, true),
          pebble(620, 290, 40, false),
          circle(622, 246, 8, '#ff5d5d'),
          mina(80, 350, 0.5, 'wave', 'happy'),
          tobi(160, 350, 0.5, 'wave', 'happy'),
        ),
      paragraphs: [
        'The idea grew the way good ideas do, a little at a time and then all at once.',
        'First, Mina asked her teacher if the whole station school could help. There were only eleven children on Starling, from four-year-old Pia, who still wasn\u2019t sure which way was up at the hub, to Tobi, who was nearly thirteen and acted as if he was forty. But eleven was enough.',
        'Everybody drew a picture.',
        'Pia drew Pilot the cat, which was only fair, given what the Millbrook children had said about cats. The Ferreira twins drew the greenhouse, with its tomatoes and its strawberry plants grown from seeds that came on the Albatross. Tobi drew a very detailed diagram of the station, with labels, and then, when nobody was looking, added a small cartoon of Sprocket in the corner. Mina drew the lighthouse badge, with Saturn behind it.',
        'Then Mum and her team in the workshop did something wonderful. They etched all eleven drawings onto a plate of bright new metal, just like the old one, with words underneath.',
        'WE ARE THE CHILDREN OF STARLING STATION, IN ORBIT AROUND SATURN. WE FOUND KESTREL 7, AND WE READ YOUR MESSAGE. WE ARE FRIENDLY. WE DO LIKE CATS. THIS IS OUR HOME. WHOEVER YOU ARE, WELCOME.',
        'At the same time, the radio room sent a long message back to Earth, with pictures of Kestrel 7 and its plate. It took more than an hour to get there. Then, for days, nothing came back, and Mina tried very hard not to check the radio every five minutes.',
        'On the fourth day, an answer arrived.',
        'It was from a woman named Grace Adebayo, who lived in a town called Millbrook, a very long way away. When she was eight years old, she wrote, she had drawn the cat on the Kestrel 7 plate. She was seventy-one now. She had told her grandchildren about it a hundred times, and they had never quite believed her.',
        'They believe me now, she wrote. Thank you for finding our little probe. Thank you for reading our pictures. Please give my love to your cat.',
        'Mina read it out loud in the mess hall, and by the end, even Commander Varga was wiping her eyes.',
        'A week later, the Wren flew back to Pebble one more time. Mina and Tobi shuffled down the slope on their tethers, and Sprocket swept the dust from a flat patch of rock beside Kestrel 7. Very carefully, Mum fixed the new plate in place, right next to the old one.',
        'Two messages, side by side, from two groups of children who would never meet, under a ledge on a tiny grey moon near Saturn.',
        'On the way home, Mina looked back at Pebble through the window. At the top of the hill, the beacon blinked, steady and bright. Ping. Ping. Ping.',
        'It sounded, she thought, like a heartbeat. Or like someone saying: we were here. We were here. We were here.',
      ],
    },
  ],
};

export const STARLING_2 = book;
