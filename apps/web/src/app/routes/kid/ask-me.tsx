import { AskMePage as AskMe } from '../../../features/companion/index.ts';

/** /ask-pagebird — the ask-me companion. */
export default function AskMePage() {
  return <AskMe />;
}
