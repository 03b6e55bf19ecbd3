/** Read-along narration and read-to-me: the reader renders `useNarration` + `NarrationBar`. */
export {
  useNarration,
  type Narration,
  type NarrationMode,
  type UseNarrationOptions,
} from './use-narration.ts';
export { NarrationBar, type NarrationBarProps } from './narration-bar.tsx';
export { PLAYBACK_SPEEDS, type NarrationStatus, type PlaybackSpeed } from './narration-player.ts';
export { ACTIVE_CLASS, MARK_CLASS, SENTENCE_HIGHLIGHT, WORD_HIGHLIGHT } from './doc-style.ts';
export {
  BrowserSpeechProvider,
  type SpeechProvider,
  type SpeechVoice,
  type SpeakOptions,
} from './speech-provider.ts';
