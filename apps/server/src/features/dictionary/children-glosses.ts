/**
 * Children's definitions of the everyday senses of common words (decision 017): short and
 * concrete, each with an example, written for the junior edition (under 6). Each line names
 * the WordNet sense it explains by its sense key (stable across WordNet releases), then the
 * definition, then the example: `sense key | definition | example`.
 *
 * A sense with a children's gloss is also the one a child most likely means, so it goes first
 * in both editions (the full edition shows WordNet's own definition of it): "plant" is the
 * living thing before the factory, "table" the furniture before the table of data. Words not
 * listed here keep WordNet's frequency order (dictionary.lexicon.ts) and a shortened WordNet
 * definition.
 */
const GLOSSES = `
water%1:27:00:: | The clear liquid that falls as rain and fills rivers and seas | Plants need water to grow.
dot%1:25:00:: | A very small round spot | She drew a dot on the page.
air%1:27:00:: | The gas all around us that we breathe | Open the window to let in fresh air.
earth%1:17:00:: | The planet we live on | The Earth goes around the Sun.
sun%1:17:00:: | The big bright star in the sky that gives us light and heat | The sun came up in the morning.
day%1:28:00:: | The time from one morning to the next: a day and a night | We played outside all day.
sea%1:17:00:: | A very big area of salty water | We swam in the sea.
window%1:06:00:: | An opening in a wall with glass in it, to let in light | The cat looked out of the window.
person%1:03:00:: | A man, a woman or a child | Lots of people came to the party.
dust%1:27:00:: | Tiny bits of dry dirt that float in the air and land on things | The old book was covered in dust.
night%1:28:00:: | The time when it is dark outside, between evening and morning | The owl hunts at night.
leaf%1:20:00:: | One of the flat green parts that grow on a plant or a tree | The leaves turn red in autumn.
station%1:06:00:: | A building or place where people work with special machines | The space station goes round the Earth.
plant%1:03:00:: | A living thing that grows in the ground, like a tree, a flower or grass | Water the plants every day.
food%1:03:00:: | What people and animals eat to live and grow | Bread is my favourite food.
eye%1:08:00:: | The part of your face that you see with | Close your eyes and make a wish.
rock%1:17:01:: | A hard piece of stone | He sat on a big rock.
morning%1:28:00:: | The early part of the day, from when the sun comes up until lunchtime | I brush my teeth every morning.
mother%1:18:00:: | A woman who has a child; a mum | The mother duck led her ducklings to the pond.
sky%1:17:00:: | The space above the Earth where you see the sun, the moon, the stars and clouds | The sky is blue today.
animal%1:03:00:: | A living thing that can move about and eat, like a dog, a bird or a fish | The farm has lots of animals.
ground%1:17:00:: | The top of the land that you walk on | The apple fell to the ground.
clock%1:06:00:: | A machine that shows what time it is | The clock on the wall says three o'clock.
tree%1:20:00:: | A tall plant with a wooden trunk, branches and leaves | The bird built a nest in the tree.
moon%1:17:01:: | The big round thing that shines in the sky at night | The moon was full and bright.
cloud%1:17:00:: | A white or grey shape floating in the sky, made of tiny drops of water | A dark cloud covered the sun.
grandpa%1:18:00:: | Your mum's or dad's father | Grandpa read me a story.
music%1:10:00:: | Sounds made by singing or playing instruments, nice to listen to | We danced to the music.
ball%1:06:01:: | A round thing that you throw, kick or hit in games | Kick the ball to me!
door%1:06:00:: | What you open and close to go in or out of a room, a house or a car | Please shut the door.
floor%1:06:00:: | The part of a room that you walk on | The toys were all over the floor.
pebble%1:17:00:: | A small smooth round stone | She found a pebble on the beach.
ice%1:27:00:: | Water that has frozen hard because it is very cold | The pond was covered with ice.
year%1:28:01:: | Twelve months, from one birthday to the next | I will be six next year.
voice%1:10:00:: | The sound you make when you talk or sing | She sang in a soft voice.
body%1:08:00:: | All of a person or an animal: the head, arms, legs and the rest | Running keeps your body strong.
wind%1:19:00:: | Air that moves outside and blows things about | The wind blew my hat away.
scientist%1:18:00:: | A person who finds out how the world works by watching and testing | The scientist looked through her microscope.
bird%1:05:00:: | An animal with feathers, wings and a beak; most birds can fly | The birds sang in the trees.
street%1:06:00:: | A road in a town with houses or shops along it | We live on a quiet street.
wing%1:05:00:: | One of the parts of a bird's or an insect's body that it uses to fly | The butterfly opened its wings.
head%1:08:00:: | The top part of your body, with your eyes, ears, nose and mouth | He put a hat on his head.
notebook%1:10:00:: | A small book with empty pages for writing in | She wrote the answer in her notebook.
nose%1:08:00:: | The part of your face that you smell and breathe with | The dog sniffed with its nose.
dad%1:18:00:: | A child's word for father | Dad made pancakes.
fire%1:11:00:: | The hot, bright flames when something burns | We warmed our hands by the fire.
weather%1:19:00:: | What it is like outside: sunny, rainy, windy, hot or cold | The weather is sunny today.
egg%1:05:00:: | A round or oval thing with a shell, that a baby bird, fish or reptile grows inside | The hen laid three eggs.
glass%1:27:00:: | A hard clear material that you can see through; windows are made of it | Be careful, glass can break.
flower%1:20:00:: | The pretty coloured part of a plant, or a plant grown for it | She picked a bunch of flowers.
rain%1:19:00:: | Water that falls from the clouds in drops | Take an umbrella, there is rain.
room%1:06:00:: | A space inside a building with walls, a floor and a ceiling | My room has a blue door.
grass%1:20:00:: | Thin green plants that cover fields and lawns | The cows ate the grass.
flour%1:13:00:: | A white powder made from grain, for making bread and cakes | Mix the flour with the eggs.
hand%1:08:00:: | The part at the end of your arm, with fingers and a thumb | Hold my hand.
planet%1:17:00:: | A very big round world that moves around a star; the Earth is a planet | Mars is a red planet.
seed%1:20:00:: | A small hard part of a plant that a new plant grows from | We planted seeds in the garden.
dog%1:05:00:: | An animal with four legs and a tail that barks; many people keep one as a pet | The dog wagged its tail.
foot%1:08:01:: | The part at the end of your leg that you stand on | Wipe your feet on the mat.
bone%1:08:00:: | One of the hard white parts inside your body that hold it up | Dinosaur bones are very old.
root%1:20:00:: | The part of a plant that grows under the ground and drinks up water | The tree has long roots.
garden%1:06:00:: | A piece of land where people grow flowers, fruit or vegetables | We grow carrots in our garden.
hill%1:17:00:: | A piece of high land, smaller than a mountain | We rolled down the hill.
insect%1:05:00:: | A very small animal with six legs, like an ant, a bee or a beetle | Bees are busy insects.
star%1:17:00:: | A tiny bright light in the night sky: a huge ball of burning gas, far away | The stars twinkled in the sky.
arm%1:08:00:: | One of the two long parts of your body between your shoulders and your hands | She hugged me with both arms.
footprint%1:10:00:: | A mark left by a foot or a shoe | We followed the footprints in the snow.
sunlight%1:19:00:: | The light that comes from the sun | The plants grow in the sunlight.
house%1:06:00:: | A building where people live | Our house has a red door.
summer%1:28:00:: | The hottest time of the year, between spring and autumn | We go to the beach in summer.
child%1:18:00:: | A young boy or girl | The children played in the park.
ocean%1:17:00:: | A very big sea; oceans cover most of the Earth | Whales live in the ocean.
leg%1:08:01:: | One of the long parts of your body that you walk and stand on | A spider has eight legs.
table%1:06:01:: | A piece of furniture with a flat top and legs | Put the plates on the table.
wheel%1:06:00:: | A round thing that turns to make a car, a bike or a cart move | My bike has two wheels.
week%1:28:00:: | Seven days | We go swimming once a week.
path%1:06:00:: | A narrow way for walking on | The path goes through the woods.
snow%1:19:00:: | Soft white flakes of frozen water that fall from the sky when it is very cold | We built a snowman in the snow.
toe%1:08:01:: | One of the five small parts at the end of your foot | Wiggle your toes!
goat%1:05:00:: | A farm animal with horns and a beard | The goat ate the grass.
cat%1:05:00:: | A small furry animal with whiskers that says meow; many people keep one as a pet | The cat purred on my lap.
fish%1:05:00:: | An animal that lives and swims in water | The fish swam in the pond.
dinosaur%1:05:00:: | A kind of animal that lived a very, very long time ago; there are none left today | We saw dinosaur bones at the museum.
greenhouse%1:06:00:: | A house made of glass where plants grow in the warm | Tomatoes grow in the greenhouse.
hour%1:28:00:: | Sixty minutes | The film lasts an hour.
field%1:15:00:: | A piece of open land, often with grass or crops | The horses ran across the field.
lighthouse%1:06:00:: | A tall tower by the sea with a bright light that warns ships | The lighthouse flashed all night.
oak%1:20:00:: | A big tree that grows acorns | A squirrel ran up the oak.
bread%1:13:00:: | A food made by baking flour and water | We had bread and butter.
tomato%1:13:00:: | A soft red fruit that you eat in salads | She sliced the tomatoes.
hut%1:06:00:: | A small simple house or shelter | They made a hut out of sticks.
whale%1:05:00:: | A very big animal that lives in the sea and breathes air | The whale blew water into the air.
tail%1:05:00:: | The part at the back of an animal's body that it can wag or swish | The dog wagged its tail.
school%1:14:00:: | A place where children go to learn | We walk to school.
sugar%1:13:00:: | Sweet white or brown grains put in food and drinks | Cakes have lots of sugar.
kitchen%1:06:00:: | The room where food is cooked | Mum is baking in the kitchen.
face%1:08:00:: | The front of your head, with your eyes, nose and mouth | She had a big smile on her face.
evening%1:28:00:: | The end of the day, before night | We eat dinner in the evening.
radio%1:06:01:: | A machine you listen to for music, news and voices from far away | Turn on the radio.
team%1:14:00:: | A group of people who play or work together | Our team won the game.
park%1:15:01:: | A place in a town with grass and trees where people play | We fed the ducks in the park.
mountain%1:17:00:: | A very big, very high hill | There is snow on top of the mountain.
ear%1:08:00:: | The part of your head that you hear with | The rabbit has long ears.
porch%1:06:00:: | A covered place outside the front door of a house | Grandma sat on the porch.
mouth%1:08:01:: | The part of your face that you eat, talk and smile with | Open your mouth wide.
potato%1:13:00:: | A vegetable that grows under the ground; you can boil, bake or fry it | We had mashed potato.
bed%1:06:00:: | The thing you sleep on | It is time for bed.
rice%1:13:00:: | Small white or brown grains that you cook and eat | We had rice with our soup.
rainbow%1:17:00:: | A curve of colours in the sky when the sun shines through rain | Look, a rainbow!
carrot%1:20:02:: | A long orange vegetable that grows under the ground | Rabbits love carrots.
cave%1:17:00:: | A big hole in the side of a hill or under the ground | A bear slept in the cave.
map%1:06:00:: | A drawing that shows where places are | We used a map to find the way.
game%1:04:00:: | Something you play that has rules, where someone wins | Let's play a game.
brain%1:08:00:: | The part inside your head that you think with | Your brain helps you learn.
shell%1:27:00:: | The hard outside of a snail, a turtle, an egg or a nut | The snail hid in its shell.
forest%1:14:00:: | A big area full of trees | Deer live in the forest.
mouse%1:05:00:: | A small furry animal with a long tail | The mouse nibbled the cheese.
bus%1:06:00:: | A big vehicle that carries lots of people along the road | We took the bus to town.
tooth%1:08:00:: | One of the hard white things in your mouth that you bite and chew with | Brush your teeth.
nest%1:17:00:: | A home that birds build from twigs and grass to lay their eggs in | The bird sat on its nest.
ladder%1:06:00:: | Two long poles joined by steps, for climbing up and down | Dad climbed the ladder.
lightning%1:19:00:: | A bright flash of light in the sky in a storm | Lightning lit up the sky.
storm%1:19:00:: | Very bad weather with strong wind and rain, and sometimes thunder | The storm blew down a tree.
pot%1:06:00:: | A deep round dish for cooking | The soup is in the pot.
bottle%1:06:00:: | A glass or plastic container for drinks, with a narrow top | She drank a bottle of water.
lantern%1:06:00:: | A lamp with a case around it that you can carry | He held up the lantern in the dark.
hat%1:06:00:: | A thing you wear on your head | Put on your sun hat.
fruit%1:20:00:: | The part of a plant with seeds in it, often sweet to eat, like an apple | Apples and bananas are fruit.
bench%1:06:00:: | A long seat for more than one person | We sat on a bench in the park.
bean%1:13:00:: | A seed or a pod of a plant that you cook and eat | Beans grow on tall plants.
kite%1:06:00:: | A toy that flies in the wind on a long string | We flew our kite on the hill.
turtle%1:05:00:: | An animal with a hard shell on its back; it can pull its head and legs inside | The turtle swam slowly to the beach.
shadow%1:26:01:: | A dark shape on the ground or a wall where something blocks the light | My shadow follows me when I walk.
glasses%1:06:00:: | Two pieces of special glass in a frame that you wear to see better | Grandma put on her glasses to read.
plate%1:06:00:: | A flat dish that you eat food from | Put your plate in the sink.
mum%1:18:00:: | A child's word for mother | Mum gave me a hug.
crumb%1:13:00:: | A tiny bit of bread, cake or biscuit | The birds ate the crumbs.
say%2:32:00:: | To speak words | "Hello," said the cat.
look%2:39:00:: | To turn your eyes towards something to see it | Look at that big bird!
see%2:39:00:: | To notice things with your eyes | I can see the sea!
go%2:38:00:: | To move from one place to another | We went to the park.
come%2:38:00:: | To move towards someone or something | Come here, puppy!
sit%2:35:00:: | To rest on your bottom, on a chair or on the floor | The cat sat on the mat.
find%2:40:02:: | To see or get something you were looking for, or come across it | I found my lost sock!
grow%2:30:00:: | To get bigger, taller or older | Puppies grow into dogs.
think%2:31:00:: | To use your mind to have ideas or to work something out | Think hard before you answer.
ask%2:32:01:: | To say that you would like something | She asked for a drink of water.
hold%2:35:00:: | To have something in your hands or arms | Hold the puppy gently.
write%2:32:00:: | To put letters and words on paper or a screen | I wrote my name on the card.
turn%2:38:00:: | To move round, or to go another way | Turn left at the big tree.
walk%2:38:00:: | To move along on your feet, one step at a time | We walked to school.
stop%2:38:00:: | To stand still and not move any more | The bus stopped at the corner.
stand%2:35:00:: | To be up on your feet | Everyone stood in a line.
tell%2:32:04:: | To say something to someone | Tell me a story.
help%2:41:00:: | To do something for someone so it is easier for them | Can you help me carry this?
run%2:38:00:: | To move very fast on your feet | The children ran to the gate.
eat%2:34:00:: | To put food in your mouth, chew it and swallow it | Eat your vegetables.
laugh%2:29:00:: | To make happy sounds when something is funny | We laughed at the silly clown.
open%2:35:00:: | To move something so that it is not closed | Open the box!
hear%2:39:00:: | To notice sounds with your ears | I heard a bird singing.
smile%2:29:00:: | To make your mouth curve up because you are happy | The baby smiled at me.
fly%2:38:00:: | To move through the air | Birds fly south in winter.
breathe%2:29:00:: | To take air into your body and let it out again | Breathe in slowly.
carry%2:35:02:: | To hold something and take it with you | Can you carry my bag?
play%2:33:00:: | To have fun with toys or games | Let's play outside.
sleep%2:29:00:: | To rest with your eyes closed, like at night | The baby is sleeping.
pull%2:35:00:: | To move something towards you | Pull the rope!
smell%2:39:01:: | To notice something with your nose | I can smell cookies baking.
jump%2:38:00:: | To push yourself up off the ground with your legs | The frog jumped into the pond.
whisper%2:32:00:: | To speak very quietly | She whispered a secret in my ear.
sniff%2:39:00:: | To breathe in through your nose to smell something | The dog sniffed the flowers.
climb%2:38:00:: | To go up something, using your hands and feet | The cat climbed the tree.
dig%2:35:00:: | To make a hole in the ground | The dog dug a hole in the sand.
float%2:38:00:: | To move gently along on water or in the air | The leaf floated down the river.
cut%2:35:00:: | To make something into pieces with scissors or a knife | Cut the paper in half.
hug%2:35:01:: | To put your arms around someone and hold them close | Give Grandpa a hug.
little%3:00:01:: | Small | A little mouse ran by.
big%3:00:01:: | Large; not small | An elephant is very big.
small%3:00:00:: | Little; not big | A mouse is small.
tiny%5:00:00:small:00 | Very, very small | An ant is tiny.
red%5:00:01:chromatic:00 | The colour of strawberries and fire engines | She wore a red coat.
old%3:00:02:: | Having lived for a long time; not young | My great-grandpa is very old.
new%3:00:00:: | Just made or just bought; not old | I have new shoes.
dark%3:00:01:: | With little or no light | It is dark at night.
white%3:00:01:: | The colour of snow and milk | The clouds are white.
good%3:00:01:: | Nice, or done well | That was a good book.
blue%5:00:00:chromatic:00 | The colour of the sky on a sunny day | The sea is blue.
tall%3:00:00:: | High from the bottom to the top | The giraffe is very tall.
warm%3:00:01:: | A little hot, in a nice way | The soup is warm.
soft%3:00:01:: | Not hard; easy to squash and nice to touch | The kitten's fur is soft.
high%3:00:01:: | A long way up from the ground | The kite flew high in the sky.
deep%3:00:01:: | Going a long way down | The well is very deep.
black%3:00:01:: | The colour of the sky on a dark night | The cat has black fur.
yellow%5:00:00:chromatic:00 | The colour of the sun and of bananas | She has a yellow raincoat.
green%5:00:00:chromatic:00 | The colour of grass and leaves | Frogs are green.
grey%5:00:00:achromatic:00 | The colour of rain clouds and elephants, between black and white | An elephant is grey.
giant%5:00:00:large:00 | Very, very big | A giant wave hit the boat.
wide%3:00:00:: | Long from one side to the other | The river is wide.
bright%3:00:00:: | Full of light; shining | The sun is bright today.
orange%5:00:00:chromatic:00 | The colour of carrots and oranges | The pumpkin is orange.
thin%3:00:01:: | Not thick | She cut a thin slice of bread.
fast%3:00:01:: | Moving quickly | A cheetah is very fast.
slow%3:00:01:: | Not fast; taking a long time | A snail is slow.
quiet%3:00:01:: | Making little or no noise | Be quiet, the baby is asleep.
cold%3:00:01:: | Not warm; like ice or snow | The water is cold.
loud%3:00:00:: | Making a lot of noise | The drum is loud.
hot%3:00:01:: | Very warm | The sun is hot.
hungry%3:00:00:: | Wanting to eat | I'm hungry, can I have a snack?
tired%3:00:00:: | Needing to rest or sleep | After the long walk we were tired.
sweet%3:00:02:: | Tasting like sugar | Honey is sweet.
dry%3:00:01:: | Not wet | My socks are dry now.
pink%5:00:00:chromatic:00 | A light red colour | The pig is pink.
busy%3:00:00:: | Having lots to do | Bees are always busy.
careful%3:00:00:: | Taking care so that nothing goes wrong | Be careful crossing the road.
beautiful%3:00:00:: | Very nice to look at or listen to | What a beautiful flower!
sharp%5:00:00:pointed:00 | With a thin edge or a point that can cut | Knives are sharp.
safe%3:00:01:: | Out of danger | The chicks are safe in the nest.
round%3:00:00:: | Shaped like a circle or a ball | The ball is round.
happy%3:00:00:: | Feeling good and glad | The puppy is happy to see me.
brave%3:00:00:: | Not afraid to do something hard or scary | The brave knight faced the dragon.
grumpy%5:00:00:ill-natured:00 | Cross and in a bad mood | The grumpy cloud did not want to rain.
wild%3:00:01:: | Living in nature, not kept by people | Foxes are wild animals.
slowly%4:02:02:: | Not quickly | The tortoise walked slowly.
gently%4:02:03:: | Softly, with little force | Pat the kitten gently.
softly%4:02:00:: | Quietly | She sang softly.
together%4:02:02:: | With each other | We built the snowman together.
again%4:02:00:: | One more time | Read it again!
`;

export interface ChildGloss {
  senseKey: string;
  definition: string;
  example: string;
}

function parseGlosses(text: string): Map<string, ChildGloss> {
  const out = new Map<string, ChildGloss>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [senseKey = '', definition = '', example = ''] = line.split('|').map((p) => p.trim());
    if (!senseKey || !definition || !example) throw new Error(`bad children's gloss: ${line}`);
    if (out.has(senseKey)) throw new Error(`children's gloss twice: ${senseKey}`);
    out.set(senseKey, { senseKey, definition, example });
  }
  return out;
}

/** Children's glosses by WordNet sense key. */
export const CHILD_GLOSSES: ReadonlyMap<string, ChildGloss> = parseGlosses(GLOSSES);

/** The children's gloss of a sense, if it has one. */
export const childGlossOf = (senseKey: string | null): ChildGloss | undefined =>
  senseKey ? CHILD_GLOSSES.get(senseKey) : undefined;
