import { sessionStore } from '../../../lib/auth/session-store.ts';

/** Query keys of the discovery feature; zones depend on the viewer's age, so keys carry it. */
const viewer = () => sessionStore.get().user?.id ?? 'signed-out';

export const discoveryKeys = {
  all: ['discovery'] as const,
  zones: () => ['discovery', viewer(), 'zones'] as const,
  zone: (zoneId: string) => ['discovery', viewer(), 'zone', zoneId] as const,
};
