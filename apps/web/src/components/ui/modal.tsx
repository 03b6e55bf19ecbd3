import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** The dialog itself (React Aria) loads on the first open, keeping it out of the entry chunk. */
const ModalView = lazy(() => import('./modal-view.tsx'));

/** Tracking names of spec §2 "Modals are shown one at a time". */
export type ModalName =
  | 'add_to_collection'
  | 'badge'
  | 'book_share_hide'
  | 'parent_protection'
  | 'age_gate'
  | 'exit_quiz'
  | 'eob_quiz'
  | 'subscription_cancel'
  | 'unsaved_changes_warning'
  | 'pin_pad'
  | 'get_started'
  | 'territory'
  | 'class_time_over'
  | (string & {});

export interface ModalControls {
  close: () => void;
}

export interface ModalSpec {
  /** Tracking name. */
  name: ModalName;
  title: ReactNode;
  content: ReactNode | ((controls: ModalControls) => ReactNode);
  size?: 'sm' | 'md' | 'lg';
  /** Click outside / Escape closes (default true). */
  dismissable?: boolean;
  hideTitle?: boolean;
  onClose?: () => void;
}

export interface ModalViewEvents {
  onViewStart?: (name: ModalName) => void;
  onViewEnd?: (name: ModalName, durationMs: number) => void;
}

export interface OpenModal extends ModalSpec {
  key: number;
  openedAt: number;
}

export interface ModalApi {
  /** Open a modal; the one already open (if any) closes first. */
  open: (spec: ModalSpec) => void;
  close: () => void;
  current: ModalName | null;
}

const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const ctx = useContext(ModalContext);
  if (!ctx) throw new Error('useModal needs a <ModalProvider>');
  return ctx;
}

/** Keeps at most one modal on screen and reports modal page views. */
export function ModalProvider({
  children,
  onViewStart,
  onViewEnd,
}: { children: ReactNode } & ModalViewEvents) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  const currentRef = useRef<OpenModal | null>(null);
  const seq = useRef(0);
  const events = useRef<ModalViewEvents>({});
  events.current = { onViewStart, onViewEnd };

  const endCurrent = useCallback(() => {
    const prev = currentRef.current;
    if (!prev) return;
    currentRef.current = null;
    events.current.onViewEnd?.(prev.name, Date.now() - prev.openedAt);
    prev.onClose?.();
  }, []);

  const close = useCallback(() => {
    endCurrent();
    setCurrent(null);
  }, [endCurrent]);

  const open = useCallback(
    (spec: ModalSpec) => {
      endCurrent();
      seq.current += 1;
      const next: OpenModal = { ...spec, key: seq.current, openedAt: Date.now() };
      currentRef.current = next;
      events.current.onViewStart?.(spec.name);
      setCurrent(next);
    },
    [endCurrent],
  );

  const api = useMemo<ModalApi>(
    () => ({ open, close, current: current?.name ?? null }),
    [open, close, current],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ModalView key={current.key} spec={current} close={close} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}
