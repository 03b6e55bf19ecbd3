import { useEffect, useMemo } from 'react';
import { DictionaryPopover, wordAtPoint } from '../dictionary/index.ts';
import type { ReaderEngineHandle } from '../engine/engine-types.ts';
import type { RenderedSection } from '../engine/reader-engine.ts';

/** A tap (or long press) on the words of a page, in the section document's coordinates. */
export interface WordLookupRequest {
  section: RenderedSection;
  x: number;
  y: number;
  engine: ReaderEngineHandle;
}

/**
 * Tap-a-word: the word under the tap (the dictionary helper's `wordAtPoint`) shown in the
 * dictionary card next to it. A tap beside the words (a picture, white space) shows nothing.
 */
export function WordLookup({
  request,
  onClose,
}: {
  request: WordLookupRequest;
  onClose: () => void;
}) {
  const hit = useMemo(() => {
    try {
      return wordAtPoint(request.section.doc, request.x, request.y);
    } catch {
      return null;
    }
  }, [request]);

  useEffect(() => {
    if (!hit) onClose();
  }, [hit, onClose]);

  const anchor = useMemo(
    () => (hit ? request.engine.toViewport(request.section, hit.rect) : null),
    [hit, request],
  );

  if (!hit) return null;
  return <DictionaryPopover word={hit.word} anchor={anchor} onClose={onClose} />;
}
