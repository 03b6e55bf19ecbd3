import { sessionStore } from '../../../lib/auth/session-store.ts';
import { ProgressQueue } from './progress-queue.ts';
import { httpProgressTransport } from './progress-transport.ts';

let queue: ProgressQueue | null = null;

/** The app's one progress queue (localStorage, the signed-in profile, the HTTP transport). */
export function progressQueue(): ProgressQueue {
  queue ??= new ProgressQueue({
    storage: localStorage,
    transport: httpProgressTransport,
    currentUserId: () => sessionStore.get().user?.id ?? null,
  });
  return queue;
}
