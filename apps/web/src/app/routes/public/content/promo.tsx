import { Link } from 'react-router';
import { Award, BookOpen, Headphones, ShieldCheck, Tag, Users } from 'lucide-react';
import { HeroScene, Mascot } from '../../../../components/illustrations';
import { ButtonLink, Callout, Card, CardGrid, CtaBand, Hero, Page, Section, Steps } from './parts';
import styles from './content.module.css';

const PLANS = [
  { name: 'Daily', text: 'Perfect for a rainy day or a long journey.' },
  { name: 'Weekly', text: 'Try a week of bedtime stories.' },
  { name: 'Monthly', text: 'Our most flexible everyday plan.' },
  { name: 'Annual', text: 'Best value: costs less than twelve monthly payments.' },
];

/** /promo — the "Try Pagebird" promotional landing page. */
export function PromoPage() {
  return (
    <Page>
      <Hero
        eyebrow="For families"
        title="Try Pagebird"
        lead="A whole library of picture books, read-alongs and chapter books for children aged 2 to 14 — with badges to earn, quizzes to try and no adverts, ever."
        art={<HeroScene size={540} decorative />}
        actions={
          <>
            <ButtonLink to="/signup">Start reading</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              Sign in
            </ButtonLink>
          </>
        }
      />

      <Section id="why" title="Why children love it">
        <CardGrid columns={3}>
          <Card title="Books for every age" icon={BookOpen} tone="primary">
            <p>
              From first picture books to gripping chapter books, matched to each child&rsquo;s age.
            </p>
          </Card>
          <Card title="Read-along narration" icon={Headphones} tone="sky">
            <p>Every word lights up as it is read, so new readers can follow along.</p>
          </Card>
          <Card title="Rewards for reading" icon={Award} tone="sun">
            <p>Points, gems, badges and avatars to celebrate every finished story.</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="grown-ups" title="Why grown-ups do too">
        <CardGrid columns={2}>
          <Card title="Up to you, and them" icon={Users} tone="leaf">
            <p>
              A profile for each child, a dashboard of what they read, and the power to share or
              hide any book.
            </p>
          </Card>
          <Card title="Safe by design" icon={ShieldCheck} tone="berry">
            <p>
              No adverts, no email addresses for children and minimal data. Read our{' '}
              <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link>.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section
        id="plans"
        title="Choose the plan that fits"
        band="sun"
        intro={
          <p>
            Prices in your currency are shown when you sign up. New families can usually begin with
            a free trial, and you can cancel whenever you like.
          </p>
        }
      >
        <CardGrid columns={4}>
          {PLANS.map((plan) => (
            <Card key={plan.name} title={`${plan.name} plan`} tone="primary">
              <p>{plan.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="code" title="Got a promo code?">
        <Callout tone="berry" art={<Mascot mood="happy" size={110} decorative />}>
          <p>
            <Tag aria-hidden="true" size={18} style={{ verticalAlign: '-3px' }} />{' '}
            <strong>Enter it when you choose your plan.</strong> The discount is shown before you
            confirm, and applies to the plans and periods the code describes.
          </p>
        </Callout>
      </Section>

      <Section id="start" title="Start in three steps">
        <Steps
          items={[
            { title: 'Create your account', body: <p>Just your name, email and a password.</p> },
            {
              title: 'Pick a plan',
              body: <p>Choose daily, weekly, monthly or annual, and add your promo code.</p>,
            },
            {
              title: 'Add your readers',
              body: <p>Create a profile for each child with a name or nickname and their age.</p>,
            },
          ]}
        />
      </Section>

      <CtaBand
        title="A book they’ll love is waiting"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/signup">Start reading</ButtonLink>
            <ButtonLink to="/faq" variant="secondary">
              Questions and answers
            </ButtonLink>
          </>
        }
      >
        <p className={styles.small}>
          Teacher? Pagebird classrooms are free — see{' '}
          <Link to="/educators">Pagebird for educators</Link>.
        </p>
      </CtaBand>
    </Page>
  );
}

export default PromoPage;
