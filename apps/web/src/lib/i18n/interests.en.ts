/** English texts of the interests page (`/interests-selection`). */
export const interestsEn = {
  title: 'What do you love?',
  subtitle: 'Tap the pictures you like. We will find books just for you!',
  listLabel: 'Interests',
  chosen_one: '{{count}} picked',
  chosen_other: '{{count}} picked',
  chosenNone: 'Nothing picked yet',
  save: "Let's go!",
  skip: 'Maybe later',
  loadFailed: 'We could not load the pictures.',
  empty: 'No interests to pick yet.',
};
