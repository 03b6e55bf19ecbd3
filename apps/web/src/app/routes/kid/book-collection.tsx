import { useParams } from 'react-router';
import { BookCollectionPage } from '../../../features/catalogue/index.ts';

/** /book-collection/:collectionId — an admin collection. */
export default function BookCollectionRoute() {
  const { collectionId = '' } = useParams();
  return <BookCollectionPage key={collectionId} collectionId={collectionId} />;
}
