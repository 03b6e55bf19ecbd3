import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { href, type Banner } from '@pagebird/contract';
import { originFor, rememberBookOrigin } from './book-origin.ts';
import styles from './banner-carousel.module.css';

/** Where a banner leads: a book's details or an admin collection (spec §3 "Banner"). */
export function bannerTarget(banner: Banner): string {
  return banner.bannerType === 'BOOK'
    ? href('book-details', { bookId: banner.content.contentId })
    : href('book-collection', { collectionId: banner.content.contentId });
}

/**
 * Banner images one at a time, each a link. Swipe, the arrow buttons or the dots move between
 * them; nothing moves by itself (no motion the reader did not ask for).
 */
export function BannerCarousel({ banners, className }: { banners: Banner[]; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = banners.length;

  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(total - 1, Math.round(el.scrollLeft / el.clientWidth))));
  }, [total]);

  useEffect(() => {
    setIndex((i) => Math.min(i, Math.max(0, total - 1)));
  }, [total]);

  const goTo = (i: number) => {
    const el = track.current;
    const next = (i + total) % total;
    setIndex(next);
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo?.({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  if (total === 0) return null;

  return (
    <section
      className={clsx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={t('catalogue.banners.label')}
    >
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('catalogue.banners.slide', { n: i + 1, total })}
            aria-hidden={i === index ? undefined : true}
          >
            <Link
              to={bannerTarget(b)}
              className={styles.link}
              tabIndex={i === index ? undefined : -1}
              onClick={() => {
                if (b.bannerType === 'BOOK')
                  rememberBookOrigin(
                    b.content.contentId,
                    originFor(location.pathname, location.search),
                  );
              }}
            >
              <picture>
                <source
                  media="(max-width: 560px)"
                  srcSet={b.mobileImageUrl}
                  width={800}
                  height={500}
                />
                <img
                  className={styles.image}
                  src={b.webImageUrl}
                  alt={b.name}
                  width={1600}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'auto' : 'async'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              </picture>
            </Link>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index - 1)}
            aria-label={t('catalogue.banners.previous')}
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={clsx(styles.dot, i === index && styles.dotActive)}
                aria-label={t('catalogue.banners.goTo', { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index + 1)}
            aria-label={t('catalogue.banners.next')}
          >
            <ChevronRight size={24} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
