import { Link } from 'react-router';
import { Gift, Library, Lamp, Sparkles } from 'lucide-react';
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

export const GIVEAWAY_2025 = { start: '2025-09-01', end: '2025-10-31' } as const;

/** /2025-educator-giveaway — the 2025 reading-corner giveaway for educators. */
export function GiveawayPage() {
  const status = campaignStatus(GIVEAWAY_2025.start, GIVEAWAY_2025.end);
  const ended = status === 'ended';
  return (
    <Page>
      <Hero
        eyebrow="For educators"
        title="The 2025 Educator Giveaway"
        lead="Ten classrooms will win a complete reading corner makeover. Entry is free for every educator with a Pagebird classroom."
        art={
          <Classroom
            size={520}
            aria-label="A bright classroom with a full bookcase, ready for a reading corner"
          />
        }
        actions={
          ended ? (
            <ButtonLink to="/educators">Discover Pagebird for educators</ButtonLink>
          ) : (
            <>
              <ButtonLink to="/educator-signup">Create a free classroom</ButtonLink>
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
            { label: 'Entries open', value: 'Monday 1 September 2025' },
            { label: 'Entries close', value: 'Friday 31 October 2025' },
            { label: 'Winners announced', value: 'Friday 14 November 2025' },
          ]}
        />
      </Hero>

      {ended && (
        <Callout
          tone="leaf"
          title="The giveaway has closed"
          art={<Mascot mood="happy" size={110} decorative />}
        >
          <p>
            Thank you to every educator who entered. Our ten winners were drawn on 14 November 2025
            and have been contacted by email. Classroom accounts are still free — and there are
            always new books on the shelves.
          </p>
        </Callout>
      )}

      <Section id="prize" title={ended ? 'What ten classrooms won' : 'What ten classrooms win'}>
        <CardGrid columns={2}>
          <Card title="40 new books" icon={Library} tone="primary">
            <p>
              A hand-picked bundle of picture books, early readers and chapter books for your class
              library, chosen by our librarian for your grade.
            </p>
          </Card>
          <Card title="A cosy corner" icon={Lamp} tone="sun">
            <p>Two beanbags, a rug and a warm reading lamp to make the perfect reading nook.</p>
          </Card>
          <Card title="A Pagebird plush" icon={Gift} tone="berry">
            <p>Our round blue bird, as a soft toy for your class to take turns reading with.</p>
          </Card>
          <Card title="A class celebration" icon={Sparkles} tone="leaf">
            <p>
              A special class badge for every student in the winning classroom&rsquo;s Pagebird.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="enter" title={ended ? 'How entry worked' : 'How to enter'}>
        <Steps
          items={[
            {
              title: 'Have a classroom',
              body: (
                <p>
                  <Link to="/educator-signup">Create a free educator account</Link> and a class, or
                  sign in to the one you have.
                </p>
              ),
            },
            {
              title: 'Add your students',
              body: <p>Your class needs at least one student added by 31 October 2025.</p>,
            },
            {
              title: 'Assign a book',
              body: <p>Assign any book to your class. Each educator gets one entry.</p>,
            },
          ]}
        />
        <p className={styles.small}>
          No purchase is necessary. Pagebird classroom accounts are free.
        </p>
      </Section>

      <Section id="rules" title="The rules in brief" band="primary">
        <div className={styles.prose}>
          <h3>Who can enter</h3>
          <p>
            Teachers, librarians and other educators aged 18 or over who work at a school and have a
            Pagebird educator account, in countries where Pagebird is available and where such
            giveaways are allowed. Pagebird staff and their families cannot enter.
          </p>
          <h3>The draw</h3>
          <p>
            Ten winners are drawn at random from all valid entries after entries close. Winners are
            contacted at their educator email address and have 14 days to reply, or another winner
            is drawn. Prizes are delivered to the winner&rsquo;s school, cannot be exchanged for
            cash and may be replaced with items of similar value if something is unavailable.
          </p>
          <h3>Your information</h3>
          <p>
            We only use your educator account details to run the giveaway and contact winners. No
            student information is used or shared. See our <Link to="/privacy">privacy policy</Link>{' '}
            and <Link to="/terms">terms of use</Link>.
          </p>
        </div>
      </Section>

      <CtaBand
        title="Not a Pagebird classroom yet?"
        art={<BooksStack size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/educator-signup">Create a free classroom</ButtonLink>
            <ButtonLink to="/educator-resources" variant="secondary">
              Educator resources
            </ButtonLink>
          </>
        }
      >
        <p>
          Class codes and PINs, school-hours access, assigned books and reading dashboards — all
          free.
        </p>
      </CtaBand>
    </Page>
  );
}

export default GiveawayPage;
