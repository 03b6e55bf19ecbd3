import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Callout, Hero, LegalLayout, LegalSection, Page } from './parts';
import styles from './content.module.css';

export const PRIVACY_UPDATED = '21 November 2026';

const toc = [
  { id: 'summary', title: 'The short version' },
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'how-we-use', title: 'How we use information' },
  { id: 'advertising', title: 'No advertising to children' },
  { id: 'sharing', title: 'Who we share it with' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'rights', title: 'Your rights and choices' },
  { id: 'security', title: 'How we keep it safe' },
  { id: 'international', title: 'Where information is stored' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
];

/** /privacy — the privacy policy. */
export function PrivacyPage() {
  return (
    <Page>
      <Hero
        eyebrow="Privacy"
        title="Privacy policy"
        lead="How Pagebird collects, uses and protects information about the grown-ups, children and students who read with us — written to be read, not skimmed past."
      />
      <LegalLayout toc={toc} updated={PRIVACY_UPDATED}>
        <LegalSection id="summary" title="The short version">
          <Callout tone="leaf" title="What matters most">
            <ul>
              <li>
                We collect as little as we can. Children and students never give us an email
                address, and we don&rsquo;t ask for one.
              </li>
              <li>
                We use information to run Pagebird: to show books, keep reading progress, hand out
                badges and gems, and give grown-ups useful reports.
              </li>
              <li>We never sell personal information and we never show adverts to children.</li>
              <li>
                Our analytics record what happened (for example &ldquo;a book was opened&rdquo;),
                never free text that someone typed.
              </li>
              <li>
                When you delete a child profile, a student or an account, everything about them is
                deleted — not hidden, not kept &ldquo;just in case&rdquo;.
              </li>
            </ul>
          </Callout>
          <p>
            There is a plain-language notice written especially for parents and schools about
            children&rsquo;s information on our{' '}
            <Link to="/childrens-privacy">children&rsquo;s privacy page</Link>. It forms part of
            this policy.
          </p>
        </LegalSection>

        <LegalSection id="who-we-are" title="Who we are">
          <p>
            Pagebird is an online reading service for children aged 2 to 14. Families use it at home
            through a subscription; teachers use it in class through a free educator account. In
            this policy &ldquo;Pagebird&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the
            company that runs the service, and &ldquo;you&rdquo; means the adult using it.
          </p>
          <p>
            For family accounts, we decide how information is used and are responsible for it. For
            classroom accounts, we act on behalf of the school: we only use student information to
            provide Pagebird to that school, following its instructions.
          </p>
        </LegalSection>

        <LegalSection id="what-we-collect" title="What we collect">
          <h3>Parents and guardians</h3>
          <ul>
            <li>Your name, email address and a password (which we store only as a secure hash).</li>
            <li>
              Your plan (daily, weekly, monthly or annual), subscription status and renewal dates,
              any promo code you used, and a record of payments.
            </li>
            <li>
              Card details are entered into our payment provider&rsquo;s secure form. We never see
              or store your full card number; we only keep the card brand, the last four digits and
              the expiry date so you can recognise the card in your account settings.
            </li>
            <li>The child profiles you create, and the choices you make for them.</li>
          </ul>

          <h3>Educators</h3>
          <ul>
            <li>Your name, school email address and a password (stored as a secure hash).</li>
            <li>
              The details you give when you sign up as an educator: your title, your role, the
              grades you teach, your school&rsquo;s name and address, and whether you would like to
              receive news from us.
            </li>
            <li>
              Your school and classrooms: class names, grades, school hours and time zone, the
              students you add, and the books and collections you assign or hide.
            </li>
            <li>Whether you have switched the ask-me reading companion on or off for yourself.</li>
          </ul>

          <h3>Children (family profiles)</h3>
          <p>A parent creates each child profile. For each child we keep:</p>
          <ul>
            <li>
              A first name or nickname and an age (between 2 and 14), so books and the reading
              screen suit them.
            </li>
            <li>The avatar, frame and stickers they choose, and the interests they pick.</li>
            <li>
              Reading activity: which books they open, how far they read or listen, how long they
              spend, quiz answers, points, gems, badges and levels.
            </li>
            <li>
              Their favourites and collections, and books a parent shares with or hides from them.
            </li>
          </ul>
          <p>
            <strong>
              We never collect a child&rsquo;s email address, phone number, home address, photo or
              surname.
            </strong>
          </p>

          <h3>Students (classroom profiles)</h3>
          <p>A teacher adds each student. For each student we keep:</p>
          <ul>
            <li>
              The first name or nickname the teacher enters and, if the teacher adds it, an age.
            </li>
            <li>The class they belong to and a PIN, which we store only as a secure hash.</li>
            <li>The same kinds of reading activity, rewards and choices described for children.</li>
          </ul>
          <p>
            <strong>Students have no email address and no password of their own.</strong> They sign
            in with their class code and PIN, and only during their school&rsquo;s hours.
          </p>

          <h3>Searches, pictures and questions</h3>
          <ul>
            <li>
              What someone types into search is used to find books at that moment. It is not stored
              in our analytics.
            </li>
            <li>
              If a reader searches with a picture, the picture is used to find matching books and is
              then discarded. We do not keep it.
            </li>
            <li>
              Questions asked to the ask-me reading companion are checked by a safety filter and
              sent to our language-model provider to produce an answer. They are not added to
              analytics, and the provider may not use them to train its models.
            </li>
          </ul>

          <h3>Technical information</h3>
          <ul>
            <li>
              Your IP address and basic device details (browser, operating system, screen size). We
              use them to keep accounts secure, to limit repeated sign-in attempts and to show the
              right layout for your screen.
            </li>
            <li>
              Usage events such as &ldquo;page viewed&rdquo;, &ldquo;book opened&rdquo; or
              &ldquo;quiz finished&rdquo;, with the time and the book involved. These events never
              contain free text.
            </li>
            <li>Feedback you choose to send us through the feedback form.</li>
          </ul>
        </LegalSection>

        <LegalSection id="how-we-use" title="How we use information">
          <ul>
            <li>To create and run accounts, child profiles and classrooms.</li>
            <li>
              To show books suited to a reader&rsquo;s age and interests, remember where they got
              to, and adapt the screen to their age (younger readers get bigger buttons and more
              space).
            </li>
            <li>To award points, gems, badges, avatars, stickers and frames.</li>
            <li>To show parents and teachers dashboards, activity and reading reports.</li>
            <li>To take payments, run free trials and apply promo codes.</li>
            <li>
              To send grown-ups the emails the service needs: account confirmation, password resets,
              receipts and important changes to the service. Children and students never receive
              email from us.
            </li>
            <li>
              To understand, in aggregate, which features and books are used so we can improve
              Pagebird.
            </li>
            <li>To keep Pagebird safe, prevent misuse and meet our legal obligations.</li>
          </ul>
          <p>
            We do not use children&rsquo;s or students&rsquo; information to build advertising
            profiles, and we do not make decisions about anyone that have legal or similarly
            significant effects based solely on automated processing.
          </p>
        </LegalSection>

        <LegalSection id="advertising" title="No advertising to children">
          <p>
            There are no adverts in the parts of Pagebird that children and students use, and we do
            not allow advertising networks, social media pixels or tracking scripts anywhere in the
            service. Book recommendations come from our own catalogue and from choices made by
            parents and teachers — no one pays to place a book in front of your child.
          </p>
          <p>
            We may tell grown-ups about new Pagebird features or campaigns, such as a summer reading
            challenge. Every one of those emails has a link to stop them, and turning them off never
            affects your account.
          </p>
        </LegalSection>

        <LegalSection id="sharing" title="Who we share it with">
          <p>
            We never sell or rent personal information. We share it only with companies that help us
            run Pagebird (our processors), under written contracts that allow them to use it solely
            to provide their service to us:
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Our service providers</caption>
              <thead>
                <tr>
                  <th scope="col">Provider</th>
                  <th scope="col">What they do</th>
                  <th scope="col">What they receive</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Payment provider</td>
                  <td>Takes card payments for subscriptions</td>
                  <td>Parent&rsquo;s name, email and card details (entered directly with them)</td>
                </tr>
                <tr>
                  <td>Email provider</td>
                  <td>Delivers account and service emails</td>
                  <td>Grown-ups&rsquo; names and email addresses, and the message</td>
                </tr>
                <tr>
                  <td>Hosting and storage</td>
                  <td>Runs our servers, database and book files</td>
                  <td>The information described in this policy, to store it for us</td>
                </tr>
                <tr>
                  <td>Speech service</td>
                  <td>Turns book text into read-aloud audio</td>
                  <td>Book text only — never anything about a reader</td>
                </tr>
                <tr>
                  <td>Language-model provider</td>
                  <td>Powers the ask-me reading companion</td>
                  <td>The question asked, with no name, age or account details</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>We may also share information:</p>
          <ul>
            <li>
              with the school, when a student uses Pagebird through their teacher&rsquo;s classroom;
            </li>
            <li>
              when the law requires it, or to protect the safety of a child or anyone else — and we
              will push back on requests that are not properly made;
            </li>
            <li>
              if Pagebird is ever sold or merged, with the new owner, who must keep the promises in
              this policy. We will tell you before that happens.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="cookies" title="Cookies and local storage">
          <p>
            We use a small number of cookies and browser storage entries that Pagebird needs to
            work: one to keep you signed in, one to remember which profile is reading, and a few
            settings such as whether you closed the feedback widget. We do not use advertising or
            cross-site tracking cookies, so there is nothing to opt out of.
          </p>
        </LegalSection>

        <LegalSection id="retention" title="How long we keep it">
          <ul>
            <li>
              <strong>While your account is open</strong>, we keep its information so Pagebird keeps
              working: reading progress, rewards and reports.
            </li>
            <li>
              <strong>When you delete a child profile</strong>, the profile and all its reading
              activity, rewards, favourites, collections and quiz results are deleted.
            </li>
            <li>
              <strong>When a teacher removes a student or deletes a classroom</strong>, that
              student&rsquo;s information is deleted in the same way.
            </li>
            <li>
              <strong>When you delete your account</strong>, everything is deleted: your details,
              every child profile and all their activity. Deletion removes everything.
            </li>
            <li>
              Deleted information leaves our backups within 30 days, as the backups are replaced.
            </li>
            <li>
              The only exception is payment records, which the law requires us (and our payment
              provider) to keep for accounting and tax purposes. They contain no information about
              your children.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="rights" title="Your rights and choices">
          <p>Depending on where you live, you have the right to:</p>
          <ul>
            <li>see the information we hold about you and your children, and get a copy of it;</li>
            <li>correct anything that is wrong (most of it you can edit yourself);</li>
            <li>delete it, or ask us to;</li>
            <li>object to, or ask us to limit, some uses of it;</li>
            <li>withdraw consent you have given, at any time;</li>
            <li>complain to your local data protection authority.</li>
          </ul>
          <h3>Parents&rsquo; rights over children&rsquo;s information</h3>
          <p>
            Parents can review and change a child&rsquo;s profile from the dashboard, delete the
            profile at any time, and tell us to stop collecting information about their child (which
            means deleting the profile, since Pagebird cannot work without reading progress).
          </p>
          <h3>Students</h3>
          <p>
            For students, the school decides. Parents who want to see or delete their child&rsquo;s
            classroom information can ask the teacher, or contact us and we will work with the
            school to help.
          </p>
          <p>
            To use any of these rights, email{' '}
            <a href="mailto:privacy@pagebird.example">privacy@pagebird.example</a>. We reply within
            30 days, and we may ask you to confirm that the account is yours before we act.
          </p>
        </LegalSection>

        <LegalSection id="security" title="How we keep it safe">
          <ul>
            <li>
              Passwords and student PINs are stored only as salted hashes made with Argon2id, a
              slow, modern hashing method. No one at Pagebird can read them.
            </li>
            <li>Everything travels over encrypted connections (HTTPS).</li>
            <li>
              Access is checked for every request: a parent can only see their own children, and a
              teacher only their own classes.
            </li>
            <li>
              Sessions end after 30 minutes without activity, and repeated failed sign-ins are
              slowed down.
            </li>
            <li>Students can only sign in during their school&rsquo;s hours.</li>
            <li>
              Only a few members of our team can reach personal information, and only when they need
              to in order to help you or keep the service running.
            </li>
          </ul>
          <p>
            No system is perfectly secure. If something ever goes wrong that affects your
            information, we will tell you and the relevant authorities promptly, and explain what we
            are doing about it.
          </p>
        </LegalSection>

        <LegalSection id="international" title="Where information is stored">
          <p>
            Our servers and our providers may be in a different country from you. Wherever your
            information is processed, it gets the same protection described here, and where the law
            requires it we use approved contract terms for transfers between countries.
          </p>
        </LegalSection>

        <LegalSection id="changes" title="Changes to this policy">
          <p>
            If we change this policy, we will update the date at the top. If the change is important
            — for example, a new kind of information or a new use for it — we will email parents and
            educators at least 30 days before it takes effect, and ask for fresh consent where the
            law requires it.
          </p>
        </LegalSection>

        <LegalSection id="contact" title="Contact us">
          <p className={styles.contactLine}>
            <ShieldCheck aria-hidden="true" size={22} />
            <a href="mailto:privacy@pagebird.example">privacy@pagebird.example</a>
          </p>
          <p>
            Questions, worries or requests about privacy are read by a real person on our team. You
            can also read our <Link to="/terms">terms of use</Link> and the{' '}
            <Link to="/faq">questions and answers</Link>.
          </p>
        </LegalSection>
      </LegalLayout>
    </Page>
  );
}

export default PrivacyPage;
