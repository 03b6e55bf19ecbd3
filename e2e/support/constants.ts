/** Shared values of the e2e suite (the server is started by playwright.config.ts). */
export const BASE_URL = `http://localhost:${process.env.PAGEBIRD_E2E_PORT ?? 3100}`;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Demo accounts seeded by the server. */
export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-1' },
  parent: { email: 'parent@example.com', password: 'parent-demo-1', children: ['Mia', 'Leo'] },
  /** The second demo family (billing seed); its children are used by no spec but the dashboard's. */
  parent2: { email: 'parent2@example.com', password: 'parent-demo-2', children: ['Noah', 'Emma'] },
  teacher: { email: 'teacher@example.com', password: 'teacher-demo-1' },
  classCode: 'DEMO42',
  students: [
    { name: 'Ava', pin: '1111' },
    { name: 'Ben', pin: '2222' },
    { name: 'Cara', pin: '3333' },
  ],
} as const;
