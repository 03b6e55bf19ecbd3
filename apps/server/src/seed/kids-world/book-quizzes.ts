/**
 * The end-of-book quiz of every demo book (seed/library): three questions a child can answer from
 * the book itself, three or four answers each, exactly one right. Keyed by catalogue number.
 */
import { q, type QuestionContent } from './content.types.ts';

export const BOOK_QUIZZES: Readonly<Record<string, readonly QuestionContent[]>> = {
  'PB-0001': [
    q(
      'What does Little Dino open first when the sun comes up?',
      ['His mouth', 'One eye', 'The door'],
      1,
    ),
    q('Who does Little Dino hear go "buzz, buzz, buzz"?', ['A bird', 'A bee', 'A frog'], 1),
    q(
      'Where does Little Dino wash?',
      ['In the pond', 'In the bath', 'In the rain', 'In the sea'],
      0,
    ),
  ],
  'PB-0002': [
    q('What washes Little Dino’s sandcastle away?', ['The wind', 'A big dog', 'A wave'], 2),
    q(
      'Who helps Little Dino build a new castle?',
      ['A small red crab', 'A seagull', 'A turtle'],
      0,
    ),
    q('What waves its tail far out at sea?', ['A fish', 'A big whale', 'A dolphin', 'A boat'], 1),
  ],
  'PB-0003': [
    q('What does Little Dino want to do at bedtime?', ['Sing', 'ROAR', 'Swim'], 1),
    q('Who says "Shh, the forest is going to sleep"?', ['The owl', 'The moon', 'A firefly'], 0),
    q('What does Little Dino’s softest roar turn into?', ['A giggle', 'A song', 'A snore'], 2),
  ],
  'PB-0004': [
    q(
      'Which animal says "maa, maa" and goes into her shed?',
      ['The goat', 'The pig', 'The cat'],
      0,
    ),
    q('Where does the cat curl up?', ['In the hay', 'On a chair', 'By the pond'], 1),
    q(
      'Who is still awake when the farm goes to sleep?',
      ['The dog', 'The mouse', 'The owl', 'The ducks'],
      2,
    ),
  ],
  'PB-0005': [
    q(
      'Where do two little fish play hide and seek?',
      ['In the seaweed', 'Behind a rock', 'In a shell'],
      0,
    ),
    q('Who do four little fish dance with?', ['A crab', 'A jellyfish', 'A turtle'], 1),
    q('Who is the big shadow?', ['A shark', 'A boat', 'A big, kind whale', 'A cloud'], 2),
  ],
  'PB-0006': [
    q('What color is the car?', ['Blue', 'Red', 'Green'], 1),
    q(
      'What does the white rocket do?',
      ['It floats on the water', 'It goes choo, choo', 'It goes ZOOM'],
      2,
    ),
    q(
      'What does everyone do when the light is red?',
      ['They wait', 'They go fast', 'They honk', 'They turn around'],
      0,
    ),
  ],
  'PB-0007': [
    q('What do two dinos wiggle?', ['Their toes', 'Their tails', 'Their heads'], 1),
    q('How do six dinos hop?', ['Like frogs', 'Like bunnies', 'Like kangaroos'], 0),
    q(
      'Where do ten dinos dance together?',
      ['In the rain', 'By the sea', 'Under the big round moon', 'In a cave'],
      2,
    ),
  ],
  'PB-0008': [
    q('What does the word "dinosaur" mean?', ['Big bird', 'Terrible lizard', 'Old dragon'], 1),
    q(
      'What is a scientist who studies fossils called?',
      ['A paleontologist', 'An astronaut', 'A meteorologist'],
      0,
    ),
    q(
      'Which animals alive today are living dinosaurs?',
      ['Snakes', 'Frogs', 'Birds', 'Lizards'],
      2,
    ),
  ],
  'PB-0009': [
    q(
      'What was really on the end of Biscuit’s nose?',
      ['Lemon frosting', 'Yellow paint', 'Honey'],
      1,
    ),
    q(
      'What clue did Dot find on the windowsill?',
      ['Tiny fingerprints in the flour', 'Big paw prints', 'A red cap'],
      0,
    ),
    q(
      'Who took the three cupcakes?',
      ['Mr. Hobbs', 'Biscuit', 'Dot’s little brother Sam', 'A bird'],
      2,
    ),
  ],
  'PB-0010': [
    q('Which planet does Starling Station orbit?', ['Mars', 'Jupiter', 'Saturn'], 2),
    q(
      'Why did the beacon on Pebble get "tired"?',
      [
        'A crack in its solar panel cut its power',
        'Sprocket switched it off',
        'The Albatross crashed into it',
      ],
      0,
    ),
    q(
      'How did the crew guide the Albatross home?',
      [
        'With a long rope',
        'By flashing the floodlights like a lighthouse',
        'By sending Sprocket to fetch it',
        'With a map made of strawberries',
      ],
      1,
    ),
  ],
  'PB-0011': [
    q('How many spots does Pip have?', ['Three', 'Five', 'Seven'], 2),
    q('Who is stuck at the top of the tallest sunflower?', ['Bea the bee', 'A snail', 'An ant'], 0),
    q(
      'What is Pip scared of at the start?',
      ['The rain', 'Flying high', 'The dark', 'Big bugs'],
      1,
    ),
  ],
  'PB-0012': [
    q(
      'What breaks when Kit’s kite flies higher and higher?',
      ['Its tail', 'The string', 'Its wing'],
      1,
    ),
    q(
      'Where does the kite land?',
      ['In the duck pond', 'On the farm roof', 'At the top of a tall tree'],
      2,
    ),
    q('Who passes the red kite down to Kit?', ['A boy named Leo', 'Dad', 'The goat', 'A duck'], 0),
  ],
  'PB-0013': [
    q('What is the name of Grandma’s cat?', ['Pumpkin', 'Marmalade', 'Socks'], 1),
    q('Who is behind the curtain?', ['Marmalade', 'A robin', 'Grandpa, doing his stretches'], 2),
    q(
      'What surprise is in the knitting basket with Marmalade?',
      ['Three tiny kittens', 'A ball of socks', 'A sleepy puppy', 'A robin’s nest'],
      0,
    ),
  ],
  'PB-0014': [
    q('What color is Mars?', ['Blue', 'Red', 'Green'], 1),
    q('Which planet has wide, shiny rings of ice and rock?', ['Saturn', 'Mars', 'Earth'], 0),
    q(
      'Where does Little Rocket land when she comes home?',
      ['On the Moon', 'In a tree', 'In the sea', 'On a roof'],
      2,
    ),
  ],
  'PB-0015': [
    q('What is the name of the big tree on the hill?', ['Old Oak', 'Tall Pine', 'Big Maple'], 0),
    q('What does the squirrel hide under the roots?', ['Eggs', 'Acorns', 'Leaves'], 1),
    q(
      'What does Fern give the snowman?',
      ['Her hat', 'A carrot', 'Her spare scarf', 'Her mittens'],
      2,
    ),
  ],
  'PB-0016': [
    q('What does Mo bang with a wooden spoon?', ['A drum', 'A pot', 'A box'], 1),
    q('Who has the idea to play all the noises together?', ['Dad', 'Big Sister', 'Grandma'], 2),
    q(
      'What is the name of Mo’s band?',
      ['The Mo-Tones', 'The Pot Bangers', 'The Noisy Cats', 'The Maple Band'],
      0,
    ),
  ],
  'PB-0017': [
    q('What color does Rosa paint the sky?', ['Gray', 'Purple', 'Green'], 1),
    q('Who brings Rosa a box of paints?', ['Abuela', 'Her teacher', 'Her brother'], 0),
    q(
      'What stretches across the sky at the end?',
      ['A kite', 'A big bird', 'A rainbow', 'A cloud shaped like a fish'],
      2,
    ),
  ],
  'PB-0018': [
    q(
      'Why does the whole village shake every night?',
      ['The giant is dancing', 'The giant’s tummy rumbles', 'There is a storm'],
      1,
    ),
    q(
      'How does Nell take the soup up the hill?',
      ['In her wagon', 'On a horse', 'In a basket on her head'],
      0,
    ),
    q(
      'What do the village and the giant do every Sunday now?',
      ['Play football', 'Sing songs', 'Share a giant pot of soup', 'Bake bread'],
      2,
    ),
  ],
  'PB-0019': [
    q('How does Cloud feel when she wakes up?', ['Sleepy', 'Grumpy', 'Happy'], 1),
    q(
      'Who says "Thank you, Cloud! We were so thirsty!"?',
      ['The flowers', 'The birds', 'The sun'],
      0,
    ),
    q('What do Sun and Cloud make together?', ['Snow', 'A storm', 'A rainbow', 'Thunder'], 2),
  ],
  'PB-0020': [
    q('Who is the goalkeeper?', ['Goat', 'Pig', 'Duck'], 1),
    q(
      'Why does Goat bite the ball?',
      ['She is angry', 'It looked like a cabbage', 'Dog told her to'],
      1,
    ),
    q(
      'What does Goat have for a snack after the match?',
      ['A real cabbage', 'The ball', 'A carrot', 'Some hay'],
      0,
    ),
  ],
  'PB-0021': [
    q('What is Sizzle’s fire like?', ['Huge and roaring', 'Small and gentle', 'Blue and cold'], 1),
    q(
      'What did the storm soak before the Lantern Festival?',
      ['The dragons’ wings', 'Every match and every candle', 'The princess’s dress'],
      1,
    ),
    q(
      'How many lanterns does Sizzle light?',
      ['Ten', 'One hundred', 'One thousand', 'Just one'],
      2,
    ),
  ],
  'PB-0022': [
    q('What does Bear love?', ['Honey', 'Hugs', 'Naps'], 1),
    q('What does Owl say a good hug is?', ['Big', 'Quick', 'Gentle'], 2),
    q('What does Bear practice hugging first?', ['A pillow', 'Mouse', 'A rock', 'Owl'], 0),
  ],
  'PB-0023': [
    q(
      'What does Zara make by flapping her arms and legs in the snow?',
      ['A snowball', 'A snow angel', 'A snow fort'],
      1,
    ),
    q('What nose does the snowman have?', ['A button', 'A stick', 'A carrot'], 2),
    q('Who throws the first snowball?', ['Mom', 'Omar', 'Zara', 'The snowman'], 0),
  ],
  'PB-0024': [
    q(
      'What job does Aunt Mae have?',
      ['She is a paleontologist', 'She is a baker', 'She is a pilot'],
      0,
    ),
    q(
      'What is the first thing Digby finds poking out of the rock?',
      ['A claw', 'An egg', 'A long, sharp tooth'],
      2,
    ),
    q(
      'Why does Aunt Mae wrap the bones in plaster?',
      ['To make them shiny', 'To keep them safe', 'To hide them', 'To paint them'],
      1,
    ),
  ],
  'PB-0025': [
    q(
      'What did Biscuit find on the sidewalk outside the tall blue house?',
      ['A golden block of rosin', 'A violin string', 'A silver coin'],
      0,
    ),
    q('What instrument was making the moonlight music?', ['A flute', 'A piano', 'A violin'], 2),
    q(
      'Why did Wren only play at night?',
      [
        'Her violin only worked at night',
        'Some kids at her old school had laughed at her',
        'She was a ghost',
        'Her mum told her to',
      ],
      1,
    ),
  ],
  'PB-0026': [
    q('How many toes did the mystery footprints have?', ['Three', 'Four', 'Five'], 2),
    q(
      'How did Dot catch the thieves’ footprints?',
      ['With a flour trap on the path', 'With a net', 'With a box and a carrot'],
      0,
    ),
    q(
      'Who was eating Mr. Hobbs’s carrots?',
      ['Biscuit', 'A mother raccoon and her kits', 'The Bellamy twins', 'A family of rabbits'],
      1,
    ),
  ],
  'PB-0027': [
    q(
      'Why did everyone on Pebble have to stay clipped to a tether?',
      [
        'Pebble’s gravity is so weak that a jump could launch you into space',
        'The ground was too hot',
        'Sprocket kept running away',
      ],
      0,
    ),
    q(
      'What was hiding in the shadow under the rock ledge?',
      [
        'An alien spaceship',
        'An old space probe called Kestrel 7',
        'A lost cleaning robot',
        'A frozen lake',
      ],
      1,
    ),
    q(
      'What did the children of Starling Station leave beside the old probe?',
      ['A box of strawberries', 'A new beacon', 'A plate with their own drawings and a message'],
      2,
    ),
  ],
  'PB-0028': [
    q(
      'How do the plants grow in Starling’s greenhouse?',
      ['In pots of soil', 'With their roots in water flowing through pipes', 'Floating in the air'],
      1,
    ),
    q(
      'What was blocking the greenhouse filter?',
      ['Mould', 'Tomato seeds', 'Dust from Pebble', 'Sprocket'],
      2,
    ),
    q(
      'What new job did Sprocket get at the end?',
      ['Dust Marshal', 'Greenhouse gardener', 'Station pilot'],
      0,
    ),
  ],
  'PB-0029': [
    q(
      'What did Ember do every night because he was afraid of the dark?',
      [
        'He hid under his wings',
        'He kept his fire burning all night',
        'He slept in Granny Flint’s cave',
      ],
      1,
    ),
    q(
      'What great river of light did Ember see when his fire was out?',
      ['The Milky Way', 'A river of fireflies', 'The waterfall in Echo Valley'],
      0,
    ),
    q(
      'What was glowing green under the old fallen tree?',
      [
        'A lost lantern',
        'A dragon egg',
        'Little mushrooms that make their own light',
        'An owl’s eyes',
      ],
      2,
    ),
  ],
  'PB-0030': [
    q(
      'Where is the Treehouse Club’s treehouse?',
      ['In a big oak tree in Willow Park', 'In Maya’s garden', 'On top of the library'],
      0,
    ),
    q('What does Ravi love to do?', ['Climb', 'Draw', 'Sing', 'Bake'], 1),
    q(
      'What new rule does the Club add at the end?',
      ['No new members', 'Snacks must be shared', 'There is always room for one more'],
      2,
    ),
  ],
  'PB-0031': [
    q(
      'What does Grandpa Teo call his little restaurant kitchen?',
      ['A spaceship', 'A time machine', 'A treasure chest'],
      1,
    ),
    q('What did the Aztecs use cacao beans as?', ['Money', 'Buttons', 'Marbles', 'Paint'], 0),
    q(
      'Where were potatoes first grown?',
      ['In England', 'In Italy', 'High in the Andes mountains of South America'],
      2,
    ),
  ],
  'PB-0032': [
    q(
      'What did Tamsin and Jory first think the red lights on the cliffs were?',
      ['Fireflies', 'Smugglers', 'A ship in trouble'],
      1,
    ),
    q(
      'Which birds nest in burrows on Gull Rock?',
      ['Puffins', 'Seagulls', 'Manx shearwaters', 'Owls'],
      2,
    ),
    q(
      'What did the tracking tunnels help them find?',
      ['A rat that could harm the birds', 'Buried treasure', 'A lost cat'],
      0,
    ),
  ],
  'PB-0033': [
    q(
      'What new rule did Coach Abara give the Thunderbolts?',
      [
        'Only Marcus may shoot',
        'Make three passes in a row before shooting at goal',
        'Run ten laps before every game',
      ],
      1,
    ),
    q(
      'What did Sofia draw in her secret notebook?',
      [
        'The field, the players and where the ball should go',
        'Pictures of her dog',
        'The team’s new shirts',
      ],
      0,
    ),
    q(
      'How did Sofia tell her teammates where the spaces were?',
      [
        'She shouted their names',
        'She held up cards',
        'She blew a whistle and pointed',
        'She waved a flag',
      ],
      2,
    ),
  ],
  'PB-0034': [
    q(
      'What did the planets on top of The Heavens in Brass do?',
      [
        'They lit up at night',
        'They turned around a little brass Sun as the clock ticked',
        'They played music',
      ],
      1,
    ),
    q(
      'Which part of the clock went missing?',
      ['The escape wheel', 'The pendulum', 'The glass dome', 'The key'],
      0,
    ),
    q(
      'Where did Lottie find the missing part?',
      ['In Anton’s pocket', 'Inside the velvet cloth', 'Under the floor of the Crystal Palace'],
      2,
    ),
  ],
  'PB-0035': [
    q('Which plant do monarch caterpillars eat?', ['Sunflowers', 'Milkweed', 'Clover'], 1),
    q(
      'What color was Gus’s chrysalis?',
      ['Jade green with tiny gold dots', 'Bright orange', 'Black and white'],
      0,
    ),
    q(
      'Where do the last monarchs of summer fly for the winter?',
      [
        'To Canada',
        'To the coast of Kansas',
        'To the mountains of central Mexico',
        'To Aunt Ruth’s barn',
      ],
      2,
    ),
  ],
  'PB-0036': [
    q(
      'What is the polar willow?',
      [
        'A tiny tree that grows flat along the ground',
        'A kind of Arctic bird',
        'The name of the research station',
      ],
      0,
    ),
    q(
      'What did Aksel use to scare the polar bear away?',
      ['A loud whistle', 'A flare gun', 'A pot of food'],
      1,
    ),
    q(
      'What did the trapper’s old logbook help Noor and her mother discover?',
      [
        'Where the trapper hid his gold',
        'How to cook on a wood stove',
        'How far the glacier had shrunk since 1911',
        'Where the polar bears sleep',
      ],
      2,
    ),
  ],
  'PB-0037': [
    q('Which planet is the hottest?', ['Mercury', 'Venus', 'Mars'], 1),
    q(
      'What is Jupiter’s Great Red Spot?',
      ['A giant storm', 'A red volcano', 'A big crater', 'A moon'],
      0,
    ),
    q(
      'Which way does a comet’s tail always point?',
      ['Towards Earth', 'Towards the Sun', 'Away from the Sun'],
      2,
    ),
  ],
  'PB-0038': [
    q(
      'What is the biggest animal known to have ever lived?',
      ['The whale shark', 'The giant squid', 'The blue whale'],
      2,
    ),
    q(
      'What does the anglerfish use to catch small fish?',
      ['A glowing lure on its head', 'A sticky net', 'Its very long tail'],
      0,
    ),
    q(
      'Coral reefs are built by tiny animals called…',
      ['Krill', 'Polyps', 'Plankton', 'Shrimp'],
      1,
    ),
  ],
  'PB-0039': [
    q('How many legs does an insect have?', ['Four', 'Six', 'Eight'], 1),
    q(
      'How does a honeybee tell other bees where flowers are?',
      ['She does a waggle dance', 'She leaves a map', 'She sings a song'],
      0,
    ),
    q(
      'Woodlice are cousins of which animals?',
      ['Spiders', 'Beetles', 'Worms', 'Crabs and shrimp'],
      3,
    ),
  ],
  'PB-0040': [
    q('What drives the weather on Earth?', ['The Moon', 'The Sun', 'The oceans'], 1),
    q(
      'What is fog?',
      ['A cloud that forms down at ground level', 'Smoke from chimneys', 'Frozen rain'],
      0,
    ),
    q(
      'What is in the very center of a hurricane?',
      ['The strongest winds', 'A tornado', 'A calm circle called the eye', 'A thundercloud'],
      2,
    ),
  ],
  'PB-0041': [
    q('How many bones does a grown-up skeleton have?', ['106', '206', '600'], 1),
    q(
      'What is the hardest-working muscle in your body?',
      ['Your heart', 'Your tongue', 'Your thigh muscle'],
      0,
    ),
    q(
      'Which muscle under your lungs powers your breathing?',
      ['The stomach', 'The femur', 'The brain', 'The diaphragm'],
      3,
    ),
  ],
  'PB-0042': [
    q('What do we call magma once it reaches the surface?', ['Ash', 'Lava', 'Crust'], 1),
    q(
      'What was the giant supercontinent of 300 million years ago called?',
      ['Pangaea', 'Atlantis', 'The Ring of Fire'],
      0,
    ),
    q(
      'What should you do indoors during an earthquake?',
      [
        'Run outside straight away',
        'Stand by a window',
        'Drop, take cover under a sturdy table and hold on',
        'Go down to the basement stairs',
      ],
      2,
    ),
  ],
  'PB-0043': [
    q(
      'Why is space silent?',
      [
        'There is almost no air to carry sound',
        'It is too cold for sound',
        'The stars are too far away',
      ],
      0,
    ),
    q('What do fast vibrations make?', ['Low notes', 'Quiet notes', 'High notes'], 2),
    q('How many keys does a standard piano have?', ['52', '88', '100', '36'], 1),
  ],
  'PB-0044': [
    q(
      'What are the clumps of jelly-covered frog eggs called?',
      ['Tadpoles', 'Frogspawn', 'Pond jelly'],
      1,
    ),
    q(
      'How can you tell how old a tree is?',
      ['By counting the rings in its wood', 'By counting its leaves', 'By measuring its shadow'],
      0,
    ),
    q(
      'What do some animals, like bats and groundhogs, do in winter?',
      [
        'Grow new leaves',
        'Build nests in the snow',
        'Hibernate and sleep through the coldest months',
        'Change color',
      ],
      2,
    ),
  ],
  'PB-0045': [
    q(
      'When you crunch a carrot, which part of the plant are you eating?',
      ['A stem', 'A leaf', 'A root'],
      2,
    ),
    q(
      'What do most seeds need to wake up and start growing?',
      ['Water, warmth and air', 'Music and moonlight', 'Salt and sugar'],
      0,
    ),
    q(
      'To a scientist, why is a tomato a fruit?',
      [
        'Because it is red',
        'Because it holds the plant’s seeds',
        'Because it grows on a tree',
        'Because it is sweet',
      ],
      1,
    ),
  ],
};
