import { useParams } from 'react-router';
import { ReaderPage } from '../../../features/reader/index.ts';

/** /reader/:bookId — the full-screen reader (EPUB fixed-layout and reflowable, PDF). */
export default function ReaderRoute() {
  const { bookId = '' } = useParams();
  return <ReaderPage key={bookId} bookId={bookId} />;
}
