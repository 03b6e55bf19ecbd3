import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { CONSTANTS } from '@pagebird/contract';
import clsx from 'clsx';
import styles from './notifications.module.css';

export type NotificationKind = 'success' | 'error' | 'info';

export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  message: ReactNode;
  title?: ReactNode;
  /** ms; default 4000 (spec §9). 0 keeps it until closed. */
  autoCloseMs: number;
}

type Options = Partial<Pick<NotificationItem, 'title' | 'autoCloseMs'>>;

let items: NotificationItem[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: NotificationKind, message: ReactNode, options: Options = {}): number {
  seq += 1;
  items = [
    ...items,
    {
      id: seq,
      kind,
      message,
      title: options.title,
      autoCloseMs: options.autoCloseMs ?? CONSTANTS.notification.autoCloseMs,
    },
  ];
  emit();
  return seq;
}

/** Show a notification at the bottom right: `notify.success('Saved')`. */
export const notify = {
  success: (message: ReactNode, options?: Options) => push('success', message, options),
  error: (message: ReactNode, options?: Options) => push('error', message, options),
  info: (message: ReactNode, options?: Options) => push('info', message, options),
  dismiss(id: number) {
    items = items.filter((n) => n.id !== id);
    emit();
  },
  clear() {
    items = [];
    emit();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getItems = () => items;

/** The notification stack; render once near the root. */
export function Notifications({ label = 'Notifications' }: { label?: string }) {
  const list = useSyncExternalStore(subscribe, getItems, getItems);
  return (
    <section className={styles.region} aria-label={label}>
      {list.map((n) => (
        <Toast key={n.id} item={n} />
      ))}
    </section>
  );
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info };

function Toast({ item }: { item: NotificationItem }) {
  const remaining = useRef(item.autoCloseMs);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = () => {
    if (!item.autoCloseMs || timer.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => notify.dismiss(item.id), remaining.current);
  };
  const pause = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  useEffect(() => {
    start();
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, []);

  const Icon = ICONS[item.kind];
  return (
    <div
      className={clsx(styles.toast, styles[item.kind])}
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <Icon className={styles.icon} size={22} aria-hidden="true" />
      <div className={styles.body}>
        {item.title ? <p className={styles.title}>{item.title}</p> : null}
        <p className={clsx(styles.message, !item.title && styles.only)}>{item.message}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => notify.dismiss(item.id)}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
