import { useTranslation } from 'react-i18next';
import {
  Award,
  BookHeart,
  CalendarClock,
  Check,
  Gem,
  KeyRound,
  LayoutDashboard,
  Lock,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  Volume2,
} from 'lucide-react';
import { href } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { GetStartedChoice } from '../../layouts/get-started.tsx';
import styles from './home.module.css';

function useGetStarted() {
  const modal = useModal();
  const { t } = useTranslation();
  return () =>
    modal.open({
      name: 'get_started',
      title: t('getStarted.title'),
      content: ({ close }) => <GetStartedChoice onChoose={close} />,
    });
}

/** `/` — the landing page. */
export default function HomePage() {
  const { t } = useTranslation();
  const getStarted = useGetStarted();
  const sample = t('landing.readAlongSample').split(' ');

  return (
    <div className={styles.landing}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Sparkles size={18} aria-hidden="true" />
            {t('landing.eyebrow')}
          </p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('landing.heroTitle')}
          </h1>
          <p className={styles.lead}>{t('landing.heroText')}</p>
          <div className={styles.ctas}>
            <Button size="lg" onClick={getStarted}>
              {t('landing.heroCta')}
            </Button>
            <ButtonLink
              to={href('class-code')}
              size="lg"
              variant="secondary"
              icon={<KeyRound size={20} aria-hidden="true" />}
            >
              {t('landing.heroSecondary')}
            </ButtonLink>
          </div>
          <ul className={styles.trust}>
            <li>
              <ShieldCheck size={18} aria-hidden="true" />
              {t('landing.trust1')}
            </li>
            <li>
              <BookHeart size={18} aria-hidden="true" />
              {t('landing.trust2')}
            </li>
            <li>
              <Lock size={18} aria-hidden="true" />
              {t('landing.trust3')}
            </li>
          </ul>
        </div>
        <div className={styles.heroArt}>
          <Art name="hero" decorative />
        </div>
      </section>

      <section id="families" className={styles.feature} aria-labelledby="families-title">
        <div className={styles.featureArt}>
          <Art name="familyReading" decorative />
        </div>
        <div className={styles.featureText}>
          <p className={`${styles.kicker} ${styles.berry}`}>{t('landing.familiesEyebrow')}</p>
          <h2 id="families-title">{t('landing.familiesTitle')}</h2>
          <p>{t('landing.familiesText')}</p>
          <ul className={styles.checks}>
            <li>
              <Users size={20} aria-hidden="true" />
              {t('landing.families1')}
            </li>
            <li>
              <Lock size={20} aria-hidden="true" />
              {t('landing.families2')}
            </li>
            <li>
              <LayoutDashboard size={20} aria-hidden="true" />
              {t('landing.families3')}
            </li>
          </ul>
        </div>
      </section>

      <section
        id="classrooms"
        className={`${styles.feature} ${styles.reverse}`}
        aria-labelledby="classrooms-title"
      >
        <div className={styles.featureArt}>
          <Art name="classroom" decorative />
        </div>
        <div className={styles.featureText}>
          <p className={`${styles.kicker} ${styles.leaf}`}>{t('landing.classroomsEyebrow')}</p>
          <h2 id="classrooms-title">{t('landing.classroomsTitle')}</h2>
          <p>{t('landing.classroomsText')}</p>
          <ul className={styles.checks}>
            <li>
              <Check size={20} aria-hidden="true" />
              {t('landing.classrooms1')}
            </li>
            <li>
              <CalendarClock size={20} aria-hidden="true" />
              {t('landing.classrooms2')}
            </li>
            <li>
              <LayoutDashboard size={20} aria-hidden="true" />
              {t('landing.classrooms3')}
            </li>
          </ul>
          <ButtonLink to={href('educators')} variant="secondary">
            {t('landing.classroomsCta')}
          </ButtonLink>
        </div>
      </section>

      <div className={styles.duo}>
        <section className={`${styles.tile} ${styles.readAlong}`} aria-labelledby="readalong-title">
          <p className={`${styles.kicker} ${styles.sky}`}>
            <Volume2 size={18} aria-hidden="true" />
            {t('landing.readAlongEyebrow')}
          </p>
          <h2 id="readalong-title">{t('landing.readAlongTitle')}</h2>
          <p>{t('landing.readAlongText')}</p>
          <p className={styles.sample} aria-label={t('landing.readAlongSample')}>
            {sample.map((word, i) => (
              <span
                key={i}
                className={styles.word}
                style={{
                  animationDelay: `${i * 0.6}s`,
                  animationDuration: `${sample.length * 0.6}s`,
                }}
                aria-hidden="true"
              >
                {word}
              </span>
            ))}
          </p>
        </section>
        <section className={`${styles.tile} ${styles.rewards}`} aria-labelledby="rewards-title">
          <p className={`${styles.kicker} ${styles.sun}`}>
            <Award size={18} aria-hidden="true" />
            {t('landing.rewardsEyebrow')}
          </p>
          <h2 id="rewards-title">{t('landing.rewardsTitle')}</h2>
          <p>{t('landing.rewardsText')}</p>
          <ul className={styles.tokens}>
            <li className={styles.tokenStar}>
              <Star size={28} aria-hidden="true" />
              {t('landing.rewardPoints')}
            </li>
            <li className={styles.tokenGem}>
              <Gem size={28} aria-hidden="true" />
              {t('landing.rewardGems')}
            </li>
            <li className={styles.tokenBadge}>
              <Award size={28} aria-hidden="true" />
              {t('landing.rewardBadges')}
            </li>
          </ul>
        </section>
      </div>

      <section className={styles.cta} aria-labelledby="cta-title">
        <div className={styles.ctaArt}>
          <Art name="mascot" mood="waving" size={200} decorative />
        </div>
        <div className={styles.ctaText}>
          <h2 id="cta-title">{t('landing.ctaTitle')}</h2>
          <p>{t('landing.ctaText')}</p>
          <div className={styles.ctas}>
            <ButtonLink to={href('signup')} size="lg" variant="primary">
              {t('landing.ctaFamilies')}
            </ButtonLink>
            <ButtonLink to={href('educator-signup')} size="lg" variant="secondary">
              {t('landing.ctaEducators')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
