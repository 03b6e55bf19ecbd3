export { inspectBook, DEFAULT_MAX_ENTRIES, DEFAULT_MAX_UNZIPPED_BYTES } from './inspect-book.ts';
export type {
  IngestOptions,
  IngestResult,
  NavEntry,
  PageCategory,
  ParsedBook,
  ReadingLevelSuggestion,
  SpineItem,
} from './ingest.types.ts';
export { REASONS } from './ingest.types.ts';
