import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  apiPath,
  discoveryApi,
  type DiscoveryQuiz,
  type DiscoveryVisitResponse,
  type DiscoveryZones,
} from '@pagebird/contract';
import { getJson } from '../support/api.ts';
import { throughSuperFlow } from '../support/celebration.ts';
import { childPage } from '../support/reader.ts';

/**
 * Quizzes read aloud for pre-readers (issue 16 item 5, decision 017): Mia (5) opens today's quiz
 * of a discovery zone and hears the question with its numbered answers, then each answer as she
 * picks it, and again on "Hear it". The browser's speech synthesis is replaced by a recorder
 * (headless Chromium has no voices), so the test reads what the reader's voice was asked to say.
 * Screenshot: e2e/screenshots/quiz-read-aloud.png.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });

/** Replaces speechSynthesis with a recorder of the texts spoken (window.__spoken). */
function recordSpeech(page: Page) {
  return page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    class Utterance {
      text: string;
      voice: unknown = null;
      lang = '';
      rate = 1;
      onboundary: unknown = null;
      onend: unknown = null;
      onerror: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synth = {
      speak: (u: Utterance) => spoken.push(u.text),
      cancel: () => {},
      pause: () => {},
      resume: () => {},
      getVoices: () => [],
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

test('a 5-year-old hears the daily quiz: each question with its answers, each answer she picks', async ({
  browser,
  request,
}) => {
  const mia = await childPage(browser, request, 'Mia');
  try {
    const { page, session } = mia;
    const timeZone = 'UTC';
    const { zones } = await getJson<DiscoveryZones>(
      request,
      session.token,
      discoveryApi.zones.path,
    );
    let zoneId: string | null = null;
    let daily: DiscoveryQuiz | null = null;
    for (const z of zones) {
      const quiz = await getJson<DiscoveryQuiz>(
        request,
        session.token,
        apiPath(discoveryApi.quiz.path, { id: z.id }),
        { timeZone },
      );
      if (quiz.quizzes.length > 0 && !quiz.completedToday) {
        zoneId = z.id;
        daily = quiz;
        break;
      }
    }
    expect(zoneId, 'a zone of Mia’s with today’s quiz').not.toBeNull();
    const first = daily!.quizzes[0]!;
    const choices = first.quizAnswers.map((a, i) =>
      a.answer.trim() ? `Answer ${i + 1}: ${a.answer.trim()}.` : `Answer ${i + 1}.`,
    );
    const whole = [first.question.trim(), ...choices].join(' ');

    await recordSpeech(page);
    const visit = page.waitForResponse((r) => r.url().endsWith(discoveryApi.visit.path));
    await page.goto(`/discovery-zone/${zoneId}`);
    const { rewards } = (await (await visit).json()) as DiscoveryVisitResponse;
    // A first visit that earned something celebrates first.
    if (rewards.earnings.length > 0 || rewards.points > 0) await throughSuperFlow(page);
    const card = page.getByTestId('daily-quiz');
    await card.getByRole('button', { name: 'Daily quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily quiz' });
    await dialog.getByRole('button', { name: "Let's go!" }).click();

    const hear = dialog.getByRole('button', { name: 'Hear it' });
    await expect(hear).toBeVisible();
    // The question and its answers are read as it appears (read-to-me is on by default).
    await expect.poll(() => spoken(page)).toEqual([whole]);

    // Picking an answer reads it.
    const pick = first.quizAnswers.find((a) => a.answer.trim())!;
    await dialog
      .getByTestId('quiz-answer')
      .filter({ has: page.getByText(pick.answer, { exact: true }) })
      .click();
    await expect.poll(async () => (await spoken(page)).at(-1)).toBe(pick.answer.trim());

    // "Hear it" reads the question again: a big button.
    const box = (await hear.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    await hear.click();
    await expect.poll(async () => (await spoken(page)).at(-1)).toBe(whole);
    await page.screenshot({ path: `${shotsDir}quiz-read-aloud.png`, animations: 'disabled' });
  } finally {
    await mia.close();
  }
});
