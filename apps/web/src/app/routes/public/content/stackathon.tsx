import { Link } from 'react-router';
import { Award, BookOpen, Layers, Trophy } from 'lucide-react';
import { BooksStack, Classroom, Mascot } from '../../../../components/illustrations';
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
  Steps,
  campaignStatus,
} from './parts';
import styles from './content.module.css';

export const STACKATHON = {
  start: '2027-02-01',
  end: '2027-02-28',
} as const;

const MILESTONES = [
  { books: 50, name: 'Bookworm Base', tone: 'leaf' as const },
  { books: 150, name: 'Treetop Tower', tone: 'sun' as const },
  { books: 300, name: 'Cloud Climber', tone: 'sky' as const },
  { books: 500, name: 'Sky Stacker', tone: 'berry' as const },
];

/** The Reading Stackathon: classes stack up the books they finish. */
export function StackathonPage() {
  const status = campaignStatus(STACKATHON.start, STACKATHON.end);
  return (
    <Page>
      <Hero
        eyebrow="Classroom campaign"
        title="The Reading Stackathon"
        lead="How high can your class stack its books? For four weeks, every book a student finishes adds one more to your class tower. Watch it climb past the treetops and into the clouds!"
        art={<BooksStack size={320} aria-label="A tall, wobbly stack of colourful books" />}
        actions={
          status === 'ended' ? (
            <ButtonLink to="/educators">Discover Pagebird for educators</ButtonLink>
          ) : (
            <>
              <ButtonLink to="/educator-signup">Sign up your class free</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                Educator sign in
              </ButtonLink>
            </>
          )
        }
      >
        <CampaignDates
          status={status}
          dates={[
            { label: 'Stacking starts', value: 'Monday 1 February 2027' },
            { label: 'Last day', value: 'Sunday 28 February 2027' },
            { label: 'Certificates', value: 'From Monday 8 March 2027' },
          ]}
        />
      </Hero>

      <Section id="how" title="How it works">
        <Steps
          items={[
            {
              title: 'Get a free classroom',
              body: (
                <p>
                  Any class with a Pagebird classroom can take part. New?{' '}
                  <Link to="/educator-signup">Create one in minutes</Link>.
                </p>
              ),
            },
            {
              title: 'Join from your educator home',
              body: (
                <p>Sign in and choose Join the Stackathon on the banner, then pick your classes.</p>
              ),
            },
            {
              title: 'Read, read, read',
              body: (
                <p>Every book a student finishes between 1 and 28 February adds to the stack.</p>
              ),
            },
            {
              title: 'Watch the tower grow',
              body: (
                <p>Your class dashboard shows the stack, and badges appear at each milestone.</p>
              ),
            },
          ]}
        />
      </Section>

      <Section
        id="milestones"
        title="Milestones on the way up"
        intro={
          <p>
            Every class that reaches a milestone earns a class badge and a printable certificate. To
            keep it fair for small and large classes, the dashboard also shows books per student.
          </p>
        }
      >
        <CardGrid columns={4}>
          {MILESTONES.map((m) => (
            <Card key={m.name} title={m.name} icon={m.books >= 300 ? Trophy : Award} tone={m.tone}>
              <p>
                <strong>{m.books} books</strong> stacked by the class.
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="rules" title="What counts">
        <CardGrid columns={3}>
          <Card title="Finished books" icon={BookOpen} tone="primary">
            <p>
              A book counts when a student reaches its last page, whether they read it or listened
              with read-along.
            </p>
          </Card>
          <Card title="One per reader" icon={Layers} tone="orange">
            <p>
              Re-reading a favourite is wonderful, but each student&rsquo;s book counts once towards
              the stack.
            </p>
          </Card>
          <Card title="School time" icon={Award} tone="leaf">
            <p>
              Students read during school hours as usual, so every class plays by the same clock.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="ideas" title="Ideas for a towering month" band="sun">
        <div className={styles.split}>
          <div className={styles.prose}>
            <ul>
              <li>
                Draw a paper tower on the classroom wall and colour in a book for each one finished.
              </li>
              <li>
                Assign a collection of short read-along books so every reader can add to the stack.
              </li>
              <li>Pair confident readers with book buddies for a shared story each week.</li>
              <li>
                Celebrate each milestone with five minutes of reading outside, if the weather
                allows.
              </li>
            </ul>
            <p>
              More printables and tips are waiting in{' '}
              <Link to="/educator-resources">educator resources</Link>.
            </p>
          </div>
          <div className={styles.splitArt}>
            <Classroom size={420} decorative />
          </div>
        </div>
      </Section>

      <Callout tone="sky" title="Privacy first">
        <p>
          The Stackathon uses the same reading activity your class dashboard already shows. No
          student names are published, and no extra information is collected. See our{' '}
          <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link>.
        </p>
      </Callout>

      <CtaBand
        title="Ready, steady, stack!"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/educator-signup">Sign up your class free</ButtonLink>
            <ButtonLink to="/faq" variant="secondary">
              Questions and answers
            </ButtonLink>
          </>
        }
      >
        <p>Free for every teacher, librarian and school. The more readers, the taller the tower.</p>
      </CtaBand>
    </Page>
  );
}

export default StackathonPage;
