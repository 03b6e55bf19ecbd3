export { inspectBook, DEFAULT_MAX_ENTRIES, DEFAULT_MAX_UNZIPPED_BYTES } from './inspect-book.ts';
export type {
  AgeRangeSuggestion,
  IngestOptions,
  IngestResult,
  NavEntry,
  PageCategory,
  ParsedBook,
  ReadingLevelSuggestion,
  SpineItem,
} from './ingest.types.ts';
export { formatBytes, REASONS } from './ingest.types.ts';
export { COVER_TYPES, readCoverImage, sniffImageType, type CoverImage } from './cover.ts';
export {
  AGE_MAX,
  AGE_MIN,
  ageRangeForGrade,
  parseTypicalAgeRange,
  suggestAgeRange,
} from './readability.ts';
