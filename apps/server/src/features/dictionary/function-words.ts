/**
 * Function words: the small words of nearly every sentence ("the", "that", "of", "was"). WordNet
 * has no entries for most of them (it covers nouns, verbs, adjectives and adverbs) and odd ones
 * for others ("at" a coin of Laos, "he" a Hebrew letter), so each gets a simple line of its own:
 * `word | category | definition | example` (decision 017). Both editions show the line first;
 * the junior edition shows only it.
 */
const LINES = `
a | article | One; any one thing | I saw a bird.
an | article | One; used instead of "a" before a vowel sound | She ate an apple.
the | article | The one we are talking about | The cat is asleep.
this | determiner | The thing here, near you | This book is mine.
that | determiner | The thing there, further away, or the one already talked about | Can I have that one?
these | determiner | The things here, near you | These shoes are new.
those | determiner | The things there, further away | Look at those birds!
some | determiner | A few, or a bit of something | Can I have some milk?
every | determiner | Each one, with none left out | Every child got a sticker.
each | determiner | Every one, one by one | Each duck had a name.
my | determiner | Belonging to me | This is my teddy.
your | determiner | Belonging to you | Is this your hat?
his | determiner | Belonging to him | He lost his shoe.
her | pronoun | The girl or woman we are talking about; also, belonging to her | I gave her a flower.
its | determiner | Belonging to it | The dog wagged its tail.
our | determiner | Belonging to us | This is our house.
their | determiner | Belonging to them | The birds sat in their nest.
i | pronoun | The word you use for yourself | I can ride a bike.
me | pronoun | The word you use for yourself after a doing word | Throw the ball to me!
you | pronoun | The person you are talking to | You are my best friend.
he | pronoun | A boy, a man or a male animal we are talking about | He is my brother.
him | pronoun | A boy or a man we are talking about | I waved to him.
she | pronoun | A girl, a woman or a female animal we are talking about | She is my sister.
it | pronoun | A thing or an animal we are talking about | It is raining.
we | pronoun | You and me, or you and other people together | We are going to the park.
us | pronoun | You and me, or you and other people together | Come with us!
they | pronoun | The people or things we are talking about | They are playing outside.
them | pronoun | The people or things we are talking about | I love them.
who | pronoun | Which person | Who is at the door?
what | pronoun | Which thing | What is your name?
which | pronoun | What one, out of a few | Which cake do you want?
something | pronoun | A thing, but we don't say which | I can hear something!
nothing | pronoun | Not anything | There is nothing in the box.
everyone | pronoun | All the people | Everyone clapped.
everything | pronoun | All the things | Everything is ready.
anything | pronoun | Any thing at all | Do you need anything?
nobody | pronoun | Not one person | Nobody was home.
of | preposition | Belonging to, or made from, or a part of | A cup of milk.
to | preposition | Towards a place or a person | We walked to school.
in | preposition | Inside something | The cat is in the box.
into | preposition | Going inside something | The frog jumped into the pond.
on | preposition | Resting on top of something | The cup is on the table.
at | preposition | In a place or at a time | Meet me at the gate.
by | preposition | Next to; or done or made by someone | I sat by the fire.
with | preposition | Together with someone or something | I went with Grandma.
without | preposition | Not having something | He went out without a coat.
from | preposition | Starting at a place or a person | A letter from Grandpa.
for | preposition | Meant to be given to someone, or to help them | This present is for you.
about | preposition | On the subject of | A book about dinosaurs.
under | preposition | Below something | The dog is under the table.
over | preposition | Above something, or across it | The cow jumped over the moon.
through | preposition | In one side and out of the other | The train went through the tunnel.
across | preposition | From one side to the other | We swam across the river.
between | preposition | In the middle of two things | I sat between Mum and Dad.
behind | preposition | At the back of something | The ball rolled behind the sofa.
beside | preposition | Next to | Sit beside me.
against | preposition | Touching or leaning on something | The bike is against the wall.
until | preposition | Up to a time | Wait until tomorrow.
towards | preposition | In the direction of | The puppy ran towards me.
and | conjunction | Joins words or ideas together | Bread and jam.
or | conjunction | Gives a choice | Red or blue?
but | conjunction | Shows something different or surprising is coming | I ran fast, but I didn't win.
so | conjunction | That is why | It was cold, so I wore a hat.
because | conjunction | Gives the reason | I'm happy because it's my birthday.
if | conjunction | Only when something happens | If it rains, we'll stay inside.
when | conjunction | At the time that | I smile when I see you.
than | conjunction | Used to compare two things | An elephant is bigger than a mouse.
is | auxiliary | A form of "be": says what someone or something is like, or what is happening | The sky is blue.
am | auxiliary | A form of "be" used with "I" | I am five.
are | auxiliary | A form of "be" used with "you", "we" and "they" | We are friends.
was | auxiliary | A form of "be": what someone or something was like before | It was sunny yesterday.
were | auxiliary | A form of "be": what people or things were like before | We were very tired.
be | auxiliary | To exist, or to have a quality | Be kind!
can | auxiliary | Are able to | I can swim.
could | auxiliary | Was able to, or might | She could see the sea.
will | auxiliary | Says what is going to happen | It will snow tomorrow.
would | auxiliary | Says what might happen, or asks nicely | Would you like a cookie?
should | auxiliary | It is a good idea to | You should wear a coat.
must | auxiliary | Have to | We must be quiet in the library.
not | adverb | Means no, the opposite | I am not sleepy.
no | determiner | Not any | There is no milk left.
yes | interjection | A word to agree or say it is true | Yes, please!
oh | interjection | A sound you make when surprised | Oh! A rainbow!
hello | interjection | A word you say when you meet someone | Hello, Grandma!
`;

export interface FunctionWordLine {
  word: string;
  /** One of the contract's DICTIONARY_CATEGORIES ("auxiliary" shows as "helping verb"). */
  category: string;
  definition: string;
  example: string;
}

function parseLines(text: string): Map<string, FunctionWordLine> {
  const out = new Map<string, FunctionWordLine>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [word = '', category = '', definition = '', example = ''] = line
      .split('|')
      .map((p) => p.trim());
    if (!word || !category || !definition || !example) throw new Error(`bad line: ${line}`);
    if (out.has(word)) throw new Error(`function word twice: ${word}`);
    out.set(word, { word, category, definition, example });
  }
  return out;
}

/** Function-word lines by the word as written (lowercase). */
export const FUNCTION_WORD_LINES: ReadonlyMap<string, FunctionWordLine> = parseLines(LINES);

/** The categories of the function-word lines (beside WordNet's noun, verb, adjective, adverb). */
export const FUNCTION_WORD_CATEGORIES = [
  ...new Set([...FUNCTION_WORD_LINES.values()].map((l) => l.category)),
];
