import { useParams, useSearchParams } from 'react-router';
import { BookSeriesPage } from '../../../features/catalogue/index.ts';

/** /book-series/:seriesId? (also /book-series?id=) — a series in order. */
export default function BookSeriesRoute() {
  const { seriesId } = useParams();
  const [params] = useSearchParams();
  const id = seriesId ?? params.get('id') ?? undefined;
  return <BookSeriesPage key={id} seriesId={id} />;
}
