import { Link } from 'react-router';
import { CreditCard, Headphones, Laptop, Monitor, Settings, Smartphone, Users } from 'lucide-react';
import { Mascot } from '../../../../components/illustrations';
import { ButtonLink, Callout, Card, CardGrid, Hero, Page, Section } from './parts';
import styles from './content.module.css';

export interface DesktopUsagePageProps {
  /** Educators are sent here too (as /educator-desktop-usage); the phone tasks differ. */
  audience?: 'family' | 'educator';
}

/** /desktop-usage — where phones and tablets are sent: Pagebird is best on a bigger screen. */
export function DesktopUsagePage({ audience = 'family' }: DesktopUsagePageProps) {
  const educator = audience === 'educator';
  return (
    <Page narrow>
      <Hero
        eyebrow={educator ? 'For educators' : 'For families'}
        title="Pagebird is best on a bigger screen"
        lead={
          educator
            ? 'Your classroom, library and reports are designed for a computer or a Chromebook, where there is room for a whole class at a glance.'
            : 'Reading with Pagebird is designed for a computer or a Chromebook, where pictures are big, words are clear and little fingers have room to tap.'
        }
        art={<Mascot mood="reading" size={200} aria-label="Pagebird reading a big book" />}
      />

      <Section id="phone" title="What you can do on this phone or tablet">
        {educator ? (
          <CardGrid columns={2}>
            <Card title="Educator settings" icon={Settings} tone="primary">
              <p>Update your profile, your school details and the ask-me companion switch.</p>
              <p>
                <Link to="/educator/settings">Go to educator settings</Link>
              </p>
            </Card>
            <Card title="Your account" icon={Users} tone="sky">
              <p>Change your password or email preferences whenever you need to.</p>
              <p>
                <Link to="/account-settings">Go to account settings</Link>
              </p>
            </Card>
          </CardGrid>
        ) : (
          <CardGrid columns={2}>
            <Card title="Account settings" icon={Settings} tone="primary">
              <p>Change your details or password, or delete your account.</p>
              <p>
                <Link to="/account-settings">Go to account settings</Link>
              </p>
            </Card>
            <Card title="Manage subscription" icon={CreditCard} tone="berry">
              <p>See your plan, update your card, switch plans or cancel.</p>
              <p>
                <Link to="/manage-subscription">Manage subscription</Link>
              </p>
            </Card>
          </CardGrid>
        )}
      </Section>

      {!educator && (
        <Section id="apps" title="Reading on the go">
          <Callout tone="sky" art={<Mascot mood="waving" size={110} decorative />}>
            <p>
              <strong>Prefer a phone or a tablet?</strong> Our mobile apps are made for smaller
              screens. Open Pagebird on your device&rsquo;s app store, sign in with the same
              account, and your children&rsquo;s profiles, badges and bookshelves will be there.
            </p>
            <p>
              <Link to="/app">
                <Smartphone aria-hidden="true" size={18} style={{ verticalAlign: '-3px' }} /> Get
                the app
              </Link>
            </p>
          </Callout>
        </Section>
      )}

      <Section id="devices" title="Where Pagebird works best">
        <CardGrid columns={3}>
          <Card title="Computers" icon={Monitor} tone="primary">
            <p>Any up-to-date browser on a Windows, Mac or Linux computer.</p>
          </Card>
          <Card title="Chromebooks" icon={Laptop} tone="leaf">
            <p>Perfect for school and home: open Pagebird in the browser, nothing to install.</p>
          </Card>
          <Card title="Plus headphones" icon={Headphones} tone="sun">
            <p>Read-along narration is even better with headphones, especially in a busy room.</p>
          </Card>
        </CardGrid>
        <p className={styles.small}>
          Just open Pagebird in the browser on one of these and sign in as usual.
        </p>
      </Section>

      <Section id="help" title="Need a hand?">
        <div className={styles.prose}>
          <p>
            Our <Link to="/faq">questions and answers</Link> cover devices, sign-in and more. You
            can also email <a href="mailto:support@pagebird.example">support@pagebird.example</a>.
          </p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to={educator ? '/educators' : '/faq'} variant="secondary">
            {educator ? 'Pagebird for educators' : 'Questions and answers'}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}

export default DesktopUsagePage;
