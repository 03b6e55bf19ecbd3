import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOT_STARTED_PROGRESS,
  MESSAGES,
  apiPath,
  readerApi,
  type BookContent,
  type EndOfBook,
  type FinishedBookResponse,
} from '@pagebird/contract';
import { makeBook, testUuid } from '../../../components/books/test-data.ts';
import { STORAGE_KEYS, readValue } from '../../../lib/storage.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubCatalogueApi, type ApiCall } from '../../catalogue/test-api.ts';
import { Emitter, type TapEvent } from '../engine/engine-support.ts';
import type { EngineOptions, ReaderEngineHandle, ReaderLocation } from '../engine/engine-types.ts';
import { PROGRESS_QUEUE_KEY } from '../progress/progress-queue.ts';
import { ReaderPage } from './reader-page.tsx';

/**
 * The reader screen with a scripted renderer in place of foliate-js / pdf.js (jsdom cannot lay
 * books out; the real renderers are proven by e2e/tests/reader.spec.ts in Chromium).
 */

class FakeEngine implements ReaderEngineHandle {
  readonly kind = 'epub-fixed' as const;
  readonly sections = Array.from({ length: 3 }, (_, index) => ({
    index,
    href: `p${index}.xhtml`,
    mediaOverlayHref: null,
  }));
  readonly rtl = false;
  readonly pagination = 'sections' as const;
  page = -1;
  started: string | null | undefined;
  destroyed = false;
  display: EngineOptions['display'];
  #loc = new Emitter<ReaderLocation>();
  #tap = new Emitter<TapEvent>();
  constructor(opts: EngineOptions) {
    this.display = opts.display;
  }
  #show(page: number) {
    this.page = Math.max(0, Math.min(2, page));
    this.#loc.emit(this.location()!);
  }
  location(): ReaderLocation | null {
    if (this.page < 0) return null;
    return {
      sections: [],
      page: this.page,
      pageEnd: this.page,
      pageCount: 3,
      fraction: (this.page + 1) / 3,
      position: `page:${this.page}`,
      atEnd: this.page === 2,
      atStart: this.page === 0,
      label: null,
    };
  }
  async start(position: string | null) {
    this.started = position;
    this.#show(position ? Number(position.slice(5)) : 0);
  }
  onLocation = (cb: (e: ReaderLocation) => void) => this.#loc.on(cb);
  onRelocate = (cb: (e: ReaderLocation) => void) => this.#loc.on(cb);
  onTap = (cb: (e: TapEvent) => void) => this.#tap.on(cb);
  onPress = (cb: (e: TapEvent) => void) => this.#tap.on(cb);
  next = async () => this.#show(this.page + 1);
  prev = async () => this.#show(this.page - 1);
  goLeft = this.prev;
  goRight = this.next;
  goTo = async () => undefined;
  visible = () => [];
  loadText = async () => '';
  loadBlob = async () => new Blob();
  resolveHref = (href: string) => href;
  setDisplay = (d: Partial<EngineOptions['display']>) => {
    this.display = { ...this.display, ...d };
  };
  setWordMode = () => undefined;
  toViewport = (_s: unknown, r: DOMRect) => r;
  destroy = () => {
    this.destroyed = true;
  };
}

const engines: FakeEngine[] = [];
vi.mock('../engine/load-engine.ts', () => ({
  preloadEngine: () => undefined,
  loadEngine: async (opts: EngineOptions) => {
    const e = new FakeEngine(opts);
    engines.push(e);
    return e;
  },
}));

function manifest(overrides: Partial<BookContent> = {}): BookContent {
  const id = overrides.id ?? testUuid();
  return {
    id,
    bookIdNumber: 'PB-0042',
    title: 'Little Dino',
    fileType: 'epub',
    layout: 'fixed',
    isAudioIncluded: false,
    pageCount: 3,
    wordCount: 40,
    languages: ['en'],
    pagination: 'sections',
    pageSize: 500,
    fileUrl: apiPath(readerApi.file.path, { id }),
    fileSize: 1000,
    pages: [],
    sections: [],
    progress: NOT_STARTED_PROGRESS,
    ...overrides,
  };
}

const contentPath = (id: string) => apiPath(readerApi.content.path, { id });
const filePath = (id: string) => apiPath(readerApi.file.path, { id });
const progressPath = (id: string) => apiPath(readerApi.saveProgress.path, { id });

function finished(overrides: Partial<FinishedBookResponse> = {}): FinishedBookResponse {
  return {
    status: 'COMPLETED',
    firstCompletion: true,
    completedAt: '2026-03-01T10:00:00.000Z',
    points: 0,
    gems: 0,
    earnings: [],
    ...overrides,
  };
}

function summary(book: BookContent, overrides: Partial<EndOfBook> = {}): EndOfBook {
  return {
    book: makeBook({ id: book.id, idNumber: book.bookIdNumber, title: book.title }),
    status: 'COMPLETED',
    completedAt: '2026-03-01T10:00:00.000Z',
    timesFinished: 1,
    pageCount: 3,
    wordCount: 40,
    minutesRead: 4,
    nextInSeries: null,
    ...overrides,
  };
}

function api(book: BookContent, extra: Record<string, unknown> = {}) {
  return stubCatalogueApi({
    [`GET ${contentPath(book.id)}`]: book,
    [`GET ${filePath(book.id)}`]: () => new Response(new Blob(['PK']), { status: 200 }),
    [`POST ${readerApi.openedBook.path}`]: {
      ...book.progress,
      rewards: { points: 5, gems: 0, earnings: [] },
    },
    [`PUT ${progressPath(book.id)}`]: book.progress,
    ...extra,
  });
}

function renderReader(bookId: string) {
  return renderRoute(<ReaderPage bookId={bookId} />, {
    path: '/reader/:bookId',
    initialEntries: ['/browse', `/reader/${bookId}`],
    extraRoutes: [
      { path: '/browse', element: <p>the shelf</p> },
      { path: '/book-details/:bookId', element: <p>book details</p> },
    ],
  });
}

const atTheEnd = (): BookContent['progress'] => ({
  status: 'STARTED',
  location: { position: 'page:2', page: 2, fraction: 1 },
  completedAt: null,
  updatedAt: null,
  positionAt: null,
});

beforeEach(() => {
  engines.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reader page', () => {
  it('fetches the manifest, then the file, opens the book, turns pages and saves the place', async () => {
    signIn('CHILD', { age: 5 });
    const book = manifest();
    const { calls } = api(book);
    renderReader(book.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Little Dino' })).toBeVisible();
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    // The file was asked for once, after the manifest: the screen is drawn before it downloads.
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.filter((p) => p === `GET ${filePath(book.id)}`)).toHaveLength(1);
    expect(paths.indexOf(`GET ${filePath(book.id)}`)).toBeGreaterThan(
      paths.indexOf(`GET ${contentPath(book.id)}`),
    );
    const opened = calls.find((c) => c.path === readerApi.openedBook.path)!;
    const sessionId = (opened.body as { bookSessionId: string }).bookSessionId;
    expect(opened.body).toEqual({ bookId: book.id, bookSessionId: expect.any(String) });
    expect(JSON.parse(sessionStorage.getItem('pb.bookSessionId')!)).toBe(sessionId);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    // The new place is kept on the device at once and sent after ~1 s.
    expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toContain('page:1');
    await waitFor(
      () =>
        expect(calls.some((c) => c.method === 'PUT' && c.path === progressPath(book.id))).toBe(
          true,
        ),
      { timeout: 3000 },
    );
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.body).toMatchObject({ position: 'page:1', page: 1 });
    await waitFor(() => expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull());
    // One page turn, one save: re-renders (settings, narration) never queue it again.
    await userEvent.click(screen.getByRole('button', { name: /^Tap words: off/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Tap words: on/ }));
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    // Arrow keys turn pages too.
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('opens at the stored position, or the newer one still waiting on this device', async () => {
    const session = signIn('CHILD', { age: 5 });
    const book = manifest({
      progress: {
        status: 'STARTED',
        location: { position: 'page:1', page: 1, fraction: 0.5 },
        completedAt: null,
        updatedAt: new Date(Date.now() - 60_000).toISOString(),
        positionAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    // The position cannot be sent (the server is busy): the newer of the two opens.
    api(book, { [`PUT ${progressPath(book.id)}`]: () => jsonResponse(503, {}) });
    localStorage.setItem(
      PROGRESS_QUEUE_KEY,
      JSON.stringify({
        [`${session.user.id}:${book.id}`]: {
          userId: session.user.id,
          bookId: book.id,
          position: 'page:2',
          page: 2,
          fraction: 1,
          clientTimestamp: new Date(Date.now() - 30_000).toISOString(),
          attempts: 3,
          nextAttemptAt: 0,
        },
      }),
    );
    renderReader(book.id);
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(engines[0]!.started).toBe('page:2');
  });

  it('sends a position still waiting on this device before asking where to open', async () => {
    // The page was left within a second of a turn: the server has the place before it, written
    // (by the server's clock) after the waiting one was taken.
    const session = signIn('CHILD', { age: 5 });
    const stored = {
      status: 'STARTED' as const,
      location: { position: 'page:1', page: 1, fraction: 0.5 },
      completedAt: null,
      updatedAt: new Date(Date.now() - 1000).toISOString(),
      positionAt: new Date(Date.now() - 1000).toISOString(),
    };
    const book = manifest({ progress: stored });
    let saved: BookContent['progress'] = stored;
    const { calls } = api(book, {
      [`GET ${contentPath(book.id)}`]: () => jsonResponse(200, { ...book, progress: saved }),
      [`PUT ${progressPath(book.id)}`]: (call: ApiCall) => {
        const body = call.body as { position: string; page: number; fraction: number };
        saved = {
          ...stored,
          location: { position: body.position, page: body.page, fraction: body.fraction },
          updatedAt: new Date().toISOString(),
          positionAt: (call.body as { clientTimestamp: string }).clientTimestamp,
        };
        return jsonResponse(200, saved);
      },
    });
    localStorage.setItem(
      PROGRESS_QUEUE_KEY,
      JSON.stringify({
        [`${session.user.id}:${book.id}`]: {
          userId: session.user.id,
          bookId: book.id,
          position: 'page:2',
          page: 2,
          fraction: 1,
          clientTimestamp: new Date(Date.now() - 1500).toISOString(),
          attempts: 0,
          nextAttemptAt: 0,
        },
      }),
    );
    renderReader(book.id);
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(engines[0]!.started).toBe('page:2');
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.indexOf(`PUT ${progressPath(book.id)}`)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(`PUT ${progressPath(book.id)}`)).toBeLessThan(
      paths.indexOf(`GET ${contentPath(book.id)}`),
    );
  });

  it('draws the reading screen, with the narration bar waiting, before the book file is in', async () => {
    signIn('CHILD', { age: 5 });
    const book = manifest({ isAudioIncluded: true });
    let deliver!: (res: Response) => void;
    const { calls } = api(book, {
      [`GET ${filePath(book.id)}`]: () =>
        new Promise<Response>((resolve) => {
          deliver = resolve;
        }),
    });
    renderReader(book.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Little Dino' })).toBeVisible();
    // The bar's place shows its mode from the start; its play button waits for the book.
    const bar = await screen.findByRole('region', { name: 'Narration' });
    expect(bar).toHaveAttribute('data-narration-preview', 'read-along');
    expect(within(bar).getByText('Read-along')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeDisabled();
    // The file is asked for once the screen is up, and the book opens when it arrives.
    await waitFor(() => expect(calls.some((c) => c.path === filePath(book.id))).toBe(true));
    deliver(new Response(new Blob(['PK']), { status: 200 }));
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
  });

  it('finishes once however often "I finished the book!" is pressed, then shows the summary', async () => {
    signIn('CHILD', { age: 5 });
    const book = manifest({ progress: atTheEnd() });
    let answer: (r: Response) => void = () => undefined;
    const { calls } = api(book, {
      [`POST ${readerApi.finishedBook.path}`]: () =>
        new Promise<Response>((res) => {
          answer = res;
        }),
      [`GET ${readerApi.endOfBook.path}`]: (call: ApiCall) => {
        expect(call.query.get('bookIdNumber')).toBe('PB-0042');
        expect(call.query.get('deviceType')).toBe('DESKTOP');
        return jsonResponse(200, summary(book, { timesFinished: 1 }));
      },
    });
    renderReader(book.id);
    expect(await screen.findByText('The End')).toBeVisible();
    const finish = screen.getByRole('button', { name: 'I finished the book!' });
    await userEvent.click(finish);
    await userEvent.click(finish);
    await act(async () => answer(jsonResponse(200, finished())));

    expect(await screen.findByRole('heading', { name: 'You finished Little Dino!' })).toBeVisible();
    expect(calls.filter((c) => c.path === readerApi.finishedBook.path)).toHaveLength(1);
    const posted = calls.find((c) => c.path === readerApi.finishedBook.path)!;
    const opened = calls.find((c) => c.path === readerApi.openedBook.path)!;
    expect(posted.body).toEqual(opened.body);
    expect(await screen.findByTestId('summary-minutes')).toHaveTextContent('4 minutes');
    expect(screen.getByTestId('summary-pages')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-times-finished')).toHaveTextContent('Your first time!');
    expect(readValue(STORAGE_KEYS.completedBook)).toBe(book.id);
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/browse');

    // Read again: a new session from the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(engines.at(-1)!.started).toBeNull();
    const sessions = calls
      .filter((c) => c.path === readerApi.openedBook.path)
      .map((c) => (c.body as { bookSessionId: string }).bookSessionId);
    expect(new Set(sessions).size).toBe(2);
  });

  it('shows the celebration super flow with what the finish earned, then the summary with the quiz slot', async () => {
    signIn('CHILD', { age: 7 });
    const book = manifest({ progress: atTheEnd() });
    api(book, {
      [`POST ${readerApi.finishedBook.path}`]: finished({
        points: 15,
        gems: 0,
        earnings: [
          {
            type: 'NEW_BADGE',
            label: 'badge',
            dataValue: null,
            imageUrl: null,
            title: null,
            badgeName: 'Bookworm',
            extraData: null,
          },
        ],
      }),
      [`GET ${readerApi.endOfBook.path}`]: summary(book),
    });
    const slot = vi.fn((b: { bookIdNumber: string; title: string }) => (
      <p>quiz for {b.bookIdNumber}</p>
    ));
    renderRoute(<ReaderPage bookId={book.id} endOfBookQuiz={slot} />, {
      path: '/reader/:bookId',
      initialEntries: [`/reader/${book.id}`],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I finished the book!' }));
    const flow = await screen.findByRole('dialog', { name: 'Hooray! Look what you earned' });
    expect(flow).toHaveAttribute('data-modal-name', 'badge');
    // Badge first: "Tap to reveal!" with the default title.
    expect(flow).toHaveTextContent(MESSAGES.badgeTitle);
    await userEvent.click(screen.getByRole('button', { name: /Tap to reveal!/ }));
    expect(flow).toHaveTextContent('Bookworm');
    expect(screen.queryByRole('heading', { name: /You finished/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Then the points.
    expect(flow).toHaveTextContent('+15 points');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'You finished Little Dino!' })).toBeVisible();
    expect(await screen.findByText('quiz for PB-0042')).toBeVisible();
    expect(slot).toHaveBeenCalledWith({ bookIdNumber: 'PB-0042', title: 'Little Dino' });
  });

  it('celebrates a level reached by opening a book, and not mere points', async () => {
    signIn('CHILD', { age: 9 });
    const book = manifest();
    api(book, {
      [`POST ${readerApi.openedBook.path}`]: {
        ...book.progress,
        rewards: {
          points: 5,
          gems: 0,
          earnings: [
            {
              type: 'LEVEL_UP',
              label: 'Level 4!',
              dataValue: 4,
              imageUrl: null,
              title: null,
              badgeName: null,
              extraData: null,
            },
          ],
        },
      },
    });
    renderReader(book.id);
    const flow = await screen.findByRole('dialog', { name: 'Hooray! Look what you earned' });
    expect(flow).toHaveAttribute('data-modal-name', 'badge');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(flow).toHaveTextContent('+5 points');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
  });

  it('does not interrupt the reading for the points of opening a book', async () => {
    signIn('CHILD', { age: 9 });
    const book = manifest();
    const { calls } = api(book);
    renderReader(book.id);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.path === readerApi.openedBook.path)).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('outside school hours the finish shows the class-time text and nothing is counted', async () => {
    signIn('STUDENT', { age: 9 });
    const book = manifest({ progress: atTheEnd() });
    api(book, {
      [`POST ${readerApi.finishedBook.path}`]: () =>
        jsonResponse(403, { code: 'OUTSIDE_SCHOOL_HOURS', message: MESSAGES.classTimeOver }),
    });
    renderReader(book.id);
    await userEvent.click(await screen.findByRole('button', { name: 'I finished the book!' }));
    const modal = await screen.findByRole('dialog', { name: MESSAGES.classTimeOver });
    expect(modal).toHaveTextContent('You can keep reading when class starts again.');
    expect(readValue(STORAGE_KEYS.completedBook)).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('the shelf')).toBeVisible();
  });

  it('a book that does not exist (or is hidden) shows the not-found text', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${contentPath(id)}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'nope' }),
    });
    renderReader(id);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.bookNotFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/browse');
    expect(engines).toHaveLength(0);
  });

  it('a book of another territory explains it and goes back', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${contentPath(id)}`]: () =>
        jsonResponse(403, {
          code: 'NOT_AVAILABLE_TERRITORY',
          message: MESSAGES.territory,
          metadata: { reason: 'NOT_AVAILABLE_TERRITORY' },
        }),
    });
    renderReader(id);
    const modal = await screen.findByRole('dialog', { name: 'Not available here' });
    expect(modal).toHaveTextContent(MESSAGES.territory);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('the shelf')).toBeVisible();
  });

  it('a failing file shows a friendly error with Try again, which downloads it again', async () => {
    signIn('CHILD', { age: 9 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const book = manifest();
    let fileCalls = 0;
    api(book, {
      [`GET ${filePath(book.id)}`]: () => {
        fileCalls += 1;
        return fileCalls === 1
          ? jsonResponse(500, { code: 'INTERNAL', message: MESSAGES.generic })
          : new Response(new Blob(['PK']), { status: 200 });
      },
    });
    renderReader(book.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this book');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(fileCalls).toBe(2);
  });
});
