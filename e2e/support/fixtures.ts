import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { Role, type SessionResponse, type SessionView } from '@pagebird/contract';
import {
  apiClassStudents,
  apiLogin,
  apiProfiles,
  apiSelectProfile,
  apiStudentLogin,
} from './api.ts';
import { BASE_URL, DEMO, DESKTOP, IPHONE_UA, PHONE } from './constants.ts';
import { injectSession } from './session.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SampleParams } from './routes.ts';

/** Who walks the routes: the five roles and a signed-out visitor. */
export type Walker = 'ADMIN' | 'PARENT' | 'CHILD' | 'TEACHER' | 'STUDENT' | 'SIGNED_OUT';
export const WALKERS: readonly Walker[] = [
  'SIGNED_OUT',
  Role.ADMIN,
  Role.PARENT,
  Role.CHILD,
  Role.TEACHER,
  Role.STUDENT,
];
export type Screen = 'desktop' | 'phone';

export const SCREENS: Record<Screen, BrowserContextOptions> = {
  desktop: { viewport: DESKTOP },
  phone: {
    viewport: PHONE,
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
};

/** The child used by the route walk (Leo is kept for the UI profile-select test). */
const WALK_CHILD = 'Mia';

export interface Walk {
  /** A signed-in (or signed-out) browser context, one per walker and screen, kept per worker. */
  context(who: Walker, screen: Screen): Promise<BrowserContext>;
  /** The one page of that context, reused by every visit (each visit is a fresh page load). */
  page(who: Walker, screen: Screen): Promise<Page>;
  /** The session as the contract's navigation rules see it. */
  view(who: Walker): Promise<SessionView | null>;
  /** Sample values for route params (real ids of the demo data where there is one). */
  params(): Promise<SampleParams>;
}

export const test = base.extend<object, { walk: Walk }>({
  walk: [
    async ({ browser, playwright }, use) => {
      const request: APIRequestContext = await playwright.request.newContext({ baseURL: BASE_URL });
      const sessions = new Map<Walker, Promise<SessionResponse | null>>();
      const contexts = new Map<string, Promise<BrowserContext>>();
      const pages = new Map<string, Promise<Page>>();
      let params: Promise<SampleParams> | undefined;

      // Sessions are shared by all workers of one run through files in the run's data dir, so a
      // worker restarted after a failure does not sign in again (sign-in routes are rate-limited).
      const dir = process.env.PAGEBIRD_E2E_DATA_DIR
        ? join(process.env.PAGEBIRD_E2E_DATA_DIR, 'e2e-sessions')
        : undefined;
      const cached = (who: Walker): SessionResponse | undefined => {
        if (!dir) return undefined;
        try {
          return JSON.parse(readFileSync(join(dir, `${who}.json`), 'utf8')) as SessionResponse;
        } catch {
          return undefined;
        }
      };
      const remember = (who: Walker, s: SessionResponse) => {
        if (!dir) return;
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${who}.json`), JSON.stringify(s));
      };

      const session = (who: Walker): Promise<SessionResponse | null> => {
        let s = sessions.get(who);
        if (!s) {
          s = (async () => {
            const known = cached(who);
            if (known) return known;
            const fresh = await signIn(who);
            if (fresh) remember(who, fresh);
            return fresh;
          })();
          sessions.set(who, s);
        }
        return s;
      };

      const signIn = async (who: Walker): Promise<SessionResponse | null> => {
        switch (who) {
          case 'SIGNED_OUT':
            return null;
          case 'ADMIN':
            return apiLogin(request, DEMO.admin.email, DEMO.admin.password);
          case 'PARENT':
            return apiLogin(request, DEMO.parent.email, DEMO.parent.password);
          case 'TEACHER':
            return apiLogin(request, DEMO.teacher.email, DEMO.teacher.password);
          case 'STUDENT':
            return apiStudentLogin(request, DEMO.students[0].name);
          case 'CHILD': {
            // A separate parent session, so the PARENT walker's session stays a parent one.
            const parent = await apiLogin(request, DEMO.parent.email, DEMO.parent.password);
            const child = (await apiProfiles(request, parent.token)).find(
              (p) => p.name === WALK_CHILD,
            );
            expect(child, `${WALK_CHILD} among the demo children`).toBeTruthy();
            return apiSelectProfile(request, parent.token, child!.id);
          }
        }
      };

      const walk: Walk = {
        context(who, screen) {
          const key = `${who}/${screen}`;
          let c = contexts.get(key);
          if (!c) {
            c = (async () => {
              const ctx = await browser.newContext({ baseURL: BASE_URL, ...SCREENS[screen] });
              const s = await session(who);
              if (s) await injectSession(ctx, s, who === 'STUDENT' ? DEMO.classCode : undefined);
              return ctx;
            })();
            contexts.set(key, c);
          }
          return c;
        },
        page(who, screen) {
          const key = `${who}/${screen}`;
          let p = pages.get(key);
          if (!p) {
            p = walk.context(who, screen).then((c) => c.newPage());
            pages.set(key, p);
          }
          return p;
        },
        async view(who) {
          const s = await session(who);
          if (!s) return null;
          return { role: s.user.role, childCount: s.user.childCount, age: s.user.age };
        },
        params() {
          params ??= (async () => {
            const parent = await session('PARENT');
            const children = parent ? await apiProfiles(request, parent.token) : [];
            const { classroom, students } = await apiClassStudents(request, DEMO.classCode);
            return {
              childId: children[0]?.id,
              classId: classroom.id,
              // The classroom pages' childId is a student of the class.
              'classroom-edit-student.childId': students[0]?.id,
              token: 'e2e-invite-token',
            } satisfies SampleParams;
          })();
          return params;
        },
      };

      await use(walk);

      for (const c of contexts.values()) await (await c.catch(() => null))?.close();
      await request.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect };
