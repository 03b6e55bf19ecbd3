/** The tap-a-word dictionary of the reader (spec §2 "Reader", §8, §9). */
export { DictionaryPopover, type DictionaryPopoverProps } from './DictionaryPopover.tsx';
export { wordAtPoint, wordBoundsAt, type WordAtPoint } from './word-at-point.ts';
export { useDebouncedPointer, type PointerPoint } from './use-debounced-pointer.ts';
export {
  definitionQueryOptions,
  dictionaryKeys,
  dictionaryWord,
  fetchDefinition,
  useDefinition,
} from './api/get-definition.ts';
