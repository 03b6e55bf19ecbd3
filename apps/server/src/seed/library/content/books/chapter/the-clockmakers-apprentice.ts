/**
 * "The Clockmaker's Apprentice" (ages 10–13): a historical mystery at the Great Exhibition of
 * 1851 in London's Crystal Palace.
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
  planet,
  rect,
  star,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const AUTHOR = 'Eleanor Wrenfield';
const ILLUSTRATOR = 'Theo Marbleton';

const lottie = (
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
    skin: SKIN[1],
    hair: HAIR.brown,
    hairStyle: 'bun',
    shirt: '#6b4a7a',
    dress: true,
  });
const anton = (
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
    hair: HAIR.blond,
    hairStyle: 'short',
    shirt: '#3d4a7a',
    pants: '#2b2240',
    hat: 'cap',
    hatColor: '#2b2240',
  });
const pell = (
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
    skin: SKIN[1],
    hair: HAIR.white,
    hairStyle: 'bald',
    shirt: '#5a3b22',
    pants: '#2b2240',
    glasses: true,
  });

/** A brass gear wheel. */
function gear(x: number, y: number, r: number, color = '#d9a53f'): Part {
  const teeth = Array.from({ length: 12 }, (_, i) =>
    g(
      { transform: `rotate(${i * 30} ${x} ${y})` },
      rect(x - r * 0.12, y - r * 1.18, r * 0.24, r * 0.3, color),
    ),
  );
  return (
    teeth.join('') +
    circle(x, y, r, color) +
    circle(x, y, r * 0.55, 'none', { stroke: '#a87a22', strokeWidth: r * 0.1 }) +
    circle(x, y, r * 0.15, '#a87a22')
  );
}

/** The clock "The Heavens in Brass": a tall case with an orrery of planets on top. */
function heavensClock(x: number, y: number, s: number): Part {
  return g(
    place(x, y, s),
    rect(-60, -220, 120, 220, '#6b3f23', { rx: 8 }),
    clock({ x: 0, y: -150, s: 0.75, hour: 10, minute: 10, color: '#fff7e0' }),
    rect(-30, -80, 60, 70, '#3a2414', { rx: 6 }),
    line('M0 -80V-30', '#d9a53f', 4),
    circle(0, -26, 10, '#d9a53f'),
    ellipse(0, -250, 110, 26, 'none', { stroke: '#d9a53f', strokeWidth: 4 }),
    circle(0, -260, 18, '#ffd23f'),
    planet(-90, -252, 8, '#4d96ff'),
    planet(60, -232, 7, '#e0603a'),
    planet(96, -262, 11, '#e3b27a'),
  );
}

/** The Crystal Palace: glass and iron, with an arched transept. */
function palace(seed: string, ...parts: Part[]): string {
  const panes: Part[] = [];
  for (let x = 0; x < 800; x += 40) panes.push(line(`M${x} 40V360`, '#c9d9ea', 2));
  for (let y = 60; y < 360; y += 40) panes.push(line(`M0 ${y}H800`, '#c9d9ea', 2));
  return chapterHead(
    seed,
    rect(0, 0, 800, 360, '#e8f3fb'),
    path('M200 40Q400 -80 600 40Z', '#d6e8f5'),
    ...panes,
    rect(0, 300, 800, 60, '#b9916a'),
    ...Array.from({ length: 20 }, (_, i) => line(`M${i * 40} 300V360`, '#8a6a48', 2)),
    ...parts,
  );
}

const workshop = (seed: string, ...parts: Part[]) =>
  chapterHead(
    seed,
    rect(0, 0, 800, 360, '#5a4636'),
    rect(0, 250, 800, 110, '#3a2a1e'),
    rect(80, 40, 200, 140, '#d6c59a', { rx: 6 }),
    line('M180 40V180M80 110H280', '#5a4636', 6),
    rect(320, 200, 420, 24, '#8a5a3b', { rx: 6 }),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0034',
  kind: 'chapter',
  title: "The Clockmaker's Apprentice",
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'London, 1851. Lottie Finch, apprentice to an old clockmaker, has helped build the most beautiful clock in the world for the Great Exhibition in the glittering Crystal Palace. But the night before the judges arrive, a tiny brass wheel vanishes, the clock stops, and someone must be blamed. A historical mystery full of real wonders.',
  interests: ['history', 'mystery', 'science'],
  subjects: ['Great Exhibition', 'Victorian London', 'Clocks', 'Historical fiction'],
  ageMin: 10,
  ageMax: 13,
  nonfiction: false,
  publishedDaysAgo: 365,
  cover: () =>
    cover({
      title: "The Clockmaker's Apprentice",
      author: AUTHOR,
      titleColor: '#ffd98a',
      outline: '#3a2414',
      art:
        rect(0, 0, 600, 900, '#2f2a4a') +
        gear(110, 470, 60, '#8a6a2a') +
        gear(500, 560, 80, '#8a6a2a') +
        star(480, 400, 10, '#ffe066') +
        star(90, 620, 8, '#ffe066') +
        heavensClock(400, 880, 1.25) +
        lottie(170, 880, 1.3, 'point', 'determined'),
    }),
  chapters: [
    {
      title: 'The Heavens in Brass',
      art: () =>
        workshop(
          'Mr. Pell and Lottie in the clock workshop',
          heavensClock(560, 330, 0.9),
          gear(420, 160, 22),
          gear(460, 140, 14),
          pell(300, 345, 0.55, 'point', 'happy'),
          lottie(150, 345, 0.65, 'hold', 'smile'),
        ),
      paragraphs: [
        'In the spring of 1851, the most beautiful clock in London sat in a cramped workshop in Clerkenwell, at the top of three flights of stairs, and only two people in the world had ever seen it.',
        'One of them was Mr. Josiah Pell, who had been making clocks for fifty years and had hands that shook a little now, except when they were holding a tool. The other was his apprentice, Lottie Finch, who was twelve, who had come to him from the orphanage four years before, and who could tell you the name of every tiny part of a clock faster than most people could say the alphabet.',
        'The clock was called The Heavens in Brass.',
        'It stood taller than Lottie, in a case of polished walnut. Its face was white enamel, painted with golden stars. But the wonder of it was on top. There, under a glass dome, was a small brass Sun, and around it, on thin curved arms, turned the planets: Mercury, Venus, the Earth with its little Moon, Mars, Jupiter, Saturn with its ring, Uranus, and a tiny new planet called Neptune, which astronomers had only discovered five years before. As the clock ticked, the planets moved around the Sun at their proper speeds, so that the whole solar system turned in miniature, keeping time with the sky.',
        '"An orrery and a clock in one," Mr. Pell said, every time he looked at it, as if he could hardly believe he had made it. "There has never been anything quite like it."',
        'And in a few weeks\u2019 time, the whole world would see it.',
        'Everybody in London was talking about the Great Exhibition. Prince Albert himself had helped to plan it. Thousands of inventions and treasures from all over the world were to be shown together in Hyde Park, in an enormous building made almost entirely of glass. The newspapers called it the Crystal Palace. There would be steam engines and printing presses, silks from India and porcelain from China, telescopes and pianos and a diamond as big as a hen\u2019s egg. And there, among all the wonders, would be The Heavens in Brass.',
        'There would be judges, too, going from stand to stand, awarding medals for the very best things. Mr. Pell did not talk about the medals. But Lottie saw how he polished the walnut case every morning, and how his shaking hands went steady when he checked the clock\u2019s gears, and she knew how much he wanted one.',
        '"Lottie," he said one evening, as the gas lamps hissed and the bells of St James\u2019s rang seven, "I am an old man. This is the last great clock I shall ever make. When I am gone, you will carry on the trade."',
        '"Don\u2019t say that," said Lottie.',
        '"It\u2019s true," said Mr. Pell gently. "Girls do not often become clockmakers, and there will be people who tell you that you cannot. But I have never had an apprentice with better eyes or steadier hands. Remember that, whatever anyone says."',
        'Lottie did remember it. She remembered it very hard, a few weeks later, when everything went wrong.',
      ],
    },
    {
      title: 'The Glass Palace',
      art: () =>
        palace(
          'Crowds inside the Crystal Palace',
          heavensClock(600, 300, 0.7),
          ...[0, 1, 2, 3].map((i) =>
            person({
              x: 100 + i * 90,
              y: 300,
              s: 0.45,
              grown: i % 2 === 0,
              skin: SKIN[i],
              hair: [HAIR.brown, HAIR.black, HAIR.blond, HAIR.grey][i],
              hairStyle: (['bun', 'short', 'long', 'bald'] as const)[i],
              shirt: ['#6b4a7a', '#2b2240', '#8a3a3a', '#3d4a7a'][i],
              dress: i % 2 === 0,
              mood: 'surprised',
            }),
          ),
          lottie(470, 300, 0.5, 'cheer', 'happy'),
        ),
      paragraphs: [
        'Lottie had thought she knew what "enormous" meant. She was wrong.',
        'The Crystal Palace rose out of Hyde Park like something from a fairy tale, a glittering mountain of glass held up by slender iron columns. It was so long that, standing at one end, you could barely see the other. It was so tall that full-grown elm trees stood inside it, under a great arched roof, their leaves catching the sunlight. There were nearly three hundred thousand panes of glass, Mr. Pell told her, and the whole building had been put up in a matter of months, from pieces made in factories and fitted together like a giant puzzle.',
        'On the first of May, Queen Victoria opened the Exhibition herself. Lottie did not see the Queen, because there were far too many people in the way, but she heard the cheering rise up through the glass hall like a wave, and the great organ playing, and she saw a flash of purple and gold far off between the crowds. Mr. Pell took off his hat and held it over his heart, and his eyes were wet.',
        'After that, the crowds came every day. Thousands upon thousands of them: ladies in wide skirts, gentlemen in tall hats, farmers who had come to London on the new railways for the first time in their lives, children who ran from stand to stand with their mouths open. They came to see the steam hammer and the great printing machine, the model of a suspension bridge, the stuffed elephant with its jewelled seat, and the famous Koh-i-Noor diamond, glittering in its gilded cage.',
        'And they came to see The Heavens in Brass.',
        'It stood on a little stand of its own in the section for clocks and scientific instruments, under the arched glass roof. Mr. Pell sat beside it in his best coat. Lottie stood by the dome and explained to anybody who asked how the planets moved, and how long a year lasted on each one, and why tiny Mercury whirled round so fast while Saturn crept along so slowly. People listened. Some of them even wrote it down. One old gentleman gave her a silver sixpence, which she kept in her pocket for luck.',
        'On the stand next door was a Swiss watchmaker called Herr Brunner, with delicate pocket watches no bigger than a coin, and his apprentice, a fair-haired boy called Anton who was about Lottie\u2019s age. For the first week, Lottie and Anton pretended not to notice each other. By the second week, they were sharing their bread and cheese at lunchtime and comparing screwdrivers. Anton\u2019s English was careful and a little odd, and he laughed at her jokes a moment too late, as if he had to check them first.',
        '"The judges come on Friday," he told her on Wednesday, his eyes bright. "Herr Brunner says your clock is the best here. Even better than ours." He grinned. "I did not say he was right."',
        'On Thursday evening, when the bell rang to close the Exhibition and the crowds drained away, Lottie wound the clock, checked the planets one last time, and covered the dome with its velvet cloth.',
        'The Heavens in Brass was ticking perfectly.',
        'On Friday morning, it had stopped.',
      ],
    },
    {
      title: 'The Missing Wheel',
      art: () =>
        palace(
          'The stopped clock and the empty space in its works',
          heavensClock(400, 300, 0.8),
          circle(480, 170, 40, 'none', {
            stroke: '#e8413c',
            strokeWidth: 5,
            strokeDasharray: '8 6',
          }),
          pell(230, 300, 0.45, 'stand', 'worried'),
          anton(600, 300, 0.5, 'stand', 'worried', true),
        ),
      paragraphs: [
        'Mr. Pell opened the back of the case with trembling fingers. Lottie held the lamp. They looked inside together, and Lottie felt her heart drop into her boots.',
        'There was a gap in the works. A small, empty space, no bigger than a farthing, where a brass wheel should have been.',
        '"The escape wheel," whispered Mr. Pell. "It\u2019s gone."',
        'Lottie knew exactly what that meant. The escape wheel was one of the most important parts of any clock. It was the little toothed wheel that let the clock\u2019s power out a tiny bit at a time, tick by tick, so the clock ran steadily instead of all at once. Without it, a clock was just a box of gears that could not move. She had cut the teeth of that wheel herself, one by one, over three long winter evenings.',
        '"It can\u2019t have fallen out," she said. "It was held in place. Somebody must have taken it."',
        'By nine o\u2019clock, a crowd had gathered around the stand. A policeman arrived, and then a gentleman from the Exhibition committee with a very stiff collar, who looked at the empty space in the works and then looked at everybody around him as if they were all criminals.',
        '"Who was here last night?" he demanded.',
        '"Only the exhibitors," said Mr. Pell. "And the cleaners."',
        'The gentleman turned to the next stand. His eyes narrowed at Herr Brunner, and at Anton, who had gone very pale.',
        '"A rival watchmaker," he said slowly. "Whose own work would win a medal if this clock could not."',
        'Herr Brunner drew himself up, furious. Anton looked at Lottie, and in his eyes was a question: do you believe this?',
        'Lottie thought of Anton sharing his bread. She thought of him comparing screwdrivers with her, and laughing at her jokes a moment too late. She thought of how he had said, I did not say he was right, and grinned.',
        '"No," she said out loud, surprising everyone, including herself. "Anton didn\u2019t take it. Neither did Herr Brunner. They\u2019re watchmakers. They would know that one escape wheel is useless to anybody else. It only fits our clock."',
        'The gentleman with the collar looked at her as though a chair had spoken.',
        '"And what would a girl know about it?"',
        '"I made it," said Lottie. Her voice shook, but only a little. "I cut every tooth myself. So I know it better than anyone here. Give me until the judges come, sir. I will find it."',
        'The judges were due at four o\u2019clock. It was half past nine.',
        'The gentleman snorted. But Mr. Pell put his shaking hand on Lottie\u2019s shoulder and said, very quietly and very firmly, "You heard my apprentice."',
      ],
    },
    {
      title: 'Under the Floor',
      art: () =>
        chapterHead(
          'Lottie searches beneath the floorboards by lamplight',
          rect(0, 0, 800, 360, '#2a2018'),
          rect(0, 0, 800, 60, '#b9916a'),
          ...Array.from({ length: 20 }, (_, i) => rect(i * 40, 0, 36, 60, '#c9a27a')),
          ...Array.from({ length: 14 }, (_, i) =>
            ellipse(40 + i * 55, 330 - (i % 3) * 6, 30, 10, '#5a4636'),
          ),
          circle(460, 250, 90, '#ffd98a', { opacity: 0.18 }),
          gear(500, 310, 12),
          lottie(380, 345, 0.6, 'reach', 'determined'),
        ),
      paragraphs: [
        'A good clockmaker does not guess. She looks, and then she thinks, and then she looks again. Mr. Pell had taught her that.',
        'So Lottie looked.',
        'She looked inside the case, in every corner. She looked at the velvet cloth, and shook it out. She looked at the little screws that had held the escape wheel in place, and saw something strange: they were not broken, and they had not been cut. They were loose. Just loose, as if they had worked themselves free, a quarter-turn at a time.',
        'She thought about that. A clock that stood still would never loosen its own screws. But a clock that was shaken, gently, over and over, all day long, might.',
        'And this clock had been shaken. Every day, thousands of boots had tramped past it across the wooden floor, making the boards tremble. Every evening, after the crowds had gone, there was another kind of shaking, too.',
        'The sweepers.',
        'Lottie had seen them on the first night, when she stayed late to wind the clock: a long line of men pushing wide brooms across the floor, and behind them, strange sweeping machines on wheels that rattled and rumbled as they went. And she remembered something else, something odd that Mr. Pell had pointed out on their very first day. The floorboards of the Crystal Palace were not laid tight together. There were narrow gaps between them, on purpose, so that the dust could be swept straight through the cracks and fall away beneath the floor.',
        'A small brass wheel, working loose from a trembling clock, might drop out of the bottom of the case. It might roll across the boards. And then one push of a broom, and it would vanish, through a gap in the floor, along with the dust.',
        'Lottie ran to find the foreman of the sweepers.',
        'He was a big, red-faced man called Mr. Dobbs, and he listened to her with his arms folded. But when she had finished, he scratched his chin and said, "There\u2019s a hatch by the clock section. The boys go under to clear the dust. You\u2019d be covered in muck."',
        '"I don\u2019t care," said Lottie.',
        'Mr. Dobbs looked at her for a long moment. Then he laughed and fetched a lamp.',
        'Under the floor of the Crystal Palace it was dim and low and smelled of earth. Lottie crawled on her hands and knees through drifts of grey dust, with the lamp held out in front of her and the thunder of a thousand boots rumbling overhead. Things glinted in the dust: a button, a hairpin, a penny, a lady\u2019s earring. Lottie checked every one. None of them was the wheel.',
        'She crawled further, towards the place under Mr. Pell\u2019s stand, measuring it in her head by the lines of columns overhead. Her knees were sore. Her dress was ruined. The church bells outside struck two, then three.',
        'Then the lamplight caught something small and round, half buried in dust, right beneath a crack in the boards.',
        'Something with tiny, perfect teeth.',
      ],
    },
    {
      title: 'The Heavens Keep Time',
      art: () =>
        palace(
          'The clock wins a medal; Lottie and Anton cheer',
          heavensClock(400, 300, 0.8),
          circle(300, 120, 24, '#ffd23f', { stroke: '#d9a53f', strokeWidth: 4 }),
          star(300, 120, 10, '#fff7d1'),
          lottie(230, 300, 0.5, 'cheer', 'laugh'),
          anton(560, 300, 0.5, 'cheer', 'laugh', true),
          pell(660, 300, 0.42, 'wave', 'happy', true),
        ),
      paragraphs: [
        'At a quarter to four, Lottie Finch came up through the hatch in the floor of the Crystal Palace looking like a chimney sweep, with dust in her hair and on her face and all down the front of her dress, and the escape wheel held tightly in her fist.',
        'There was no time to wash. She went straight to the clock. Mr. Pell held the lamp this time, and his hands were not shaking at all. Lottie cleaned the wheel with her handkerchief, checked each tooth, slid it into its place, and tightened the little screws, firmly, a full turn more than before.',
        'Then she set the pendulum swinging.',
        'Tick.',
        'Tock.',
        'Under the glass dome, tiny Mercury began to move. Then Venus, then the Earth with its Moon, then Mars, and slow Jupiter, and ringed Saturn, all turning around the little brass Sun.',
        'A cheer went up from the crowd around the stand. Anton cheered loudest of all. Herr Brunner shook Mr. Pell\u2019s hand so hard that his hat fell off. Even the gentleman with the stiff collar cleared his throat, went a little pink, and said, "Well. Hm. Well done, young lady," which Anton said afterwards was probably the nicest thing he had ever said to anyone.',
        'At four o\u2019clock exactly, the judges arrived.',
        'There were five of them, serious men in dark coats with notebooks. They looked at The Heavens in Brass from every side. They watched the planets turn. They asked Mr. Pell a great many questions about gears and ratios, and when his voice grew tired, he turned to his apprentice and said, "Lottie will explain. She knows it better than I do now."',
        'So Lottie explained, in her dusty dress, with grime on her cheeks, and the judges wrote it all down.',
        'Three weeks later, a letter came to the workshop in Clerkenwell. The Heavens in Brass had been awarded a Prize Medal of the Great Exhibition. Mr. Pell read the letter four times. Then he sat down in his chair by the window and laughed until he cried.',
        'Herr Brunner won a medal too, for his tiny pocket watches. Anton wrote to Lottie from Geneva all that summer, in his careful, odd English, and she wrote back. In one letter he drew a picture of her coming up out of the floor like a dusty mole, holding the wheel up like a trophy. She pinned it above her workbench.',
        'More than six million visits were made to the Great Exhibition before it closed in October. Afterwards, the Crystal Palace was taken down, piece by piece, and built again on a hill in south London. The Heavens in Brass went to a museum, where it ticked for many years in a glass case, turning its little planets round and round.',
        'And on a small brass plate at the bottom of the case, a plate that Mr. Pell insisted on adding, there were two names engraved instead of one.',
        'JOSIAH PELL AND CHARLOTTE FINCH, CLOCKMAKERS. LONDON, 1851.',
      ],
    },
  ],
};

export const CLOCKMAKERS_APPRENTICE = book;
