export { BookCover, type BookCoverProps } from './book-cover.tsx';
export { BookCard, ReadAlongTag, type BookCardProps } from './book-card.tsx';
export { BookGrid, BookGridSkeleton, BookCardSkeleton, type BookGridProps } from './book-grid.tsx';
export { Swimlane, type SwimlaneProps } from './swimlane.tsx';
export { InterestTile, type InterestTileProps } from './interest-tile.tsx';
export { BannerCarousel, bannerTarget } from './banner-carousel.tsx';
export {
  ensureBookOrigin,
  originFor,
  readBookOrigin,
  rememberBookOrigin,
  routeNameOf,
  type BookOrigin,
} from './book-origin.ts';
