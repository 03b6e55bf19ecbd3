import { Link } from 'react-router';
import { Mail, Palette } from 'lucide-react';
import { BooksStack, Mascot, type BirdMood } from '../../../../components/illustrations';
import { Callout, Card, CardGrid, Hero, Page, Section } from './parts';
import styles from './content.module.css';

/** Brand colours, with the same values as the design tokens in components/ui/tokens.css. */
const COLOURS = [
  { name: 'Pagebird Blue', token: '--pb-color-primary', hex: '#2F6FDE' },
  { name: 'Deep Blue', token: '--pb-color-primary-strong', hex: '#1F55B5' },
  { name: 'Sunshine', token: '--pb-color-sun', hex: '#FFC93C' },
  { name: 'Berry', token: '--pb-color-berry', hex: '#E2487D' },
  { name: 'Leaf', token: '--pb-color-leaf', hex: '#2E9E6A' },
  { name: 'Sky', token: '--pb-color-sky', hex: '#7CC8F4' },
  { name: 'Orange', token: '--pb-color-orange', hex: '#FF8A3D' },
  { name: 'Ink', token: '--pb-color-ink', hex: '#2B2540' },
  { name: 'Paper', token: '--pb-color-bg', hex: '#FFF8EE' },
];

const MOODS: { mood: BirdMood; label: string }[] = [
  { mood: 'happy', label: 'Happy' },
  { mood: 'reading', label: 'Reading' },
  { mood: 'waving', label: 'Waving' },
  { mood: 'sleepy', label: 'Sleepy' },
];

const FACTS = [
  { label: 'What it is', value: 'An online library for children' },
  { label: 'Ages', value: '2 to 14' },
  { label: 'For', value: 'Families and classrooms' },
  { label: 'Family plans', value: 'Daily, weekly, monthly, annual' },
  { label: 'For teachers', value: 'Free classroom accounts' },
  { label: 'Works on', value: 'Computers and Chromebooks' },
  { label: 'Typefaces', value: 'Andika and Lexend' },
  { label: 'Advertising to children', value: 'None, ever' },
];

/** /media-kit — press information, brand colours and logo usage. */
export function MediaKitPage() {
  return (
    <Page>
      <Hero
        eyebrow="Press"
        title="Media kit"
        lead="Writing about Pagebird? Here is who we are, the facts at a glance, our colours and how to use our little blue bird."
        art={<BooksStack size={300} aria-label="A colourful stack of books" />}
        actions={
          <a
            className={`${styles.button} ${styles.buttonPrimary}`}
            href="mailto:press@pagebird.example"
          >
            <Mail aria-hidden="true" size={20} /> press@pagebird.example
          </a>
        }
      />

      <Section id="about" title="About Pagebird">
        <div className={styles.prose}>
          <p>
            Pagebird is an online library where children from 2 to 14 read and listen to books, with
            read-along narration that highlights every word. Children earn points, gems and badges
            as they read; parents follow their progress and look after their profiles; and teachers
            use Pagebird free with their classes, assigning books and watching a whole class&rsquo;s
            reading grow.
          </p>
          <p>
            We are a small team of engineers, teachers and illustrators who believe every child
            deserves to find a book they love. Pagebird is built with children&rsquo;s privacy at
            its heart: no adverts for children, no email addresses for them, and minimal data. Read
            more <Link to="/about-us">about us</Link>.
          </p>
        </div>
      </Section>

      <Section id="facts" title="Facts at a glance">
        <dl className={styles.facts}>
          {FACTS.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section
        id="colours"
        title="Brand colours"
        intro={
          <p>
            Our palette is warm and sunny, with Pagebird Blue at its centre. Text is set in Ink on
            Paper, never in pure black on pure white.
          </p>
        }
      >
        <ul className={styles.swatches}>
          {COLOURS.map((colour) => (
            <li key={colour.hex} className={styles.swatch}>
              <div
                className={styles.swatchColour}
                style={{ background: `var(${colour.token}, ${colour.hex})` }}
                aria-hidden="true"
              />
              <div className={styles.swatchText}>
                <p className={styles.swatchName}>{colour.name}</p>
                <p className={styles.swatchHex}>{colour.hex}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="logo"
        title="Our logo and mascot"
        intro={
          <p>
            The Pagebird logo pairs our round blue bird with the word &ldquo;Pagebird&rdquo; set in
            Lexend Bold, in Ink with &ldquo;bird&rdquo; in Pagebird Blue. The bird also appears on
            its own, in a few moods.
          </p>
        }
      >
        <div className={styles.logoLockup}>
          <Mascot mood="happy" size={120} decorative />
          <p className={styles.wordmark}>
            Page<span>bird</span>
          </p>
        </div>
        <h3 className={styles.cardTitle} style={{ marginTop: 'var(--pb-space-6)' }}>
          The bird&rsquo;s moods
        </h3>
        <ul className={styles.moods}>
          {MOODS.map(({ mood, label }) => (
            <li key={mood} className={styles.mood}>
              <Mascot mood={mood} size={110} />
              {label}
            </li>
          ))}
        </ul>
        <div className={styles.dosDonts}>
          <Callout tone="leaf" title="Please do">
            <ul>
              <li>
                Leave clear space around the logo, at least the height of the bird&rsquo;s head.
              </li>
              <li>Use it on Paper, white or very light backgrounds.</li>
              <li>Keep the bird blue, with its cream tummy and orange beak.</li>
              <li>Show it at 32 pixels tall or larger so the face stays clear.</li>
            </ul>
          </Callout>
          <Callout tone="berry" title="Please don’t">
            <ul>
              <li>Stretch, squash, rotate or re-draw the bird.</li>
              <li>Change its colours or add outlines, shadows or effects.</li>
              <li>Put it on busy photos or dark backgrounds without a light panel behind it.</li>
              <li>Use it to suggest that Pagebird endorses a product or service.</li>
            </ul>
          </Callout>
        </div>
      </Section>

      <Section id="press" title="Press contact">
        <CardGrid columns={2}>
          <Card title="Interviews and information" icon={Mail} tone="primary">
            <p>
              Email <a href="mailto:press@pagebird.example">press@pagebird.example</a>. We usually
              reply within one working day and are happy to arrange interviews with our team of
              teachers, engineers and illustrators.
            </p>
          </Card>
          <Card title="Artwork" icon={Palette} tone="sun">
            <p>
              Ask us for high-resolution vector files of the logo, the mascot and screenshots of the
              reading experience. Please do not show children&rsquo;s names or profiles in
              screenshots.
            </p>
          </Card>
        </CardGrid>
      </Section>
    </Page>
  );
}

export default MediaKitPage;
