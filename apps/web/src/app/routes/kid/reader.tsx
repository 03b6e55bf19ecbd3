import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ReaderPage } from '../../../features/reader/index.ts';

/** The quiz entry loads with the summary screen, never with the first page of the book. */
const EndOfBookQuiz = lazy(() =>
  import('../../../features/quizzes/index.ts').then((m) => ({ default: m.EndOfBookQuiz })),
);

/**
 * /reader/:bookId — the full-screen reader (EPUB fixed-layout and reflowable, PDF); its summary
 * screen offers the book's end-of-book quiz (features/quizzes).
 */
export default function ReaderRoute() {
  const { bookId = '' } = useParams();
  return (
    <ReaderPage
      key={bookId}
      bookId={bookId}
      endOfBookQuiz={(book) => (
        <Suspense fallback={null}>
          <EndOfBookQuiz {...book} />
        </Suspense>
      )}
    />
  );
}
