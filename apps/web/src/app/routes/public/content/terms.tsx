import { Link } from 'react-router';
import { Hero, LegalLayout, LegalSection, Page } from './parts';

export const TERMS_UPDATED = '21 November 2026';

const toc = [
  { id: 'agreement', title: 'About these terms' },
  { id: 'accounts', title: 'Accounts' },
  { id: 'subscriptions', title: 'Subscriptions and payment' },
  { id: 'trial', title: 'Free trials and promo codes' },
  { id: 'cancelling', title: 'Cancelling' },
  { id: 'classroom', title: 'Classroom use' },
  { id: 'acceptable-use', title: 'Acceptable use' },
  { id: 'content', title: 'Books and other content' },
  { id: 'companion', title: 'The ask-me companion' },
  { id: 'availability', title: 'Availability and changes to Pagebird' },
  { id: 'liability', title: 'Our responsibility to you' },
  { id: 'ending', title: 'Ending your use of Pagebird' },
  { id: 'changes', title: 'Changes to these terms' },
  { id: 'contact', title: 'Contact us' },
];

/** /terms — the terms of use. */
export function TermsPage() {
  return (
    <Page>
      <Hero
        eyebrow="The fine print, in plain words"
        title="Terms of use"
        lead="The agreement between Pagebird and the grown-ups who use it. We have tried to make it short, fair and clear."
      />
      <LegalLayout toc={toc} updated={TERMS_UPDATED}>
        <LegalSection id="agreement" title="About these terms">
          <p>
            These terms apply when you create a Pagebird account or use Pagebird in any way. By
            doing so you agree to them, so please read them. Our{' '}
            <Link to="/privacy">privacy policy</Link> and{' '}
            <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link> explain how we
            handle information and are part of this agreement.
          </p>
          <p>
            Nothing in these terms takes away rights you have under the consumer laws of the place
            where you live.
          </p>
        </LegalSection>

        <LegalSection id="accounts" title="Accounts">
          <ul>
            <li>
              Accounts are for adults. You must be 18 or older (or the age of majority where you
              live) to create a family or educator account.
            </li>
            <li>
              Children read through child profiles that a parent or guardian creates and manages.
              Students read through a classroom that their teacher creates.
            </li>
            <li>
              Give us accurate details and keep them up to date. Keep your password secret; you are
              responsible for what happens in your account, including in your children&rsquo;s
              profiles.
            </li>
            <li>
              Tell us straight away at{' '}
              <a href="mailto:support@pagebird.example">support@pagebird.example</a> if you think
              someone else is using your account.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="subscriptions" title="Subscriptions and payment">
          <p>
            Family accounts need a subscription. You can choose a <strong>daily</strong>,{' '}
            <strong>weekly</strong>, <strong>monthly</strong> or <strong>annual</strong> plan. The
            price, the currency and the length of the billing period are shown before you confirm,
            and the annual plan shows how much you save compared with twelve monthly payments.
          </p>
          <ul>
            <li>
              Subscriptions renew automatically at the end of each period, at the price shown in
              your account, until you cancel.
            </li>
            <li>
              Payment is taken by card through our payment provider. If a payment fails, we will let
              you know and try again; if it keeps failing, reading will pause until the payment
              details are updated.
            </li>
            <li>
              If we ever change the price of your plan, we will email you at least 30 days before
              the change applies, so you have time to cancel if you wish.
            </li>
            <li>
              You can switch plans from <Link to="/manage-subscription">manage subscription</Link>.
              The new plan starts when the current period ends.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="trial" title="Free trials and promo codes">
          <ul>
            <li>
              New families may be offered a free trial. Its length is shown when you sign up. We ask
              for card details at the start so reading can continue without interruption.
            </li>
            <li>
              If you do not cancel before the trial ends, your chosen plan starts and the first
              payment is taken on the day the trial ends.
            </li>
            <li>One free trial per family.</li>
            <li>
              Promo codes and discounts apply to the plans and periods they describe, cannot be
              exchanged for cash, and may have an end date.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="cancelling" title="Cancelling">
          <ul>
            <li>
              You can cancel at any time from{' '}
              <Link to="/manage-subscription">manage subscription</Link>, on a computer or on your
              phone. There is no cancellation fee.
            </li>
            <li>
              After you cancel, your family keeps reading until the end of the period you have
              already paid for. Cancelling during a free trial means you will not be charged.
              Changed your mind? You can restore the subscription from the same page before the
              period ends.
            </li>
            <li>
              Payments already made are not refunded for part-used periods, except where the law
              gives you a right to a refund or where we have made a mistake.
            </li>
            <li>
              Cancelling does not delete your account. If you come back later, your children&rsquo;s
              profiles, badges and bookshelves will be waiting. To delete everything, delete your
              account from <Link to="/account-settings">account settings</Link>.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="classroom" title="Classroom use">
          <ul>
            <li>
              Educator accounts are free and are for teachers, librarians and other school staff
              using Pagebird with their students for teaching.
            </li>
            <li>
              By adding students, you confirm that your school allows you to use Pagebird with them
              and has given any notice to parents, or obtained any consent, that your school&rsquo;s
              rules or the law require. We act on the school&rsquo;s behalf and use student
              information only to provide Pagebird to your class.
            </li>
            <li>
              Add only the information we ask for: a first name or nickname is enough. Please do not
              put surnames, email addresses or other personal details into student names.
            </li>
            <li>
              Keep your class code and your students&rsquo; PINs within your class. Students can
              only sign in during your school&rsquo;s hours.
            </li>
            <li>
              When a student leaves, remove them, or archive the classroom at the end of the year;
              removing a student deletes their information.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="acceptable-use" title="Acceptable use">
          <p>Pagebird is a friendly place for children, so please do not:</p>
          <ul>
            <li>
              copy, record, download, print or share books, audio or illustrations from Pagebird,
              except printables we offer for that purpose;
            </li>
            <li>share your account or a class code with people outside your family or class;</li>
            <li>try to get into accounts, profiles or classrooms that are not yours;</li>
            <li>
              interfere with the service, for example by scraping it, overloading it, or probing it
              for weaknesses (if you find a security problem, please tell us — we are grateful);
            </li>
            <li>
              use Pagebird to send anything unkind, unsafe or unlawful, including through the
              feedback form;
            </li>
            <li>use Pagebird for any commercial purpose without our written permission.</li>
          </ul>
          <p>
            If these rules are broken, we may suspend or close the account involved. Unless there is
            a risk to children or to the service, we will contact you first.
          </p>
        </LegalSection>

        <LegalSection id="content" title="Books and other content">
          <ul>
            <li>
              The books, narration and illustrations in Pagebird belong to their authors,
              illustrators and publishers, who license them to us. While your subscription or
              classroom is active, you and your children or students may read and listen to them in
              Pagebird for personal or classroom use. That permission is not a sale and ends when
              your access ends.
            </li>
            <li>
              The catalogue changes over time. Publishers sometimes withdraw titles, and we add new
              ones all the time.
            </li>
            <li>
              Pagebird itself — our software, our mascot, our artwork and our name — belongs to us.
              Our <Link to="/media-kit">media kit</Link> explains how the press may use our logo.
            </li>
            <li>
              If you send us feedback or ideas, we may use them to improve Pagebird without owing
              you anything, though we are always grateful.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="companion" title="The ask-me companion">
          <p>
            Ask-me is a reading companion that answers questions and suggests books. Its answers are
            generated automatically and filtered for children, but they can still be wrong or
            incomplete. It is not a teacher, a doctor or a counsellor. Educators can switch it on or
            off for themselves.
          </p>
        </LegalSection>

        <LegalSection id="availability" title="Availability and changes to Pagebird">
          <p>
            We work hard to keep Pagebird running smoothly, but we cannot promise it will always be
            available without interruption — for example during maintenance, which we schedule
            outside school hours where we can. Pagebird is designed for computers and Chromebooks;
            on phones and tablets a grown-up can manage the account, and families can use our mobile
            apps.
          </p>
          <p>
            We improve Pagebird often. If we ever remove something important that you pay for, we
            will tell you in advance and, if you are unhappy, you can cancel and receive a refund
            for the unused part of your period.
          </p>
        </LegalSection>

        <LegalSection id="liability" title="Our responsibility to you">
          <ul>
            <li>
              We provide Pagebird with reasonable care and skill. If we fall short, please tell us
              and we will try to put it right.
            </li>
            <li>
              We are not responsible for losses that were not foreseeable, for problems caused by
              your own equipment or internet connection, or for business losses (Pagebird is for
              personal and classroom use).
            </li>
            <li>
              Where the law allows, our total responsibility to you for any claim is limited to the
              amount you paid us in the twelve months before it arose. For free educator accounts,
              where the law allows, it is limited to 100 units of your local currency.
            </li>
            <li>
              Nothing in these terms limits responsibility that cannot be limited by law, such as
              for death or personal injury caused by negligence, or for fraud.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="ending" title="Ending your use of Pagebird">
          <p>
            You can stop using Pagebird and delete your account at any time. We may close an account
            that breaks these terms seriously or repeatedly, or one we must close by law. If we ever
            decide to stop offering Pagebird altogether, we will give at least 60 days&rsquo; notice
            and refund any unused part of a subscription.
          </p>
        </LegalSection>

        <LegalSection id="changes" title="Changes to these terms">
          <p>
            We may update these terms as Pagebird grows or the law changes. We will change the date
            at the top of this page, and for important changes we will email account holders at
            least 30 days before they apply. If you do not agree, you can cancel before the change
            takes effect.
          </p>
        </LegalSection>

        <LegalSection id="contact" title="Contact us">
          <p>
            Questions about these terms? Email{' '}
            <a href="mailto:support@pagebird.example">support@pagebird.example</a>. For anything
            about personal information, write to{' '}
            <a href="mailto:privacy@pagebird.example">privacy@pagebird.example</a>. You may also
            find your answer in our <Link to="/faq">questions and answers</Link>.
          </p>
        </LegalSection>
      </LegalLayout>
    </Page>
  );
}

export default TermsPage;
