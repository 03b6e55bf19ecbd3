import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import styles from './swimlane.module.css';

export interface SwimlaneProps {
  title: string;
  /** Makes the title a link (admin collection rows → /book-collection/{id}). */
  titleTo?: string;
  /** "See all": a link target or a click handler. */
  seeAll?: { to: string } | { onClick: () => void };
  /** Small text under the title. */
  subtitle?: ReactNode;
  /** The items; each one becomes a list item. */
  children: ReactNode;
  /** Width of one item (CSS length); default fits book cards. */
  itemWidth?: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** data-lane-type, for styling and tests. */
  laneType?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A horizontal row of items with a heading, "See all" and arrow buttons. The row scrolls with
 * touch, the arrow buttons, or the keyboard: Left/Right (and Home/End) move between items.
 */
export function Swimlane({
  title,
  titleTo,
  seeAll,
  subtitle,
  children,
  itemWidth,
  headingLevel = 2,
  className,
  laneType,
}: SwimlaneProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const H = `h${headingLevel}` as const;

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft >= max - 2 });
  }, []);

  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, children]);

  const scrollByPage = (dir: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy?.({ left: dir * el.clientWidth * 0.85, behavior: reduce ? 'auto' : 'smooth' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const items = Array.from(e.currentTarget.children) as HTMLElement[];
    const current = items.findIndex((li) => li.contains(document.activeElement));
    if (current < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? Math.min(items.length - 1, current + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, current - 1)
          : e.key === 'Home'
            ? 0
            : items.length - 1;
    const target = items[next]?.querySelector<HTMLElement>(FOCUSABLE);
    if (target && next !== current) {
      e.preventDefault();
      target.focus();
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  };

  const items = Children.toArray(children);

  return (
    <section
      className={clsx(styles.lane, className)}
      aria-labelledby={headingId}
      data-lane-type={laneType}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <H id={headingId} className={styles.title}>
            {titleTo ? (
              <Link to={titleTo} className={styles.titleLink}>
                {title}
                <ChevronRight size={22} aria-hidden="true" />
              </Link>
            ) : (
              title
            )}
          </H>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <div className={styles.controls}>
          {seeAll ? (
            'to' in seeAll ? (
              <Link
                to={seeAll.to}
                className={styles.seeAll}
                aria-label={t('catalogue.swimlane.seeAllLabel', { title })}
              >
                {t('catalogue.swimlane.seeAll')}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.seeAll}
                onClick={seeAll.onClick}
                aria-label={t('catalogue.swimlane.seeAllLabel', { title })}
              >
                {t('catalogue.swimlane.seeAll')}
              </button>
            )
          ) : null}
          {edges.start && edges.end ? null : (
            <>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scrollByPage(-1)}
                disabled={edges.start}
                aria-label={t('catalogue.swimlane.previous', { title })}
              >
                <ChevronLeft size={24} aria-hidden="true" />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scrollByPage(1)}
                disabled={edges.end}
                aria-label={t('catalogue.swimlane.next', { title })}
              >
                <ChevronRight size={24} aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </div>
      <div className={styles.viewport}>
        <ul
          ref={scroller}
          className={styles.row}
          onScroll={measure}
          onKeyDown={onKeyDown}
          style={itemWidth ? ({ '--lane-item': itemWidth } as CSSProperties) : undefined}
        >
          {items.map((child, i) => (
            <li key={(child as { key?: string }).key ?? i} className={styles.item}>
              {child}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
