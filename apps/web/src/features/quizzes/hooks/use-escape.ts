import { useEffect, useRef } from 'react';

/**
 * Escape while this is mounted (one modal is open at a time) calls `onEscape`; null ignores it.
 * Listened on the document: the focus may be on the dialog itself, outside the content.
 */
export function useEscape(onEscape: (() => void) | null) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  const active = onEscape !== null;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || !latest.current) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
