import { SearchPage } from '../../../features/catalogue/index.ts';

/** /search?query= — keyword, filter and picture search. */
export default function SearchRoute() {
  return <SearchPage />;
}
