import { useSyncExternalStore } from 'react';
import { detectDevice, type DeviceKind } from '@pagebird/contract';

/** Spec §9 "Mobile definition", read from the window size, user agent and touch support. */
export function getDevice(): DeviceKind {
  if (typeof window === 'undefined') return 'desktop';
  return detectDevice({
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    touch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
  });
}

let current: DeviceKind = getDevice();

function subscribe(listener: () => void): () => void {
  const onResize = () => {
    const next = getDevice();
    if (next !== current) {
      current = next;
      listener();
    }
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

export function useDevice(): DeviceKind {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'desktop' as DeviceKind,
  );
}
