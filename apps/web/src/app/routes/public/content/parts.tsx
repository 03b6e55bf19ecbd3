import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import styles from './content.module.css';

/** Accent colours a card, badge or band can take; each maps to a token pair. */
export type Tone = 'primary' | 'sun' | 'berry' | 'leaf' | 'sky' | 'orange';

const toneClass: Record<Tone, string | undefined> = {
  primary: styles.tonePrimary,
  sun: styles.toneSun,
  berry: styles.toneBerry,
  leaf: styles.toneLeaf,
  sky: styles.toneSky,
  orange: styles.toneOrange,
};

export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

/** The whole page body. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx(styles.page, narrow && styles.pageNarrow)}>{children}</div>;
}

interface HeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  art?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page's opening block: the single h1, a lead paragraph, actions and an illustration. */
export function Hero({ eyebrow, title, lead, art, actions, children }: HeroProps) {
  return (
    <header className={cx(styles.hero, !art && styles.heroPlain)}>
      <div className={styles.heroText}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {art && <div className={styles.heroArt}>{art}</div>}
    </header>
  );
}

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Show the section on a soft coloured band. */
  band?: Tone;
}

/** A page section introduced by an h2. */
export function Section({ id, title, intro, children, band }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(styles.section, band && styles.band, band && toneClass[band])}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <div className={styles.prose}>{intro}</div>}
      {children}
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const colClass = { 2: styles.cols2, 3: styles.cols3, 4: styles.cols4 }[columns];
  return <ul className={cx(styles.cardGrid, colClass)}>{children}</ul>;
}

interface CardProps {
  title: string;
  icon?: LucideIcon;
  tone?: Tone;
  children: ReactNode;
}

/** A rounded card with an optional icon badge; renders as a list item inside CardGrid. */
export function Card({ title, icon: Icon, tone = 'primary', children }: CardProps) {
  return (
    <li className={cx(styles.card, toneClass[tone])}>
      {Icon && (
        <span className={styles.iconBadge} aria-hidden="true">
          <Icon size={24} strokeWidth={2.2} />
        </span>
      )}
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.cardBody}>{children}</div>
    </li>
  );
}

/** An internal link that looks like a button. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link
      to={to}
      className={cx(
        styles.button,
        variant === 'primary' ? styles.buttonPrimary : styles.buttonSecondary,
      )}
    >
      {children}
    </Link>
  );
}

/** Numbered steps with big friendly number bubbles. */
export function Steps({ items }: { items: { title: string; body: ReactNode }[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{item.title}</h3>
          <div className={styles.stepBody}>{item.body}</div>
        </li>
      ))}
    </ol>
  );
}

/** A highlighted note. */
export function Callout({
  title,
  children,
  tone = 'sun',
  art,
}: {
  title?: string;
  children: ReactNode;
  tone?: Tone;
  art?: ReactNode;
}) {
  return (
    <aside className={cx(styles.callout, toneClass[tone], art ? styles.calloutWithArt : undefined)}>
      {art && <div className={styles.calloutArt}>{art}</div>}
      <div>
        {title && <p className={styles.calloutTitle}>{title}</p>}
        <div className={styles.calloutBody}>{children}</div>
      </div>
    </aside>
  );
}

/** A closing call to action band. */
export function CtaBand({
  title,
  children,
  actions,
  art,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  art?: ReactNode;
}) {
  return (
    <section className={styles.ctaBand} aria-label={title}>
      {art && <div className={styles.ctaArt}>{art}</div>}
      <div className={styles.ctaText}>
        <h2 className={styles.ctaTitle}>{title}</h2>
        <div className={styles.ctaBody}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}

interface TocEntry {
  id: string;
  title: string;
}

/** Layout for policy pages: an "on this page" list and the long-form text. */
export function LegalLayout({
  toc,
  updated,
  children,
}: {
  toc: TocEntry[];
  updated: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.legal}>
      <nav className={styles.toc} aria-label="On this page">
        <p className={styles.tocTitle}>On this page</p>
        <ol className={styles.tocList}>
          {toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
        <p className={styles.updated}>Last updated {updated}</p>
      </nav>
      <div className={styles.legalBody}>{children}</div>
    </div>
  );
}

/** A long-form section of a policy page (h2 + prose). */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.legalSection}>
      <h2 id={`${id}-title`} className={styles.legalTitle}>
        {title}
      </h2>
      <div className={styles.prose}>{children}</div>
    </section>
  );
}

export type CampaignStatus = 'upcoming' | 'open' | 'ended';

/** Where a dated campaign stands today. Dates are ISO days; the end day is included. */
export function campaignStatus(start: string, end: string, now: Date = new Date()): CampaignStatus {
  const today = now.toISOString().slice(0, 10);
  if (today < start) return 'upcoming';
  if (today > end) return 'ended';
  return 'open';
}

const STATUS_TEXT: Record<CampaignStatus, string> = {
  upcoming: 'Coming soon',
  open: 'Happening now',
  ended: 'This campaign has ended',
};

/** The key dates of a campaign with a status chip. */
export function CampaignDates({
  status,
  dates,
}: {
  status: CampaignStatus;
  dates: { label: string; value: string }[];
}) {
  return (
    <div className={styles.dates}>
      <p className={cx(styles.statusChip, styles[`status_${status}`])}>{STATUS_TEXT[status]}</p>
      <dl className={styles.dateList}>
        {dates.map((d) => (
          <div key={d.label} className={styles.dateItem}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An accessible disclosure used by the FAQ. */
export function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className={styles.faqItem}>
      <summary className={styles.faqSummary}>
        <span>{q}</span>
      </summary>
      <div className={cx(styles.faqAnswer, styles.prose)}>{children}</div>
    </details>
  );
}
