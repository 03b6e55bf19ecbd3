import { Link } from 'react-router';
import { Award, CalendarDays, Compass, Headphones, Sun } from 'lucide-react';
import { HeroScene, Mascot } from '../../../../components/illustrations';
import {
  ButtonLink,
  Callout,
  CampaignDates,
  Card,
  CardGrid,
  CtaBand,
  Hero,
  Page,
  Section,
  campaignStatus,
} from './parts';
import styles from './content.module.css';

export const SUMMER_2025 = { start: '2025-06-16', end: '2025-08-31' } as const;

const WEEKS = [
  { title: 'Weeks 1–2: Under the sea', tone: 'sky' as const },
  { title: 'Weeks 3–4: Into the forest', tone: 'leaf' as const },
  { title: 'Weeks 5–6: Up in the sky', tone: 'primary' as const },
  { title: 'Weeks 7–8: Faraway places', tone: 'orange' as const },
  { title: 'Weeks 9–11: Readers’ choice', tone: 'berry' as const },
];

/** /summer2025 — the 2025 summer reading challenge. */
export function Summer2025Page() {
  const status = campaignStatus(SUMMER_2025.start, SUMMER_2025.end);
  const ended = status === 'ended';
  return (
    <Page>
      <Hero
        eyebrow="Summer reading challenge"
        title="Summer Reading Challenge 2025"
        lead="Twenty-five days of reading, five sunny themes and a sparkling summer badge. The challenge keeps young minds busy and curious all holiday long."
        art={<HeroScene size={520} decorative />}
        actions={
          ended ? (
            <>
              <ButtonLink to="/signup">Keep reading with Pagebird</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                Sign in
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/signup">Join the challenge</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                I already have an account
              </ButtonLink>
            </>
          )
        }
      >
        <CampaignDates
          status={status}
          dates={[
            { label: 'Starts', value: 'Monday 16 June 2025' },
            { label: 'Ends', value: 'Sunday 31 August 2025' },
            { label: 'Ages', value: '2 to 14' },
          ]}
        />
      </Hero>

      {ended && (
        <Callout
          tone="sun"
          title="Thank you, summer readers!"
          art={<Mascot mood="sleepy" size={110} decorative />}
        >
          <p>
            The 2025 challenge has finished. Every summer badge earned stays in its reader&rsquo;s
            locker, and all the summer books are still on the shelves. Keep an eye on this page for
            next summer&rsquo;s adventure.
          </p>
        </Callout>
      )}

      <Section id="how" title="How the challenge works">
        <CardGrid columns={3}>
          <Card title="Read on 25 days" icon={CalendarDays} tone="sun">
            <p>
              Any day with at least ten minutes of reading or read-along listening counts. The days
              don&rsquo;t need to be in a row — holidays are for trips too!
            </p>
          </Card>
          <Card title="Explore five themes" icon={Compass} tone="sky">
            <p>
              Each theme brings a fresh shelf of books to discover, for every age from picture books
              to chapter books.
            </p>
          </Card>
          <Card title="Earn the summer badge" icon={Award} tone="berry">
            <p>
              Reach 25 reading days to unlock the 2025 summer badge, plus gems to spend in the
              reward vault (for readers over 6).
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="themes" title="Five sunny themes">
        <CardGrid columns={3}>
          {WEEKS.map((week) => (
            <Card key={week.title} title={week.title} icon={Sun} tone={week.tone}>
              <p>A themed collection on the browse page, refreshed as each theme begins.</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="tips" title="Tips for grown-ups" band="leaf">
        <div className={styles.prose}>
          <ul>
            <li>Pick a regular reading time, like after breakfast or before bed.</li>
            <li>
              Let younger children listen with read-along while they follow the highlighted words.
            </li>
            <li>Ask one question about each story: who was your favourite character, and why?</li>
            <li>
              Check progress together on your dashboard and celebrate each week&rsquo;s reading.
            </li>
          </ul>
          <p>
            <Headphones aria-hidden="true" size={18} style={{ verticalAlign: '-3px' }} />{' '}
            Travelling? Headphones make read-along perfect for the back seat. Pagebird needs an
            internet connection, so plan reading time where you have one.
          </p>
        </div>
      </Section>

      <CtaBand
        title={ended ? 'The adventure continues' : 'Make this the summer of stories'}
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/signup">Start a family account</ButtonLink>
            <ButtonLink to="/faq" variant="secondary">
              Questions and answers
            </ButtonLink>
          </>
        }
      >
        <p>
          Choose a daily, weekly, monthly or annual plan, and cancel whenever you like. Teachers can
          read with their class for free at <Link to="/educators">Pagebird for educators</Link>.
        </p>
      </CtaBand>
    </Page>
  );
}

export default Summer2025Page;
