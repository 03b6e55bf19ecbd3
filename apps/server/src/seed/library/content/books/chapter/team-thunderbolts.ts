/**
 * "Team Thunderbolts" (ages 8–11): the worst soccer team in the league, a new coach with a
 * strange rule, and the smallest player who sees the whole field.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  ball,
  chapterHead,
  cover,
  goal,
  landscape,
  line,
  person,
  rect,
  star,
  trophy,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const AUTHOR = 'Kofi Larkspur';
const ILLUSTRATOR = 'Theo Marbleton';

const kit = { shirt: '#ffd23f', pants: '#2b2240', stripes: '#2b2240' };
const sofia = (
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
    hair: HAIR.black,
    hairStyle: 'ponytail',
    ...kit,
  });
const marcus = (
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
    skin: SKIN[5],
    hair: HAIR.black,
    hairStyle: 'short',
    ...kit,
  });
const teammate = (
  x: number,
  y: number,
  s: number,
  i: number,
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
    skin: SKIN[(i * 3) % SKIN.length],
    hair: [HAIR.blond, HAIR.brown, HAIR.ginger, HAIR.black][i % 4],
    hairStyle: (['curly', 'spiky', 'pigtails', 'afro'] as const)[i % 4],
    ...kit,
  });
const coach = (
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
    hair: HAIR.grey,
    hairStyle: 'short',
    shirt: '#3d4a7a',
    pants: '#3d4a7a',
    hat: 'cap',
    hatColor: '#ffd23f',
  });

const field = (seed: string, ...parts: Part[]) =>
  chapterHead(
    seed,
    landscape({ w: 800, h: 360, sky: 'day', seed, horizon: 170, grass: false }),
    rect(0, 230, 800, 130, '#5fbf5a'),
    line('M400 230V360', '#ffffff', 4),
    ...parts,
  );

const bolt = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y}l${-14 * s} ${30 * s}h${12 * s}l${-8 * s} ${28 * s}l${26 * s} ${-36 * s}h${-12 * s}l${10 * s} ${-22 * s}Z" fill="#ffd23f" stroke="#2b2240" stroke-width="${3 * s}" stroke-linejoin="round"/>`;

const book: ChapterBook = {
  idNumber: 'PB-0033',
  kind: 'chapter',
  title: 'Team Thunderbolts',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'The Thunderbolts have lost every game this season, mostly because everyone wants to score and nobody wants to pass. Then Coach Abara arrives with one strange rule, and Sofia, the smallest player on the team, discovers that she can see the whole game like a map.',
  interests: ['sports', 'friendship'],
  subjects: ['Soccer', 'Teamwork', 'Sportsmanship'],
  ageMin: 8,
  ageMax: 11,
  nonfiction: false,
  publishedDaysAgo: 130,
  cover: () =>
    cover({
      title: 'Team Thunderbolts',
      author: AUTHOR,
      titleColor: '#ffd23f',
      outline: '#2b2240',
      art:
        landscape({ w: 600, h: 900, sky: 'storm', seed: 'ttc', horizon: 560, grass: false }) +
        bolt(470, 360, 2.4) +
        bolt(110, 420, 1.6) +
        rect(0, 700, 600, 200, '#5fbf5a') +
        goal({ x: 300, y: 700, s: 0.8 }) +
        ball({ x: 430, y: 800, s: 1 }) +
        sofia(270, 870, 1.3, 'kick', 'determined'),
    }),
  chapters: [
    {
      title: 'Zero, Zero, Zero',
      art: () =>
        field(
          'The Thunderbolts all chase the ball at once',
          ball({ x: 400, y: 300, s: 0.5 }),
          ...[0, 1, 2, 3, 4].map((i) => teammate(300 + i * 40, 345, 0.45, i, 'run', 'determined')),
          sofia(120, 345, 0.45, 'stand', 'worried'),
        ),
      paragraphs: [
        'The Thunderbolts had played eight games that season. They had lost eight games. They had scored zero goals.',
        '"Zero, zero, zero," chanted the Riverside Rockets from the other side of the field, after beating them six to nothing. "Zero, zero, zero, Thunderbolts are zeroes!"',
        'Sofia Reyes sat on the bench with her socks around her ankles and her face burning. She was ten years old and the smallest player on the team by a whole head. She didn\u2019t get to play much. When she did, the ball never came anywhere near her.',
        'It was easy to see why the Thunderbolts always lost. Sofia could see it every single game, from her seat on the bench. Whenever anybody got the ball, they put their head down and ran straight at the goal, trying to score on their own. And whenever the ball was loose, all nine players chased it at once, in one big buzzing cloud, like bees after a jam sandwich, leaving huge empty spaces all over the field.',
        'Marcus was the worst. Marcus was the biggest and fastest player on the team, and he never, ever passed. He would get the ball, dribble past two players, three players, and then lose it to the fourth, and then stomp back to the middle with a thunderous face.',
        'Sofia had tried to say something once. "Marcus, if you passed to Jaden, he was wide open..."',
        '"Who asked you, shrimp?" said Marcus.',
        'She hadn\u2019t said anything since.',
        'After the game, their coach, Mrs. Patel, gathered them in a circle. She looked tired. She had been coaching them all season as a favour, because nobody else had volunteered, and she knew a lot about flowers and not very much about soccer.',
        '"I have some news," she said. "I\u2019m stepping down as coach. Somebody new is taking over. He starts on Tuesday."',
        'Nobody cheered, exactly. But nobody looked very sad either.',
        '"Who is it?" asked Marcus.',
        '"His name is Mr. Abara," said Mrs. Patel. "He just moved here. I believe he used to play a bit, a long time ago."',
        'On the way home, Sofia\u2019s dad asked how the game had gone. Sofia stared out of the car window at the rain and said, "Zero, zero, zero."',
        'That night, she couldn\u2019t sleep. So she did what she always did when she couldn\u2019t sleep. She took out her notebook and drew the field, a big rectangle with two goals, and little circles for the players, and arrows showing where the ball had gone and where it should have gone.',
        'She drew until she had filled three pages. Then she hid the notebook under her pillow, where nobody would ever see it.',
      ],
    },
    {
      title: 'The Strange Rule',
      art: () =>
        field(
          'Coach Abara explains the three-pass rule',
          coach(400, 345, 0.5, 'point', 'smile'),
          ...[0, 1, 2].map((i) => teammate(180 + i * 60, 345, 0.42, i, 'stand', 'surprised')),
          marcus(620, 345, 0.45, 'stand', 'determined', true),
          sofia(700, 345, 0.4, 'stand', 'smile', true),
        ),
      paragraphs: [
        'Mr. Abara was tall and grey-haired and very calm. He walked with a slight limp, and he carried a whistle he never blew and a bag of balls he never seemed to need.',
        'For the whole first practice, he didn\u2019t say much. He just watched. He watched them run their warm-up laps. He watched them do their shooting drills, where everyone blasted the ball as hard as they could and mostly missed. He watched their practice game, where nine players chased the ball around in a cloud.',
        'Then he blew his whistle for the first and only time, and they all came in.',
        '"I have one new rule," he said. "From now on, in practice, nobody is allowed to shoot at goal until the team has made three passes in a row."',
        'There was a groan so loud it frightened some pigeons.',
        '"Three passes?" said Marcus. "That\u2019s so slow! I could score way faster on my own!"',
        '"Could you?" said Mr. Abara mildly. "How many goals have you scored this season?"',
        'Marcus opened his mouth. Then he shut it again.',
        'The first practice game with the new rule was a disaster. Nobody knew how to pass. The ball went out of bounds, bounced off knees, rolled between legs. Marcus got it, forgot the rule, scored a brilliant goal, and Mr. Abara calmly said, "Doesn\u2019t count," and put the ball back in the middle. Marcus kicked the grass.',
        'At the end of practice, as everyone trudged off, Mr. Abara called Sofia over.',
        '"You don\u2019t chase the ball," he said.',
        'Sofia went red. "Sorry. I\u2019m not very fast."',
        '"That\u2019s not what I meant." He looked at her with his calm brown eyes. "While everybody else is chasing, you\u2019re watching. You\u2019re looking at the spaces. Aren\u2019t you?"',
        'Sofia hesitated. Then, very slowly, she took the notebook out of her backpack and showed him.',
        'Mr. Abara turned the pages. Circles, arrows, spaces, passes. Page after page. He didn\u2019t say anything for a long time. Then he laughed, a deep, delighted laugh.',
        '"When I was a young man," he said, "I played in midfield for a team in Lagos. I was never the fastest. Never the strongest. But I could see the game like this. Like a map." He handed the notebook back to her as carefully as if it were made of glass. "Sofia, I think you might be the most important player on this team. You just don\u2019t know it yet."',
      ],
    },
    {
      title: 'Seeing the Spaces',
      art: () =>
        field(
          'The team practices passing in a triangle',
          ...[
            [250, 345],
            [400, 300],
            [550, 345],
          ].map(([x, y], i) => teammate(x!, y!, 0.45, i, 'kick', 'happy')),
          line('M270 320L390 290L530 320Z', '#ffffff', 3, { strokeDasharray: '8 8' }),
          ball({ x: 460, y: 300, s: 0.35 }),
          sofia(120, 345, 0.45, 'point', 'happy'),
        ),
      paragraphs: [
        'Practice changed after that.',
        'Mr. Abara made Sofia stand in the middle of the field during passing drills and call out where the spaces were. At first her voice was tiny and nobody heard her. Then Mr. Abara gave her his whistle.',
        '"Blow it when you see a space," he said. "Then point."',
        'So she did. Whistle, point: Jaden, left side, wide open. Whistle, point: Lily, run forward, nobody\u2019s there. Whistle, point: Tom, come back, help the defence.',
        'Slowly, strangely, the cloud of bees began to break up. The Thunderbolts started spreading out across the field, the way Sofia drew them in her notebook. They started to pass: not well, not yet, but more and more. Three passes, then four, then, one amazing Thursday, eight in a row, ending with a goal so simple that Lily just tapped it in from two steps away and then looked at the ball in the net as if she didn\u2019t understand how it got there.',
        'Everyone cheered. Everyone except Marcus.',
        'Marcus was still trying to do everything on his own. He still didn\u2019t pass. He still lost the ball to the fourth defender every time. And every time the team made a beautiful passing goal without him, his face grew darker and darker, like a storm cloud.',
        'After practice on Friday, Sofia found him alone by the fence, kicking a ball against it, again and again. Thump. Thump. Thump.',
        'She almost walked away. Then she didn\u2019t.',
        '"You\u2019re the best dribbler on the team," she said.',
        'Marcus stopped. He looked at her suspiciously. "So?"',
        '"So, when you dribble, three defenders follow you. Every time. They\u2019re scared of you." Sofia took a deep breath. "That means three of our players are wide open. If you passed, just once, right when they all come at you, we\u2019d score. Every time."',
        'Marcus was quiet for a long moment.',
        '"I just want us to win," he said finally, and his voice cracked a little. "Everyone laughs at us. I thought if I was good enough, I could fix it by myself."',
        '"Nobody can fix it by themselves," said Sofia. "That\u2019s why it\u2019s called a team."',
        'Marcus kicked the ball one more time against the fence. Thump. Then he turned around.',
        '"Show me your notebook, shrimp," he said. But this time, it didn\u2019t sound like an insult. It sounded almost like a nickname.',
      ],
    },
    {
      title: 'The Rematch',
      art: () =>
        field(
          'The Thunderbolts celebrate their goal',
          goal({ x: 680, y: 230, s: 0.4 }),
          ball({ x: 680, y: 200, s: 0.3 }),
          star(600, 80, 20, '#ffe066'),
          star(700, 60, 14, '#ffe066'),
          trophy({ x: 110, y: 200, s: 0.5 }),
          sofia(300, 345, 0.5, 'cheer', 'laugh'),
          marcus(420, 345, 0.52, 'cheer', 'laugh', true),
          teammate(520, 345, 0.45, 2, 'cheer', 'laugh'),
        ),
      paragraphs: [
        'The last game of the season was against the Riverside Rockets.',
        'The Rockets hadn\u2019t lost a single game all year. They had the tallest players, the fanciest shirts, and a coach who shouted so loudly you could hear him from the parking lot. When the Thunderbolts walked onto the field, the Rockets started chanting straight away. "Zero, zero, zero!"',
        'Sofia\u2019s stomach turned over. But Mr. Abara just smiled.',
        '"Forget the score," he told them in the huddle. "Play the way we practice. Spread out. See the spaces. Trust each other." He looked at Sofia. "And listen for the whistle."',
        'He had said Sofia could start. It was the first time all season.',
        'The first half was hard. The Rockets scored early, a powerful shot that flew past their goalkeeper, and then scored again just before halftime. Two to nothing. But something was different. The Thunderbolts didn\u2019t crumble. They didn\u2019t turn into a cloud of bees. They kept their shape. They passed. Twice, they nearly scored.',
        'In the second half, with ten minutes left, Sofia saw it.',
        'Marcus had the ball on the right side. Three Rockets rushed at him, just as they always did. And behind them, on the left, a huge green space opened up, empty all the way to the goal, with Lily running into it.',
        'Sofia put the whistle to her lips and blew as hard as she could. Then she pointed.',
        'Marcus looked up. For a split second, Sofia saw him hesitate, the old Marcus fighting with the new one. Then he swung his foot and sent the ball sailing all the way across the field, a perfect curving pass, right to Lily\u2019s feet.',
        'Lily took one touch. Then she passed it inside, to Sofia.',
        'Sofia didn\u2019t think. She just kicked.',
        'The ball skidded along the grass, between the goalkeeper\u2019s legs, and into the back of the net.',
        'For a moment there was complete silence. Then the Thunderbolts went absolutely wild. They piled on top of Sofia in a heap of yellow shirts, screaming and laughing, and Marcus lifted her right off the ground and spun her around.',
        'They didn\u2019t win. The Rockets scored again in the last minute, and the final whistle blew at three goals to one. But when the Thunderbolts shook hands with the Rockets afterwards, nobody on either team was chanting "zero" anymore.',
        'Sofia walked off the field with grass stains on both knees and her notebook in her hand. Her dad was waiting by the fence, grinning from ear to ear.',
        '"How did it go?" he asked.',
        'Sofia thought about the pass, the whistle, the green space opening up like a door, and the ball rolling into the net.',
        '"One," she said, and grinned back. "It went one."',
      ],
    },
  ],
};

export const TEAM_THUNDERBOLTS = book;
