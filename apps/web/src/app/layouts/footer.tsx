import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@pagebird/contract';
import { LogoMark } from './logo.tsx';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.explore'),
      links: [
        [t('footer.about'), href('about-us')],
        [t('footer.faq'), href('faq')],
        [t('footer.mediaKit'), href('media-kit')],
      ],
    },
    {
      title: t('footer.grownUps'),
      links: [
        [t('footer.educators'), href('educators')],
        [t('footer.educatorResources'), href('educator-resources')],
        [t('footer.studentSignIn'), href('class-code')],
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        [t('footer.privacy'), href('privacy')],
        [t('footer.terms'), href('terms')],
        [t('footer.childrensPrivacy'), href('childrens-privacy')],
      ],
    },
  ] as const;
  return (
    <footer className={styles.footer}>
      <svg
        className={styles.wave}
        viewBox="0 0 1440 48"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d="M0 48V20c120 18 240 24 360 14S600 0 720 6s240 30 360 30 240-22 360-28v40z" />
      </svg>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <div className={styles.brandRow}>
            <LogoMark size={44} />
            <span className={styles.name}>Pagebird</span>
          </div>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav className={styles.columns} aria-label={t('common.footerNavigation')}>
          {columns.map((col) => (
            <div key={col.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{col.title}</h2>
              <ul>
                {col.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
