import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSTANTS,
  quizzesApi,
  readerApi,
  type EndOfBookQuizzes,
  type FinishedBookResponse,
  type Quiz,
  type QuizCompletionResponse,
} from '@pagebird/contract';
import { expectAccessible } from '../support/a11y.ts';
import { bearer } from '../support/api.ts';
import { superFlow, throughSuperFlow } from '../support/celebration.ts';
import { childPage, goToEnd, openReader } from '../support/reader.ts';

/**
 * The end-of-book quiz in Chromium against the built app (spec §4 "Quiz", issue 5 "Must show"):
 * Leo (9) finishes a demo book in the reader, sees the super flow, then takes the book's quiz
 * from the summary screen. A wrong answer is shown as wrong for 2 seconds (proved on the
 * browser's own clock: Playwright `page.clock`), then disabled with the attempt counter up;
 * after two wrong answers the right one is revealed and the button becomes Next. Closing midway
 * asks "Leave the quiz?"; the completion is posted and its rewards are celebrated.
 * Screenshots go to e2e/screenshots/quizzes-*.png.
 */

const shotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(shotsDir, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotsDir}quizzes-${name}.png`, animations: 'disabled' });

/** Demo books for Leo's age, from the end of the list (other specs read from the start). */
const CANDIDATES = ['PB-0045', 'PB-0044', 'PB-0043', 'PB-0042', 'PB-0041', 'PB-0040', 'PB-0038'];

async function quizOf(
  request: APIRequestContext,
  token: string,
  bookIdNumber: string,
): Promise<EndOfBookQuizzes | null> {
  const res = await request.get(quizzesApi.endOfBook.path, {
    headers: bearer(token),
    params: { bookIdNumber, deviceType: 'DESKTOP' },
  });
  return res.status() === 200 ? ((await res.json()) as EndOfBookQuizzes) : null;
}

/** A demo book Leo may read whose quiz (with two wrong answers on question 1) he never took. */
async function untakenQuiz(request: APIRequestContext, token: string) {
  for (const idNumber of CANDIDATES) {
    const quiz = await quizOf(request, token, idNumber);
    if (!quiz || quiz.completed || quiz.quizzes.length < 2) continue;
    if (quiz.quizzes[0]!.quizAnswers.filter((a) => !a.correct).length < 2) continue;
    return quiz;
  }
  return null;
}

const runner = (page: Page) => page.getByTestId('quiz-runner');
const answerCard = (page: Page, text: string) =>
  runner(page)
    .getByTestId('quiz-answer')
    .filter({ has: page.getByText(text, { exact: true }) });
/** An answer's radio: its name is the answer, then "Right answer" / "Not this one" once marked. */
const answerRadio = (page: Page, text: string) =>
  runner(page).getByRole('radio', {
    name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
  });
const attempts = (page: Page) => page.getByTestId('quiz-attempts');
const action = (page: Page) => page.getByTestId('quiz-action');
const right = (q: Quiz) => q.quizAnswers.find((a) => a.correct)!;

test('the end-of-book quiz: a wrong answer shows for 2 s, then is disabled; two wrong reveal the right one; Next; leave or stay; rewards', async ({
  browser,
  request,
}) => {
  // A whole book, its summary and a quiz of several questions: about a minute when CI runs the
  // server suite beside the e2e suite (it hit the default 60 s limit once there).
  test.setTimeout(150_000);
  const leo = await childPage(browser, request, 'Leo');
  try {
    const { page, session } = leo;
    const quiz = await untakenQuiz(request, session.token);
    expect(quiz, 'a demo book with a quiz Leo has not taken').not.toBeNull();
    const { quizzes } = quiz!;

    // The browser's clock: it runs normally until the test pauses it.
    await page.clock.install();

    // Finish the book in the reader: the super flow (if anything was earned), then the summary.
    await openReader(page, quiz!.bookId);
    await goToEnd(page);
    const finished = page.waitForResponse((r) => r.url().endsWith(readerApi.finishedBook.path));
    await page.getByRole('button', { name: 'I finished the book!' }).click();
    const finish = (await (await finished).json()) as FinishedBookResponse;
    if (finish.earnings.length > 0 || finish.points > 0) {
      await expect(superFlow(page)).toBeVisible();
      await shot(page, 'finish-super-flow');
      await throughSuperFlow(page);
    }
    await expect(page.getByTestId('end-of-book')).toBeVisible();

    // The summary offers the quiz.
    const entry = page.getByRole('region', { name: 'Take the quiz' });
    await expect(entry).toBeVisible();
    await shot(page, 'summary-entry');
    await entry.getByRole('button', { name: 'Take the quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quiz time!' });
    await expect(dialog).toHaveAttribute('data-modal-name', 'eob_quiz');
    await dialog.getByRole('button', { name: "Let's go!" }).click();
    await expect(runner(page)).toHaveAttribute('data-question', '1');
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Question 1 of ${quizzes.length}`);

    await expectAccessible(page, '[data-modal-name="eob_quiz"]');

    // ── question 1: two wrong answers ──
    const q1 = quizzes[0]!;
    const [wrong1, wrong2] = q1.quizAnswers.filter((a) => !a.correct);
    await answerCard(page, wrong1!.answer).click();
    await expect(answerRadio(page, wrong1!.answer)).toBeChecked();

    // Freeze the browser clock, then Check: the wrong answer's 2 s run on it.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await action(page).click();
    await expect(answerCard(page, wrong1!.answer)).toHaveAttribute('data-answer-state', 'wrong');
    await expect(page.getByTestId('quiz-feedback')).toHaveText('Oops, not quite!');
    await expect(attempts(page)).toHaveAttribute('data-attempts', '0');
    await shot(page, 'wrong');

    await page.clock.runFor(1500);
    // Still shown as wrong at 1.5 s, not yet disabled, not yet counted.
    await expect(answerCard(page, wrong1!.answer)).toHaveAttribute('data-answer-state', 'wrong');
    await expect(answerRadio(page, wrong1!.answer)).toBeEnabled();
    await expect(attempts(page)).toHaveAttribute('data-attempts', '0');

    await page.clock.runFor(CONSTANTS.quiz.wrongAnswerDelayMs - 1500 - 1);
    await expect(answerCard(page, wrong1!.answer)).toHaveAttribute('data-answer-state', 'wrong');
    await expect(answerRadio(page, wrong1!.answer)).toBeEnabled();

    await page.clock.runFor(1);
    // At 2000 ms: disabled, counted, nothing revealed yet, Check again.
    await expect(answerRadio(page, wrong1!.answer)).toBeDisabled();
    await expect(answerCard(page, wrong1!.answer)).toHaveAttribute('data-answer-state', 'disabled');
    await expect(attempts(page)).toHaveAttribute('data-attempts', '1');
    await expect(attempts(page)).toContainText('Tries used: 1 of 2');
    await expect(answerCard(page, right(q1).answer)).toHaveAttribute('data-answer-state', 'idle');
    await expect(action(page)).toHaveText('Check');
    await shot(page, 'disabled');

    // The second wrong answer: after its 2 s the right one is revealed and the button is Next.
    await answerCard(page, wrong2!.answer).click();
    await action(page).click();
    await expect(answerCard(page, wrong2!.answer)).toHaveAttribute('data-answer-state', 'wrong');
    await page.clock.runFor(1500);
    await expect(answerRadio(page, wrong2!.answer)).toBeEnabled();
    await expect(answerCard(page, right(q1).answer)).toHaveAttribute('data-answer-state', 'idle');
    await page.clock.runFor(CONSTANTS.quiz.wrongAnswerDelayMs - 1500);
    await expect(answerRadio(page, wrong2!.answer)).toBeDisabled();
    await expect(attempts(page)).toHaveAttribute('data-attempts', '2');
    await expect(answerCard(page, right(q1).answer)).toHaveAttribute(
      'data-answer-state',
      'correct',
    );
    await expect(page.getByTestId('quiz-feedback')).toHaveText(
      `The right answer is: ${right(q1).answer}`,
    );
    await expect(action(page)).toHaveText('Next');
    await shot(page, 'revealed');
    await page.clock.resume();

    // Next: progress is posted, question 2 starts with the attempts reset.
    const progress = page.waitForRequest(
      (r) => r.url().includes(quizzesApi.complete.path) && r.method() === 'POST',
    );
    await action(page).click();
    const progressBody = (await progress).postDataJSON() as { completed: boolean };
    expect(progressBody).toMatchObject({
      bookIdNumber: quiz!.bookIdNumber,
      completed: false,
      answers: [{ quizId: q1.contentId, answerId: right(q1).contentId, wrongAttempts: 2 }],
    });
    await expect(runner(page)).toHaveAttribute('data-question', '2');
    await expect(attempts(page)).toHaveAttribute('data-attempts', '0');

    // Closing midway asks first; Stay keeps the quiz where it was.
    await dialog.getByRole('button', { name: 'Close the quiz' }).click();
    const exit = page.getByRole('dialog', { name: 'Leave the quiz?' });
    await expect(exit).toHaveAttribute('data-modal-name', 'exit_quiz');
    await shot(page, 'exit');
    await exit.getByRole('button', { name: 'Stay' }).click();
    await expect(runner(page)).toHaveAttribute('data-question', '2');

    // The other questions right the first time.
    let completion: Promise<QuizCompletionResponse> | null = null;
    for (const q of quizzes.slice(1)) {
      await answerCard(page, right(q).answer).click();
      await action(page).click();
      await expect(answerCard(page, right(q).answer)).toHaveAttribute(
        'data-answer-state',
        'correct',
      );
      await expect(page.getByTestId('quiz-feedback')).toHaveText('Yes! That is right!');
      if (q === quizzes.at(-1)) {
        completion = page
          .waitForResponse(
            (r) =>
              r.url().includes(quizzesApi.complete.path) &&
              (r.request().postDataJSON() as { completed: boolean }).completed,
          )
          .then((r) => r.json() as Promise<QuizCompletionResponse>);
      }
      await action(page).click();
    }
    const result = await completion!;
    expect(result.firstCompletion).toBe(true);
    expect(result.total).toBe(quizzes.length);
    // Question 1 needed two wrong tries: it does not count.
    expect(result.correct).toBe(quizzes.length - 1);
    const resultScreen = page.getByTestId('quiz-result');
    await expect(resultScreen).toContainText(
      `You got ${quizzes.length - 1} of ${quizzes.length} right!`,
    );
    await expect(resultScreen.getByRole('img', { name: /stars? of 3/ })).toHaveAttribute(
      'data-stars',
      String(result.stars),
    );
    await shot(page, 'result');
    await expectAccessible(page, '[data-modal-name="eob_quiz"]');

    // The rewards: the super flow with what the quiz earned, then back to the summary.
    const rewarded = result.rewards.earnings.length > 0 || result.rewards.points > 0;
    await resultScreen.getByRole('button', { name: rewarded ? 'See my rewards' : 'Done' }).click();
    if (rewarded) {
      await expect(superFlow(page)).toHaveAttribute('data-modal-name', 'badge');
      await shot(page, 'super-flow');
      await throughSuperFlow(page);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(entry.getByRole('img', { name: /stars? of 3/ })).toHaveAttribute(
      'data-stars',
      String(result.stars),
    );
    await expect(entry.getByRole('button', { name: 'Play again' })).toBeVisible();

    // Replaying the same completion awards nothing.
    const replay = await request.post(quizzesApi.complete.path, {
      headers: bearer(session.token),
      params: { quizType: 'END_OF_BOOK' },
      data: {
        bookIdNumber: quiz!.bookIdNumber,
        completed: true,
        answers: quizzes.map((q) => ({
          quizId: q.contentId,
          answerId: right(q).contentId,
          wrongAttempts: 0,
        })),
      },
    });
    expect(replay.status()).toBe(200);
    const again = (await replay.json()) as QuizCompletionResponse;
    expect(again.firstCompletion).toBe(false);
    expect(again.rewards).toEqual({ points: 0, gems: 0, earnings: [] });
  } finally {
    await leo.close();
  }
});

test('Leave closes a quiz midway; reopened, it starts again from the intro', async ({
  browser,
  request,
}) => {
  const leo = await childPage(browser, request, 'Leo');
  try {
    const { page, session } = leo;
    // Any demo book of Leo's with a quiz (taken or not): the summary shows after finishing.
    let quiz: EndOfBookQuizzes | null = null;
    for (const idNumber of [...CANDIDATES].reverse()) {
      quiz = await quizOf(request, session.token, idNumber);
      if (quiz && quiz.quizzes.length > 0) break;
    }
    expect(quiz).not.toBeNull();
    await openReader(page, quiz!.bookId);
    await goToEnd(page);
    await page.getByRole('button', { name: 'I finished the book!' }).click();
    // The super flow when the finish earned something, else the summary straight away.
    await expect(page.getByTestId('end-of-book').or(superFlow(page))).toBeVisible();
    await throughSuperFlow(page);
    await expect(page.getByTestId('end-of-book')).toBeVisible();
    const entry = page.getByRole('region', { name: 'Take the quiz' });
    await entry.getByRole('button', { name: /Take the quiz|Play again/ }).click();
    await page.getByRole('button', { name: "Let's go!" }).click();
    await expect(runner(page)).toBeVisible();

    await page.keyboard.press('Escape');
    const exit = page.getByRole('dialog', { name: 'Leave the quiz?' });
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('end-of-book')).toBeVisible();

    await entry.getByRole('button', { name: /Take the quiz|Play again/ }).click();
    await expect(page.getByRole('button', { name: "Let's go!" })).toBeVisible();
  } finally {
    await leo.close();
  }
});
