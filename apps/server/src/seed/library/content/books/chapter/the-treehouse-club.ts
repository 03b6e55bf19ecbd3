/**
 * "The Treehouse Club" (ages 7–10): three friends, one new kid who draws, and a plan to save the
 * treehouse in Willow Park.
 */
import type { ChapterBook } from '../../content.types.ts';
import {
  bird,
  chapterHead,
  cover,
  g,
  landscape,
  line,
  paintPots,
  path,
  person,
  place,
  rect,
  splat,
  tree,
  SKIN,
  HAIR,
  type Mood,
  type Part,
  type PersonPose,
} from '../../art/index.ts';

const AUTHOR = 'Milo Fairbairn';
const ILLUSTRATOR = 'Lulu Brightwash';

const maya = (
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
    hair: HAIR.black,
    hairStyle: 'ponytail',
    shirt: '#ff5d5d',
    pants: '#3d4a7a',
  });
const jonah = (
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
    shirt: '#4d96ff',
    pants: '#6b3f23',
  });
const ruby = (
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
    hair: HAIR.auburn,
    hairStyle: 'curly',
    shirt: '#ffd23f',
    pants: '#6c4ab6',
  });
const ravi = (
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
    skin: SKIN[4],
    hair: HAIR.black,
    hairStyle: 'spiky',
    shirt: '#6bcb77',
    pants: '#3d4a7a',
    glasses: true,
  });

/** The treehouse in the big willow-like tree. */
function treehouse(x: number, y: number, s: number, painted: boolean): Part {
  return g(
    place(x, y, s),
    tree(0, 0, 1.7, 'round', 'treehouse'),
    rect(-90, -250, 180, 110, painted ? '#ffe3b3' : '#b9794f', { rx: 6 }),
    path('M-110 -246L0 -310L110 -246Z', painted ? '#6c4ab6' : '#8a5a3b'),
    rect(-30, -220, 60, 80, '#5a3b22', { rx: 6 }),
    painted
      ? splat(-60, -200, 14, '#ff5d5d') +
          splat(60, -170, 12, '#4d96ff') +
          splat(55, -226, 10, '#6bcb77')
      : line('M-80 -200l30 10M40 -180l30 -14', '#6b3f23', 4),
    line('M-60 -140V0M-40 -140V0', '#8a5a3b', 6),
    ...[0, 1, 2, 3, 4].map((i) => line(`M-60 ${-20 - i * 26}H-40`, '#8a5a3b', 5)),
  );
}

const park = (seed: string, sky: 'day' | 'morning' | 'sunset' | 'grey', ...parts: Part[]) =>
  chapterHead(
    seed,
    landscape({ w: 800, h: 360, sky, seed, horizon: 190, clouds: [{ x: 130, y: 60, s: 0.45 }] }),
    ...parts,
  );

const book: ChapterBook = {
  idNumber: 'PB-0030',
  kind: 'chapter',
  title: 'The Treehouse Club',
  authors: [AUTHOR],
  illustrators: [ILLUSTRATOR],
  description:
    'Maya, Jonah and Ruby have met in the old treehouse in Willow Park every Saturday for two whole years. Then a sign goes up: TO BE REMOVED. The only person with a plan is the quiet new kid, Ravi, who never stops drawing. Can four friends, a paintbrush and a speech save the Treehouse Club?',
  interests: ['friendship', 'art', 'nature'],
  subjects: ['Friendship', 'Treehouses', 'Murals', 'Community'],
  ageMin: 7,
  ageMax: 10,
  nonfiction: false,
  publishedDaysAgo: 210,
  cover: () =>
    cover({
      title: 'The Treehouse Club',
      author: AUTHOR,
      titleColor: '#ffffff',
      outline: '#2f7d45',
      art:
        landscape({ w: 600, h: 900, sky: 'noon', seed: 'thcc', horizon: 640 }) +
        treehouse(330, 850, 1.25, true) +
        maya(110, 870, 0.9, 'wave', 'happy') +
        ravi(500, 870, 0.9, 'cheer', 'laugh', true),
    }),
  chapters: [
    {
      title: 'The Sign',
      art: () =>
        park(
          'A sign on the old treehouse says it will be removed',
          'day',
          treehouse(520, 345, 0.7, false),
          rect(140, 220, 150, 90, '#ffffff', { stroke: '#e8413c', strokeWidth: 6 }),
          line('M215 310V345', '#8a8fa3', 6),
          maya(340, 345, 0.75, 'point', 'worried'),
          ruby(90, 345, 0.7, 'stand', 'sad'),
        ),
      paragraphs: [
        'The Treehouse Club had three members, four rules and one treehouse.',
        'The members were Maya, who was in charge because she had found the treehouse first; Jonah, who knew the name of every bird in Willow Park; and Ruby, who could climb anything and usually did.',
        'The rules were painted on a plank inside the door. One: no grown-ups unless invited. Two: no secrets kept from the Club. Three: snacks must be shared. Four: the last one up the ladder has to tell a joke.',
        'The treehouse itself was old. Nobody knew who had built it. It sat in the arms of the biggest tree in Willow Park, a great spreading oak with branches like the arms of a giant, and it had a sloping roof, a window with no glass, and a floor that creaked in a friendly way whenever you moved. For two whole years, the three of them had met there every Saturday morning. It was the best place in the world.',
        'So when Maya arrived one Saturday and saw the sign, she stopped so suddenly that Jonah bumped into her.',
        'It was nailed to the bottom of the tree. It was white, with red letters, and it said: NOTICE. THIS STRUCTURE IS UNSAFE AND WILL BE REMOVED ON THE 30TH. BY ORDER OF THE PARKS COMMITTEE.',
        '"Removed?" said Ruby, reading it over Maya\u2019s shoulder. "They can\u2019t remove it. It\u2019s ours."',
        '"It isn\u2019t really ours," said Jonah quietly. "It\u2019s the park\u2019s. We just use it."',
        'They climbed up anyway, even though they probably shouldn\u2019t have, and sat in a gloomy circle on the creaky floor. Nobody felt like snacks. Nobody felt like jokes.',
        '"The thirtieth is in three weeks," said Maya. "We have three weeks to think of something."',
        'That was when a voice called up from the bottom of the ladder.',
        '"Excuse me? Is this the Treehouse Club?"',
        'They looked down. Standing at the foot of the tree was a boy they didn\u2019t know. He had glasses, spiky black hair and a sketchbook clutched to his chest. He looked as if he might run away at any moment.',
        '"Who wants to know?" said Ruby, who was not always very welcoming.',
        '"I\u2019m Ravi," said the boy. "I just moved into the flats across the road. I\u2019ve been drawing this treehouse from my window every day." He held up the sketchbook. "I wondered if... maybe... I could see inside?"',
        'Maya looked at the others. Rule one said no grown-ups. It didn\u2019t say anything about new kids.',
        '"You can come up," she said. "But the last one up has to tell a joke."',
        'Ravi climbed the ladder, sat down in the doorway and told a joke about a penguin that was so bad it was actually good. Jonah laughed so hard he got hiccups.',
        'And then Ravi opened his sketchbook, and the Treehouse Club forgot all about laughing.',
      ],
    },
    {
      title: 'Ravi\u2019s Sketchbook',
      art: () =>
        park(
          'Ravi shows his drawings in the treehouse',
          'morning',
          treehouse(400, 345, 0.75, false),
          ravi(180, 345, 0.7, 'hold', 'smile'),
          jonah(620, 345, 0.7, 'point', 'surprised', true),
        ),
      paragraphs: [
        'The sketchbook was full of Willow Park.',
        'There was the duck pond, with every duck drawn in a different pose. There was the old bandstand, and the bench where the man with the newspaper sat every morning, and the crooked lamppost by the gate. And there was the treehouse, over and over again: in the rain, in the snow, at sunset, with a blackbird on the roof, with three small figures waving from the window.',
        '"That\u2019s us," said Ruby, and for once she didn\u2019t sound grumpy at all.',
        '"I hope that\u2019s all right," said Ravi, going red. "I didn\u2019t know anybody here. So I drew things instead. Drawing is how I get to know a place."',
        'Jonah turned the pages slowly. "You\u2019ve drawn a nuthatch," he said in amazement. "Nobody ever notices the nuthatch."',
        'Maya told Ravi about the sign. He listened carefully, pushing his glasses up his nose.',
        '"Unsafe," he said. "What exactly is unsafe about it?"',
        'Nobody knew. So they climbed down and looked, properly, the way Ravi looked at things when he drew them.',
        'It wasn\u2019t good. The ladder had two wobbly rungs. One corner of the floor had gone soft and spongy. There was no railing on the little platform outside the door, and the drop to the ground was high enough to break an arm. Ruby, who had walked along that platform a hundred times without thinking about it, went a bit pale.',
        '"Okay," said Maya. "So they\u2019re not completely wrong."',
        '"But if it\u2019s only unsafe," said Ravi slowly, "then it could be made safe. Couldn\u2019t it?"',
        'They stared at him.',
        '"My grandad was a carpenter for forty years," said Ravi. "He\u2019s always saying he\u2019s bored now he\u2019s retired. I bet he could tell us what needs fixing."',
        '"Rule one," said Ruby. "No grown-ups unless invited."',
        'Maya grinned. "Then we\u2019ll invite him."',
      ],
    },
    {
      title: 'Hammers and Paintbrushes',
      art: () =>
        park(
          'The friends fix and paint the treehouse',
          'day',
          treehouse(400, 345, 0.75, true),
          paintPots({ x: 620, y: 345, s: 0.6 }),
          person({
            x: 170,
            y: 345,
            s: 0.6,
            grown: true,
            skin: SKIN[4],
            hair: HAIR.white,
            hairStyle: 'bald',
            shirt: '#b57bff',
            pants: '#3d4a7a',
            glasses: true,
            pose: 'point',
            mood: 'happy',
          }),
          ruby(700, 345, 0.6, 'cheer', 'laugh', true),
        ),
      paragraphs: [
        'Ravi\u2019s grandad was called Mr. Menon, and he arrived in the park the next Saturday with a toolbox, a flask of sweet tea and a tape measure that he used like a magic wand.',
        'He walked slowly around the tree. He prodded the soft corner of the floor. He shook the ladder and tutted. Then he climbed up, carefully, and sat in the doorway with his legs dangling, just like the children did.',
        '"Whoever built this," he said at last, "built it well. The frame is strong. The tree is healthy. It just hasn\u2019t been looked after for a long time." He ran his hand along the old wood. "A new floor in that corner. Two new rungs. And a good, solid railing around the platform. Three weekends\u2019 work, if we all help."',
        '"We\u2019ll all help," said Maya.',
        'And they did. For three weekends, the Treehouse Club became the Treehouse Builders. Mr. Menon showed them how to measure twice and cut once, how to hold a hammer near the end of the handle, and how to sand a plank until it was as smooth as a pebble. Jonah carried wood. Ruby, who was the best climber, fitted the new railing posts under Mr. Menon\u2019s careful eye. Maya kept a list of everything that needed doing and crossed things off with great satisfaction.',
        'Ravi had a different job.',
        '"If we want the Parks Committee to keep the treehouse," he said, "we need to show them it belongs to the whole park. Not just to us."',
        'So on the wall of the treehouse that faced the path, where everyone walking by could see it, Ravi drew a mural. He sketched it out in pencil first, then they all painted it together with tins of outdoor paint that Ruby\u2019s mum had found in her garage.',
        'It showed Willow Park. All of it. The ducks on the pond, the man with the newspaper on his bench, the crooked lamppost, the bandstand. Jonah made sure every bird was right, including the nuthatch. And in the middle was the great oak tree, with the treehouse in its arms and lots of small faces looking out of the window: not just the four of them, but all sorts of children, big and small.',
        'People started to stop and look. A woman with a pushchair said it was lovely. Two little boys asked if they could come up and see. The man with the newspaper came over, looked at the picture of himself on his bench for a long time, and then laughed until his hat fell off.',
        'On the last Saturday, Mr. Menon tested every rung and every board, leaned his whole weight on the new railing, and nodded.',
        '"Safe as houses," he said. "Safer than most houses, in fact."',
        'But the sign was still nailed to the tree. And the thirtieth was only three days away.',
      ],
    },
    {
      title: 'The Parks Committee',
      art: () =>
        park(
          'Everyone celebrates the saved treehouse',
          'sunset',
          treehouse(400, 345, 0.75, true),
          bird({ x: 460, y: 90, s: 0.4, color: '#4d96ff', pose: 'sing' }),
          maya(120, 345, 0.6, 'cheer', 'laugh'),
          jonah(220, 345, 0.6, 'cheer', 'happy'),
          ruby(590, 345, 0.6, 'cheer', 'laugh', true),
          ravi(690, 345, 0.6, 'cheer', 'happy', true),
        ),
      paragraphs: [
        'The Parks Committee met on the first Tuesday of every month in the library. Anybody was allowed to come and speak. Maya found this out by reading the small print on the sign, which, she pointed out, was the kind of thing grown-ups never expected children to do.',
        'So on Tuesday evening, the Treehouse Club walked into the library meeting room: Maya, Jonah, Ruby and Ravi, with Mr. Menon behind them carrying a folder of photographs.',
        'The five members of the Parks Committee sat at a long table. They looked surprised. The chairwoman, Mrs. Delgado, looked over her glasses at them.',
        '"Do you have business with the committee?" she asked.',
        'Maya\u2019s knees were shaking, but she stepped forward. She had practised her speech in front of the mirror eleven times.',
        '"We\u2019re here about the treehouse in Willow Park," she said. "You said it was unsafe. You were right. So we fixed it."',
        'Mr. Menon handed round the photographs. The new floor. The new rungs. The strong railing. He explained, in his calm, slow voice, exactly what had been done and how, and that he had been a carpenter for forty years, and that he would be happy to check the treehouse every spring for as long as his knees allowed.',
        'Then Ravi held up his sketchbook, open at the mural.',
        '"The treehouse isn\u2019t just ours," he said. His voice was small at first, but it got bigger. "When I moved here, I didn\u2019t know anybody. I drew the park from my window because I was lonely. Then I found the treehouse, and I found friends. We painted the mural so everyone would know they can come too. Since we finished it, fourteen kids have climbed up to see it. We counted."',
        '"Sixteen," said Jonah. "Two more this morning."',
        'The committee members looked at each other. Then Mrs. Delgado did something unexpected. She took off her glasses and smiled.',
        '"When I was your age," she said, "there was a treehouse in that very oak. My brother and I used to climb up there with jam sandwiches." She looked at the photographs again. "I always wondered if it was the same one."',
        'The vote took less than a minute. It was five to nothing.',
        'The sign came down on Saturday. Mrs. Delgado came to watch, and she climbed the ladder herself, very slowly, and sat in the doorway with her legs dangling and ate a jam sandwich that Ruby had brought especially.',
        'That afternoon, the Treehouse Club held an official meeting and changed the rules. Rule one became: grown-ups welcome if they bring snacks. And they added rule five, which Ravi painted on the plank in his neatest letters.',
        'Rule five: there is always room for one more.',
      ],
    },
  ],
};

export const TREEHOUSE_CLUB = book;
