/**
 * "Starling Station" book 1 (middle grade, ages 9–12): The Silent Beacon.
 */
import type { ChapterBook } from '../../content.types.ts';
import { chapterHead, circle, cover, rocket, stars, sky, type Part } from '../../art/index.ts';
import {
  mina,
  saturn,
  station,
  STARLING,
  tobi,
  sprocket,
  pebble,
  AUTHOR,
  ILLUSTRATOR,
} from './starling-art.ts';

const space = (seed: string, ...parts: Part[]) =>
  chapterHead(seed, sky(800, 360, 'space'), stars(0, 0, 800, 360, 50, seed), ...parts);

const book: ChapterBook = {
  idNumber: 'PB-0010',
  kind: 'chapter',
  title: 'Starling Station: The Silent Beacon',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Eleven-year-old Mina Osei lives on a space station orbiting Saturn, where the supply ship is the most exciting thing that ever happens. But three days before it arrives, the beacon that guides it home goes silent. With her friend Tobi and a very opinionated cleaning robot, Mina must turn a wild idea into a lighthouse in space.',
  interests: ['space', 'adventure', 'science'],
  subjects: ['Space stations', 'Saturn', 'Problem solving', 'Friendship'],
  ageMin: 9,
  ageMax: 12,
  nonfiction: false,
  series: { name: STARLING, position: 1 },
  publishedDaysAgo: 60,
  cover: () =>
    cover({
      title: 'The Silent Beacon',
      author: AUTHOR,
      kicker: 'Starling Station · 1',
      titleColor: '#ffe066',
      outline: '#1b1464',
      badge: { text: '1', color: '#ff7b29' },
      art:
        sky(600, 900, 'space') +
        stars(0, 0, 600, 900, 70, 'ss1c') +
        saturn(420, 470, 110) +
        pebble(120, 420, 26, true) +
        station(270, 700, 1.15, true),
    }),
  chapters: [
    {
      title: 'The Quietest Place in the Solar System',
      art: () =>
        space(
          'Mina at the observation window looking at Saturn',
          saturn(560, 170, 90),
          circle(220, 180, 150, '#0b0b2a', { opacity: 0.5 }),
          mina(220, 340, 0.9, 'stand', 'happy'),
        ),
      paragraphs: [
        'Mina Osei had seen Saturn every single day of her life, and she still was not bored of it.',
        'Every morning before school, she floated up the ladder to the observation deck, hooked her feet under the rail, and pressed her nose to the big window. There it was: a golden ball striped like butterscotch, wrapped in rings so wide and thin they looked painted on the dark. The rings were not solid. Her teacher said they were made of billions of chunks of ice, some as small as sugar grains and some as big as houses, all swinging around the planet together. From here, they just looked like magic.',
        'Starling Station was a wheel of white modules turning slowly in space, with eighty-two people aboard and one very old cat named Pilot. It spun so that everyone inside felt a gentle pull towards the floor, a bit like gravity, only lighter. In the middle, at the hub, there was no pull at all, which was why Mina liked the observation deck best. Up here, you could do a somersault without even trying.',
        '"You\u2019ll be late," said a voice behind her.',
        'It was Tobi Brandt, who was twelve and tall and always knew what time it was. Tobi had lived on Starling for two years. Before that he had lived in Hamburg, and he still talked about rain the way other people talked about dessert.',
        '"Three days," Mina said, without turning around.',
        '"Three days and six hours," said Tobi, "until the Albatross docks."',
        'The Albatross was the supply ship. It came every four months, all the way from Earth, and it brought everything: air filters and spare parts, medicine, letters, seeds for the greenhouse, and, if the cook had asked nicely, a crate of real strawberries. The day the Albatross arrived was the closest thing Starling had to a holiday.',
        'The rest of the time, Starling was quiet. Not silent, exactly. Fans whirred. Pipes ticked. The cleaning robots hummed along the corridors. But outside the walls there was nothing but space, and space makes no sound at all. Mina\u2019s dad, who was a geologist and loved facts, called Starling "the quietest place in the solar system." Then he would laugh, because he was usually the loudest person on it.',
        'After school, Mina had a job. Three afternoons a week, she helped in the radio room, sorting messages and checking signals. She loved the radio room. It was full of screens and blinking lights, and it was the only place on the station that listened to the outside.',
        'Most of what it heard was the beacon.',
        'The beacon sat on a tiny moon the crew called Pebble, a lumpy grey rock about as wide as a small town, that orbited not far from the station. Around Pebble floated a cloud of dust and loose stones, which made the last part of the journey to Starling tricky. So years ago, engineers had put a beacon on Pebble. Every two seconds it sent out a radio ping. Ships used the pings to line themselves up and steer safely through the rubble.',
        'Ping. Ping. Ping. Mina had heard it so often that she did not even notice it anymore, the way you do not notice your own heartbeat.',
        'That afternoon, she sat down at the radio desk, put on the big headphones, and reached for the first message of the day.',
        'Then she stopped.',
        'Something was wrong. She could not work out what it was at first. The room looked the same. The screens glowed the same. And then she understood.',
        'The pinging had stopped.',
      ],
    },
    {
      title: 'Static',
      art: () =>
        space(
          'Mina and Tobi listen to static in the radio room',
          circle(400, 200, 130, '#1f1850'),
          ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
            circle(320 + i * 22, 200 + Math.sin(i) * 30, 6, '#7ef0c1'),
          ),
          mina(200, 340, 0.85, 'hold', 'worried'),
          tobi(600, 340, 0.85, 'point', 'surprised'),
        ),
      paragraphs: [
        'Within ten minutes, the radio room was full of grown-ups.',
        'Commander Varga arrived first, still holding her coffee bulb. Mina\u2019s mum, Afua, the station\u2019s chief engineer, came next, with a smudge of grease across her forehead. Then two technicians, then the navigator, and then Tobi, who had heard the news in the corridor and wanted to know everything.',
        '"When did it stop?" asked the Commander.',
        '"The log says 13:42," said Mina. Her voice came out small. "About an hour ago."',
        'Mum leaned over the screen. "No pings at all. Just static." She frowned. "The beacon has a main battery and a backup. If the main system failed, the backup should have switched on."',
        '"Can the Albatross dock without it?" the Commander asked the navigator.',
        'The navigator rubbed his eyes. "Coming through the dust around Pebble without a guide? It could try. But the pilots are not allowed to risk it. Without a beacon, they\u2019ll wait outside the debris field until we fix it."',
        '"How long can they wait?"',
        '"A week, maybe. Then they\u2019d have to turn back."',
        'Turn back. Mina thought of the medicine and the air filters and the letters from Grandma Akosua, who wrote every single month on real paper. She thought of the strawberries.',
        '"Can\u2019t someone just fly out to Pebble and fix it?" Tobi asked.',
        '"Our shuttle is in pieces in the hangar," said Mum. "We\u2019re replacing its engine. It won\u2019t fly for two weeks."',
        '"What about Earth?" said Tobi. "Can\u2019t they tell us what to do?"',
        '"A radio message takes more than an hour to get from here to Earth," said the Commander, "and another hour to come back. They\u2019ll help, but they can\u2019t see what we see. This is our problem."',
        'The grown-ups began to talk all at once, about batteries and circuits and spare parts. Mina put the headphones back on, mostly so she would not have to hear how worried everybody sounded.',
        'Static filled her ears. A soft hiss, like waves on a far-off beach.',
        'And then, under the hiss, something else.',
        'It was very faint. Mina pressed the headphones tight. There: a short crackle. Then a long one. Short, short, long. A pause. Then the same again.',
        '"Tobi," she whispered. "Listen."',
        'Tobi put his ear next to hers. His eyes went wide.',
        '"That\u2019s not static," he said. "That\u2019s a pattern."',
        'Mina turned up the volume and switched the sound to the room\u2019s speakers. Everyone went quiet. In the silence, the pattern crackled out, weak but steady. Short, short, long. Pause. Short, short, long.',
        'Mum\u2019s face changed. "That\u2019s the backup," she said slowly. "It\u2019s not pinging. It\u2019s sending its fault code. It\u2019s saying: low power."',
        '"So it\u2019s not broken," said Mina. "It\u2019s tired."',
        'For the first time that afternoon, Commander Varga almost smiled. "Then we need to find out why it\u2019s tired," she said. "Osei, Brandt, good ears. Don\u2019t go anywhere."',
      ],
    },
    {
      title: 'A Crack in the Panel',
      art: () =>
        space(
          'A close-up of Pebble with a cracked solar panel',
          pebble(400, 200, 120, false),
          circle(470, 150, 20, '#7fd3ff', { opacity: 0.6 }),
          sprocket(140, 330, 0.9),
        ),
      paragraphs: [
        'The backup system on Pebble ran on sunlight. A small solar panel, about the size of a kitchen table, charged a battery, and the battery kept the beacon alive.',
        '"Out here, sunlight is weak," Mum explained, as she, Mina and Tobi squeezed into the little telescope room. "Saturn is about ten times farther from the Sun than Earth is, so the light is about a hundred times dimmer. The panel only just makes enough power on a good day. If anything goes wrong with it..."',
        '"The beacon gets tired," said Mina.',
        '"Exactly."',
        'The station\u2019s telescope was meant for looking at Saturn\u2019s moons, not at a little rock next door, but Mum swung it around and zoomed in. Pebble filled the screen: grey, lumpy, pitted with tiny craters, like a potato that had been left out in the rain. Near the top, a metal tower stuck up, and beside it, a dark square glinted.',
        '"There\u2019s the panel," said Mum. She zoomed in further. The picture went grainy, then sharpened.',
        'Across the dark square ran a bright, jagged line.',
        '"A crack," breathed Tobi.',
        '"Micrometeoroid," said Mum. "A speck of space dust moving faster than a bullet. It happens. Half the panel isn\u2019t working, and the rest is covered in the dust the hit kicked up."',
        'At that moment the door slid open and something bumped into Mina\u2019s ankle.',
        'It was Sprocket, one of the station\u2019s cleaning robots. Sprocket was round and flat, like a large frying pan with wheels, and it had a small camera on a bendy stalk. Most of the cleaning robots simply cleaned. Sprocket had been patched and reprogrammed so many times that it had developed what Mum politely called "a personality."',
        '"Dust detected," Sprocket announced in its cheerful, crackly voice. "Dust. Dust. Dust."',
        '"Not now, Sprocket," said Mum.',
        '"Sprocket can see the dust on the screen," said Tobi, laughing. "It wants to go and clean Pebble."',
        '"If only it could," said Mum. She rubbed her forehead, and the grease smudge spread. "Even if the panel were clean, half of it is broken. The beacon can\u2019t make a strong radio signal with that. We can\u2019t get out there until the shuttle\u2019s fixed. And the Albatross can\u2019t get in without something to steer by."',
        'Mina looked at the little grey moon on the screen, and the crack shining across it like a tiny bolt of lightning.',
        'Something to steer by.',
        'She thought of her grandmother\u2019s house in Cape Coast, in Ghana, where she had visited once when she was small. From Grandma Akosua\u2019s window you could see the lighthouse on the hill. At night, its light swept around and around over the dark sea.',
        '"Mum," Mina said slowly. "Before there were radio beacons on Earth, how did ships find their way in the dark?"',
        'Mum looked at her. Tobi looked at her. Even Sprocket swivelled its camera towards her.',
        '"Lighthouses," said Tobi.',
        'Mina\u2019s heart began to beat very fast. "Then let\u2019s build one."',
      ],
    },
    {
      title: 'A Lighthouse in Space',
      art: () =>
        space(
          'The station flashes its floodlights in a pattern',
          station(400, 230, 1.3, true),
          ...[0, 1, 2].map((i) => circle(160 + i * 240, 320, 10, '#ffe066')),
        ),
      paragraphs: [
        'It sounded silly when Mina said it out loud to Commander Varga. She said it anyway.',
        '"The Albatross has cameras," she explained, standing very straight. "Star trackers. Tobi told me. The ship uses them to work out which way it\u2019s pointing by looking at the stars. So it can see bright points of light. Starling has big floodlights all around the docking ring, for when the crew works outside. If we flash them in a pattern that no star would ever make, the ship\u2019s computer could lock onto us. Like a lighthouse."',
        'The Commander put down her coffee bulb. "The floodlights are on the station," she said. "The problem is the rubble near Pebble, not the station."',
        '"But the safe path through the rubble starts right here and goes straight out," said Tobi. He had drawn it on a tablet, with wobbly lines and a lot of arrows. "The beacon just tells the ship where Pebble is. If the ship knows exactly where Starling is instead, the navigator can work out the safe path from that. It\u2019s just maths."',
        '"Just maths," repeated the navigator faintly. Then he took the tablet and looked at it for a long time. "It\u2019s not just maths," he said at last. "It\u2019s a lot of maths. But it could work."',
        'For the next two days, Starling Station was the busiest quiet place in the solar system.',
        'Mum and her team rewired the floodlights so they could flash on and off together, exactly on time. Tobi and the navigator worked out the pattern: three quick flashes, a pause, one long flash, over and over, a rhythm that no star or planet or passing rock could ever make. Mina wrote the message that would be sent to the Albatross, explaining the plan, because the Commander said she had explained it best.',
        'The ship was close now, less than a light-second away. A message took no time at all.',
        'The reply came back an hour later. Mina read it aloud in the radio room, her hands shaking a little.',
        '"Albatross to Starling. Understood. Star trackers reconfigured. We will look for your lighthouse. P.S. Who thought of this?"',
        'The Commander looked at Mina and Tobi. Then she leaned over the microphone herself.',
        '"Two of our youngest crew members," she said, "and a robot that wanted to clean a moon."',
        'That night, Mina could not sleep. She lay in her bunk and listened to the station: the fans, the pipes, the distant hum of the cleaning robots. Somewhere out there, in the black, a ship full of strawberries and letters and people was waiting at the edge of the dust, looking for a light.',
        'She hoped very hard that they would see it.',
      ],
    },
    {
      title: 'Home Lights',
      art: () =>
        space(
          'The supply ship Albatross arrives safely',
          saturn(660, 120, 70),
          station(250, 220, 1, true),
          rocket({ x: 560, y: 300, s: 0.4, rotate: -70, color: '#e6e6f5', trim: '#4d96ff' }),
          mina(80, 350, 0.6, 'cheer', 'happy'),
          tobi(720, 350, 0.6, 'cheer', 'happy'),
        ),
      paragraphs: [
        'At 04:00 station time, the whole crew gathered on the observation deck. Nobody had been told to come. Everybody came anyway. Somebody had even brought Pilot the cat, who was asleep in a blanket and did not care at all.',
        '"Floodlights ready," said Mum, over the speaker.',
        '"Albatross ready," crackled the pilot\u2019s voice from the ship.',
        '"Light it up," said Commander Varga.',
        'All around the docking ring, the great floodlights blazed. Three quick flashes. A pause. One long flash. Then again. The light spilled out through the windows and lit up every face on the deck, and for a moment Mina felt as if she were standing on the hill in Cape Coast, watching the lighthouse sweep over the sea.',
        'Minutes passed. Nobody spoke.',
        'Then, far out against the stars, a tiny light blinked back.',
        '"We see you, Starling," said the pilot. "Locked on. Coming home."',
        'Tobi grabbed Mina\u2019s arm so hard it hurt, and she did not mind one bit.',
        'The tiny light grew bigger. It became a shape: a long, white ship with folded solar wings, gliding slowly through the dark. The navigator called out numbers in a calm, steady voice. The Albatross turned, slowed, turned again, threading the invisible path that Tobi had drawn with wobbly arrows two days before.',
        'With a soft clunk that everyone felt through the floor, it docked.',
        'The observation deck exploded with cheering. People hugged. Someone was crying. Sprocket spun in circles, announcing "Success! Success!" until somebody picked it up.',
        'An hour later, Mina sat in the mess hall with a bowl of strawberries in her lap. They were small and a bit squashed from the journey, and they were the most delicious thing she had ever eaten. Next to her, Tobi was on his fourth.',
        'Commander Varga walked over and put two small metal badges on the table. Each one was shaped like a lighthouse, with a tiny Saturn behind it.',
        '"Mum made them in the workshop," the Commander said. "Starling has never needed lighthouse keepers before. It seems we do now."',
        'Mina pinned hers to her jumper and could not stop smiling.',
        'Later, Mum came and sat beside her, still smelling of machine oil. "Next week the shuttle will be fixed," she said. "We\u2019ll fly out to Pebble and replace that panel properly. I need someone to help me check the beacon."',
        '"Me?" said Mina.',
        '"You," said Mum. "And Tobi. And I suppose Sprocket will insist on coming to clean." She paused, and a strange look crossed her face. "There\u2019s something else, too. When the telescope was pointed at Pebble, it picked up something odd. A shadow near the beacon that shouldn\u2019t be there."',
        '"What kind of shadow?" asked Mina.',
        'Mum only smiled. "I suppose," she said, "we\u2019ll have to go and see."',
        'Mina looked out of the mess-hall window. Pebble hung in the dark, small and grey and ordinary-looking.',
        'It did not look like a place with secrets. But then, Mina thought, neither had the static.',
      ],
    },
  ],
};

export const STARLING_1 = book;
