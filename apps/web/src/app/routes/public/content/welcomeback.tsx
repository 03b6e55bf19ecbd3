import { Link } from 'react-router';
import { Award, BookOpen, Compass, Headphones, Sparkles, Gem } from 'lucide-react';
import { FamilyReading, Mascot } from '../../../../components/illustrations';
import { ButtonLink, Callout, Card, CardGrid, CtaBand, Hero, Page, Section, Steps } from './parts';
import styles from './content.module.css';

/** /welcomeback — for families returning to Pagebird (not indexed). */
export function WelcomeBackPage() {
  return (
    <Page>
      <Hero
        eyebrow="We missed you"
        title="Welcome back to Pagebird!"
        lead="Your family’s bookshelves have been keeping warm. Sign in, pick a plan and your readers can carry on right where they left off."
        art={
          <FamilyReading
            size={460}
            aria-label="A grown-up and a child reading together on a sofa, with Pagebird reading along"
          />
        }
        actions={
          <>
            <ButtonLink to="/login">Sign in to my account</ButtonLink>
            <ButtonLink to="/signup" variant="secondary">
              I&rsquo;m new here
            </ButtonLink>
          </>
        }
      />

      <Section id="kept" title="Everything is where you left it">
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>
              When a subscription ends, we don&rsquo;t delete anything. Unless you deleted your
              account, your children&rsquo;s profiles are still here, with their:
            </p>
            <ul className={styles.checkList}>
              <li>
                <BookOpen aria-hidden="true" size={20} />
                <span>favourite books, collections and reading history;</span>
              </li>
              <li>
                <Award aria-hidden="true" size={20} />
                <span>badges, levels and points;</span>
              </li>
              <li>
                <Gem aria-hidden="true" size={20} />
                <span>gems, avatars, frames and stickers.</span>
              </li>
            </ul>
            <p>
              Children have grown since you were last here, so take a moment to check each
              profile&rsquo;s age on your dashboard: it decides which books we suggest and how big
              the buttons are.
            </p>
          </div>
          <div className={styles.splitArt}>
            <Mascot mood="waving" size={220} aria-label="Pagebird waving hello" />
          </div>
        </div>
      </Section>

      <Section id="steps" title="Coming back takes a minute">
        <Steps
          items={[
            {
              title: 'Sign in',
              body: (
                <p>
                  Use the email and password you used before. Forgotten it?{' '}
                  <Link to="/password-reset">Reset your password</Link>.
                </p>
              ),
            },
            {
              title: 'Choose a plan',
              body: (
                <p>
                  Pick a daily, weekly, monthly or annual plan in Manage subscription. Got a promo
                  code? Add it there.
                </p>
              ),
            },
            {
              title: 'Pick a reader',
              body: <p>Choose a profile and dive back into the library.</p>,
            },
          ]}
        />
      </Section>

      <Section id="new" title="What’s waiting on the shelves">
        <CardGrid columns={4}>
          <Card title="New books" icon={Sparkles} tone="sun">
            <p>Fresh picture books, early readers and chapter books arrive all the time.</p>
          </Card>
          <Card title="Read-along" icon={Headphones} tone="sky">
            <p>Narrated books that highlight each word as it is read.</p>
          </Card>
          <Card title="Discovery zone" icon={Compass} tone="leaf">
            <p>A daily quiz full of fascinating facts about the world.</p>
          </Card>
          <Card title="Reward vault" icon={Gem} tone="berry">
            <p>Readers over 6 can spend their gems on new avatars, frames and stickers.</p>
          </Card>
        </CardGrid>
      </Section>

      <Callout tone="primary" title="Not ready to come back?">
        <p>
          That&rsquo;s fine — your account waits for you, without charge. If you would rather we
          deleted everything, you can delete your account from{' '}
          <Link to="/account-settings">account settings</Link>, and it is all removed for good. Read
          how in our <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link>.
        </p>
      </Callout>

      <CtaBand
        title="Let’s find the next favourite book"
        art={<Mascot mood="happy" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/login">Sign in</ButtonLink>
            <ButtonLink to="/faq" variant="secondary">
              Questions and answers
            </ButtonLink>
          </>
        }
      >
        <p>You can cancel at any time from Manage subscription, even on your phone.</p>
      </CtaBand>
    </Page>
  );
}

export default WelcomeBackPage;
