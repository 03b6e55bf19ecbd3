/** English texts of read-along narration and read-to-me (the reader's narration bar). */
export const narrationEn = {
  region: 'Narration',
  readAlong: 'Read-along',
  readToMe: 'Read to me',
  play: 'Play',
  pause: 'Pause',
  loading: 'Getting the story ready…',
  speed: 'Speed',
  speedValue: '{{value}}×',
  speedLabel: '{{value}} times speed',
  pauseAfterPage: 'Pause after each page',
  voice: 'Voice',
  defaultVoice: 'Default voice',
  status: {
    idle: '',
    playing: 'Reading aloud',
    paused: 'Paused',
    waiting: 'Turn the page to keep listening!',
    ended: 'The end! Press play to hear it again.',
    error: 'Oh no, the reading voice stopped. Press play to try again.',
  },
};
