/**
 * The entry index.html carries inline (build/reading-pages.ts, earlyScript): starts the page's
 * first requests (src/early.ts) while the HTML is still being read.
 */
import { startEarlyRequests } from './early.ts';

try {
  startEarlyRequests();
} catch {
  // Only a head start: the app sends its requests itself.
}
