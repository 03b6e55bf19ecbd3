/**
 * "Starling Station" book 3 (ages 9–12): The Greenhouse Mystery.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  chapterHead,
  circle,
  cover,
  ellipse,
  g,
  line,
  place,
  rect,
  sky,
  stars,
  type Part,
} from '../../art/index.ts';
import { AUTHOR, ILLUSTRATOR, mina, saturn, sprocket, STARLING, tobi } from './starling-art.ts';

/** A hydroponic rack: pipes of water with plants growing out of them under purple-pink grow lights. */
function rack(x: number, y: number, s: number, droopy: boolean): Part {
  const plant = (px: number, py: number, i: number) =>
    droopy
      ? line(
          `M${px} ${py}Q${px + 4} ${py - 30} ${px + 20} ${py - 20}M${px} ${py}Q${px - 4} ${py - 26} ${px - 18} ${py - 12}`,
          '#8fae5a',
          6,
        ) + circle(px + 18, py - 16, 7, '#c96a4a')
      : line(
          `M${px} ${py}V${py - 40}M${px} ${py - 20}q16 -14 24 -4M${px} ${py - 30}q-16 -14 -24 -4`,
          '#4cb963',
          6,
        ) +
        (i % 2 ? circle(px + 14, py - 34, 8, '#e8413c') : circle(px - 12, py - 30, 7, '#ff5d8f'));
  return g(
    place(x, y, s),
    rect(-170, -210, 340, 16, '#e0c3ff', { rx: 8 }),
    rect(-160, -196, 320, 12, '#ff9ce0', { opacity: 0.35 }),
    ...[0, 1].map(
      (row) =>
        rect(-160, -110 + row * 90, 320, 22, '#dfe7f2', { rx: 11 }) +
        [-120, -60, 0, 60, 120].map((px, i) => plant(px, -110 + row * 90, i + row)).join(''),
    ),
    line('M-150 0V-210M150 0V-210', '#aab0cc', 8),
  );
}

const greenhouse = (seed: string, droopy: boolean, ...parts: Part[]) =>
  chapterHead(
    seed,
    rect(0, 0, 800, 360, '#2a2450'),
    rect(0, 300, 800, 60, '#3a3466'),
    rack(260, 300, 0.8, droopy),
    rack(560, 300, 0.8, droopy),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0028',
  kind: 'chapter',
  title: 'Starling Station: The Greenhouse Mystery',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The tomatoes are drooping, the beans are turning brown and the strawberry plants grown from the Albatross seeds are dying. On a space station, the greenhouse is not a hobby: it is dinner. Mina, Tobi and Sprocket follow the science, from light to water to air, to find out what is killing the plants.',
  interests: ['space', 'science', 'food', 'mystery'],
  subjects: ['Space stations', 'Plants', 'Hydroponics', 'Scientific method'],
  ageMin: 9,
  ageMax: 12,
  nonfiction: false,
  series: { name: STARLING, position: 3 },
  publishedDaysAgo: 8,
  cover: () =>
    cover({
      title: 'The Greenhouse Mystery',
      author: AUTHOR,
      kicker: 'Starling Station · 3',
      titleColor: '#b6f5a0',
      outline: '#1f3a1a',
      badge: { text: '3', color: '#3faf6a' },
      art:
        sky(600, 900, 'space') +
        stars(0, 0, 600, 400, 40, 'ss3c') +
        saturn(470, 400, 60) +
        rect(0, 480, 600, 420, '#2a2450') +
        rack(300, 800, 1.4, false) +
        tobi(110, 870, 0.9, 'point', 'surprised') +
        mina(490, 870, 0.95, 'hold', 'determined', true) +
        sprocket(300, 880, 0.8, 'surprised'),
    }),
  chapters: [
    {
      title: 'Droopy Tomatoes',
      art: () =>
        greenhouse(
          'Drooping plants in the station greenhouse',
          true,
          mina(90, 350, 0.6, 'stand', 'worried'),
          circle(700, 70, 30, '#ffe066', { opacity: 0.3 }),
        ),
      paragraphs: [
        'On Earth, if your tomato plant dies, you can buy some tomatoes at the shop. On Starling Station, there is no shop.',
        'There is only the greenhouse.',
        'It was Mina\u2019s favourite room after the observation deck. It took up a whole curved section of the station wheel, and it was warm and damp and smelled of leaves, which is a smell you start to miss very badly when you live in a metal can in space. There was no soil. Instead, long white pipes ran along racks from floor to ceiling, with plants growing out of holes in the top, their roots dangling into water that flowed slowly through the pipes. Above them glowed strips of pink and purple light.',
        '"It\u2019s called hydroponics," Dr. Ferreira had explained on Mina\u2019s first visit, years ago. Dr. Ferreira ran the greenhouse, and she talked to her plants even more than Mr. Hobbs, the old man in Mina\u2019s favourite Earth books, talked to his pumpkin. "The plants get everything they need from the water: minerals, nutrients, all of it. And the lights give them exactly the colours they use best. Plants mostly use red and blue light to grow. That\u2019s why it looks like a party in here."',
        'Half of the food on Starling came from this room. Lettuce and beans and tomatoes, herbs for the cook, and now, in a special rack of their own, thirty small strawberry plants grown from the seeds that had come on the Albatross.',
        'So when Mina came in after school on Monday and found Dr. Ferreira standing in the middle of the greenhouse with her hands on her head, she knew something was very wrong.',
        'The tomato plants were drooping. Their leaves hung down like wet washing. The beans had brown, crinkly edges. And the strawberry plants, the little strawberry plants that the whole station had been watching grow, were flopped over their pipes as if they were too tired to stand up.',
        '"It started yesterday," said Dr. Ferreira. Her voice was tight. "Just a few leaves. Today it\u2019s nearly every rack."',
        '"Is it a disease?" asked Mina.',
        '"I don\u2019t know yet. I\u2019ve checked for mould. I\u2019ve checked for pests, though heaven knows how a pest would get here. Nothing." Dr. Ferreira rubbed her eyes. "If we lose this greenhouse, the station will have to go onto emergency rations until the Albatross comes back. That\u2019s four months of dried food in packets."',
        'Mina thought of four months of dried food in packets. She thought of the strawberry plants.',
        '"Can I help?" she asked.',
        'Dr. Ferreira looked at her. Then, to Mina\u2019s surprise, she nodded. "The Commander says you and Tobi have good eyes," she said. "And I need all the eyes I can get."',
      ],
    },
    {
      title: 'Light, Water, Air',
      art: () =>
        chapterHead(
          'Tobi writes a list on the whiteboard: light, water, air, food',
          rect(0, 0, 800, 360, '#2a2450'),
          rect(200, 50, 400, 230, '#ffffff', { rx: 12 }),
          ...['#ffd23f', '#4d96ff', '#7ef0c1', '#ff9f43'].map(
            (c, i) =>
              circle(250, 100 + i * 48, 14, c) +
              rect(280, 92 + i * 48, 180 - i * 20, 14, '#c9c3e6', { rx: 7 }),
          ),
          tobi(110, 350, 0.65, 'point', 'determined'),
          mina(690, 350, 0.65, 'stand', 'smile', true),
        ),
      paragraphs: [
        'Tobi arrived with a tablet, a stylus and an expression Mina recognised. It was the expression he wore when he was about to make a list.',
        '"Right," he said, standing in front of the greenhouse whiteboard. "When something goes wrong, you don\u2019t guess. You check everything, one thing at a time. That\u2019s the scientific method." He wrote in big letters: WHAT DO PLANTS NEED?',
        '"Light," said Mina.',
        'Tobi wrote LIGHT.',
        '"Water," said Mina. "And air. Plants breathe in carbon dioxide and use it to make their food. Then they breathe out oxygen, which is why we like them so much."',
        'Tobi wrote WATER and AIR.',
        '"And food," added Dr. Ferreira. "Nutrients. Minerals like nitrogen and potassium. On Earth they come from the soil. Here, we mix them into the water."',
        'Tobi wrote NUTRIENTS. Then he drew a box next to each word. "We check them one by one," he said. "Whichever one is wrong is our culprit."',
        'They started with light. Dr. Ferreira pulled up the lighting log on her screen. The pink and purple strips had been on for sixteen hours a day and off for eight, exactly as usual. The brightness was normal. The colours were normal. Tobi ticked the first box.',
        'Next was air. Mina went to the little sensor by the door that measured the air in the greenhouse. Carbon dioxide: normal. Oxygen: normal. Temperature: twenty-four degrees, as cosy as a summer afternoon. Another tick.',
        'Nutrients took longer. Dr. Ferreira took a sample of water from the pipes and ran it through the analyser. They waited, watching the little bar fill up. Nitrogen, normal. Potassium, normal. Phosphorus, calcium, everything: normal.',
        'Tobi ticked the third box and frowned at the last one.',
        '"Water," he said. "But they\u2019ve got water. The pipes are full of it. The plants are sitting in it."',
        'Mina walked slowly along the nearest rack. The plants drooped over the pipes. Their roots hung down into the water, just as they always did. She crouched down to look through the little inspection window in the side of the pipe.',
        'The roots were not white.',
        'Healthy roots were white, she knew, fluffy and pale like cotton. These were a dull brownish colour. And the water around them was not moving. It just sat there, still as a pond.',
        '"Dr. Ferreira," Mina said. "Is the water supposed to be flowing?"',
      ],
    },
    {
      title: 'Sprocket Investigates',
      art: () =>
        greenhouse(
          'Sprocket peers into a greenhouse pipe',
          true,
          g(place(400, 340, 1), sprocket(0, 0, 0.7, 'surprised')),
          line('M440 260L470 230', '#7ef0c1', 4),
        ),
      paragraphs: [
        'Dr. Ferreira was at Mina\u2019s side in two strides. She looked through the inspection window. Then she put her hand flat against the pipe and waited.',
        '"It should hum," she said. "You should feel the pump pushing the water through. It\u2019s barely moving at all."',
        '"Does that matter?" asked Tobi. "If the roots are in the water anyway?"',
        '"It matters enormously," said Dr. Ferreira. "Roots need to breathe too. They take oxygen out of the water around them. When water flows, it picks up fresh oxygen from the air and carries it past the roots. When it stops, the roots use up all the oxygen and begin to suffocate. They turn brown, they can\u2019t drink properly, and the plant wilts, even though it\u2019s sitting in water." She shook her head. "I checked the pump this morning. It\u2019s running perfectly."',
        '"So the pump is pushing," said Mina slowly, "but the water isn\u2019t getting through. Something must be blocking it."',
        'They looked at the pipes. There were hundreds of metres of them, running up and down and around the racks, behind panels and under the floor.',
        '"We\u2019d have to take the whole greenhouse apart to find a blockage," said Dr. Ferreira. "That would take days."',
        'Something bumped into Mina\u2019s ankle.',
        'It was Sprocket, of course. Since the trip to Pebble, Sprocket had taken to following Mina and Tobi around the station as if it were their own personal robot, which, Tobi said, it more or less was now.',
        '"Sprocket," said Mina slowly, "how thin can your camera stalk go?"',
        'Sprocket extended its camera stalk. It was thin and bendy, like a metal noodle, with a tiny light on the end.',
        'Five minutes later, Dr. Ferreira had opened the cap at the end of the first pipe, and Sprocket was feeding its camera, very slowly, up inside it, with a picture appearing on Tobi\u2019s tablet. They saw the inside of the pipe, white and curved. They saw roots, brown and tangled. They saw water, still and murky.',
        'And then, at the place where the pipe joined the main filter, they saw something else.',
        'It was grey. It was soft and thick, like felt. It covered the whole filter, so that barely a trickle of water could squeeze through.',
        '"That\u2019s not mould," breathed Dr. Ferreira.',
        'Mina stared at the screen. She had seen that grey before. She had seen it glittering in clouds around her helmet, clinging to her gloves, floating away from her sleeves.',
        '"That\u2019s dust," she said. "That\u2019s Pebble dust."',
      ],
    },
    {
      title: 'Grey in the Water',
      art: () =>
        chapterHead(
          'Grey dust clogging a filter, seen on a screen',
          rect(0, 0, 800, 360, '#2a2450'),
          rect(180, 40, 440, 260, '#111133', { rx: 16 }),
          circle(400, 170, 100, '#dfe7f2'),
          circle(400, 170, 84, '#8a8a9a'),
          ...[0, 1, 2, 3, 4, 5].map((i) =>
            circle(360 + (i % 3) * 40, 140 + Math.floor(i / 3) * 50, 12, '#6b6b7a'),
          ),
          tobi(110, 350, 0.6, 'stand', 'surprised'),
          mina(690, 350, 0.6, 'point', 'determined', true),
        ),
      paragraphs: [
        'Nobody said it was Mina\u2019s fault. That almost made it worse.',
        'They worked it out together in the Commander\u2019s office: Mina, Tobi, Mum, Dr. Ferreira and Commander Varga, with a mug of tea going cold in front of each of them.',
        'When the team came back from Pebble, their spacesuits had been covered in fine grey dust. They had brushed off what they could in the airlock. But Pebble dust was charged with static, and it clung. Some of it had stayed on their suits. Some of it had floated off into the air of the station when they took their helmets off. And the air of Starling Station, like everything else, was recycled.',
        '"The air is cleaned by the life-support system," Mum explained. "It pulls moisture out of the air, so we don\u2019t all get soggy, and sends that water to the greenhouse. Waste not, want not." She sighed. "The dust went with it. A little bit at a time, for weeks, until it built up on the greenhouse filter like felt."',
        '"So we did it," said Mina quietly. "When we went to Pebble. We brought it back."',
        'Commander Varga looked at her steadily. "Mina, every time people explore somewhere new, they find problems nobody thought of before. That isn\u2019t a failure. That\u2019s how we learn. The Apollo astronauts brought Moon dust back into their spacecraft and sneezed all the way home. Nobody had planned for it. They learned, and the next missions were better."',
        'Mina nodded, but her throat felt tight.',
        '"What matters," said the Commander, "is what we do next."',
        'What they did next was a great deal of cleaning.',
        'Dr. Ferreira and Mum fitted a clean filter and flushed every pipe in the greenhouse with fresh water, one rack at a time. Tobi wrote a program that made the pumps pulse gently, pushing extra oxygen through the water to help the damaged roots recover. Mina and the other station children carried trays of seedlings to the spare racks, just in case, and misted the drooping leaves.',
        'Sprocket cleaned the old filter. It took three hours. Sprocket said "Dust" approximately four thousand times, and seemed happier than it had ever been.',
        'Then they waited.',
        'Plants, Mina discovered, cannot be hurried. For two days the tomatoes still drooped. The beans lost some of their brown leaves. The strawberry plants stayed flopped over their pipes, and Mina visited them before school and after school and once, secretly, after bedtime.',
        'On the third morning, she came into the greenhouse and stopped in the doorway.',
        'The tomato plants were standing up.',
        'Not all of them, and not all the way. But their leaves had lifted, like arms stretching after a long sleep. Through the inspection window, she could see new roots, small and white and fluffy, curling out into the clear, flowing water.',
        'And on the very first strawberry plant, at the end of the rack, was a single small white flower.',
      ],
    },
    {
      title: 'The Dust Marshal',
      art: () =>
        greenhouse(
          'The greenhouse is green and healthy again',
          false,
          sprocket(400, 345, 0.7, 'happy'),
          ellipse(400, 300, 46, 12, '#ffd23f', { opacity: 0.6 }),
          mina(90, 350, 0.6, 'cheer', 'laugh'),
          tobi(710, 350, 0.6, 'cheer', 'laugh', true),
        ),
      paragraphs: [
        'Two weeks later, there was a ceremony in the airlock.',
        'It was not a very large ceremony, because the airlock was not a very large room. But everyone who could squeeze in squeezed in, and everyone who couldn\u2019t watched on the screens in the mess hall.',
        'The airlock had changed. There was a new set of soft brushes on long arms by the inner door, and a gentle fan that blew across anyone coming in from outside. There was a bright yellow line painted on the floor, with the words STOP. BRUSH. CHECK. in big letters. And there was a small metal plaque on the wall, next to a charging point exactly the right size for a round, flat cleaning robot.',
        'The plaque said: DUST MARSHAL.',
        'Tobi had designed the new routine. Every suit that came in from outside would be brushed, blown and checked with a little scanner before anybody took off a helmet. Mina had written the instructions, because, as the Commander said, she explained things best. And Sprocket would do the checking.',
        '"It was Mina\u2019s idea to put Sprocket in charge," Tobi told everyone. "Sprocket doesn\u2019t get bored. Sprocket doesn\u2019t skip steps. And Sprocket loves dust more than anyone alive."',
        '"Dust," agreed Sprocket, rolling proudly onto its new charging point.',
        'Commander Varga cleared her throat. "Starling Station is a small place," she said, "a long way from anywhere. When something goes wrong, there is no one to call. We have to work it out ourselves, carefully, together, one question at a time. These two have now done that twice." She smiled at Mina and Tobi. "I hope you don\u2019t make it a habit. My nerves can\u2019t take it."',
        'Everybody laughed.',
        'Afterwards, Mina went to the greenhouse. It was warm and damp and smelled of leaves again. The tomatoes stood tall under the pink and purple lights. The beans had climbed their strings. And along the strawberry rack, among the green leaves, were small white flowers and, here and there, little hard green berries, slowly starting to blush.',
        'Dr. Ferreira was there, talking quietly to the plants. She looked up and smiled.',
        '"Three weeks," she said, "and we\u2019ll have the first strawberries ever grown on Starling. I was thinking they should go to the people who saved them."',
        'Mina thought about it. She thought about the Albatross, and the Kestrel 7 children, and four-year-old Pia, who had never tasted a strawberry in her whole life because she had been born on the station.',
        '"Could we share them?" she asked. "With everyone? Even if it\u2019s only a tiny piece each?"',
        'Dr. Ferreira laughed. "Eighty-two people and thirty plants. That will be a very tiny piece."',
        '"That\u2019s all right," said Mina. "Tiny pieces taste best when everyone gets one."',
        'Outside the greenhouse window, Saturn turned slowly in the dark, golden and ringed and beautiful, and Mina, standing among the leaves, felt for a moment as if the little station were not a metal can at all, but a garden, floating in the sky.',
      ],
    },
  ],
};

export const STARLING_3 = book;
