// Ask Pagebird (issue 14 item 1): the kid-safe book companion: public exports of this web feature.
export { AskMePage } from './components/ask-me-page.tsx';
export { companionKeys } from './api/companion.ts';
