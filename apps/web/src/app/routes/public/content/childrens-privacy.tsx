import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { FamilyReading } from '../../../../components/illustrations';
import { Callout, Hero, LegalLayout, LegalSection, Page } from './parts';
import styles from './content.module.css';

export const CHILDRENS_PRIVACY_UPDATED = '21 November 2026';

const toc = [
  { id: 'promise', title: 'Our promise' },
  { id: 'collect', title: 'What we collect from children' },
  { id: 'never', title: 'What we never collect' },
  { id: 'use', title: 'How we use it' },
  { id: 'parent-consent', title: 'Consent from parents' },
  { id: 'school-consent', title: 'Consent from schools' },
  { id: 'sharing', title: 'Who can see it' },
  { id: 'rights', title: 'Your rights' },
  { id: 'delete', title: 'How to delete' },
  { id: 'contact', title: 'Questions' },
];

const never = [
  'Email addresses or phone numbers',
  'Surnames, home addresses or locations',
  'Photos, voice recordings or videos of children',
  'Anything typed, in our analytics',
  'Advertising identifiers or tracking cookies',
];

/** /childrens-privacy — the plain-language notice for parents and schools. */
export function ChildrensPrivacyPage() {
  return (
    <Page>
      <Hero
        eyebrow="For parents and schools"
        title="Children’s privacy"
        lead="Pagebird is made for children, so we treat their information with extra care. Here is exactly what we collect, why, and how you stay in control."
        art={
          <FamilyReading
            size={420}
            aria-label="A grown-up and a child reading together, with Pagebird reading along"
          />
        }
      />
      <LegalLayout toc={toc} updated={CHILDRENS_PRIVACY_UPDATED}>
        <LegalSection id="promise" title="Our promise">
          <p>
            We collect only what a child needs to read, listen and earn rewards in Pagebird. We do
            not sell it, we do not use it for advertising, and we delete it completely when you ask.
            This notice is written for parents, guardians and schools, and is part of our{' '}
            <Link to="/privacy">privacy policy</Link>. It is designed to meet children&rsquo;s
            privacy laws such as the US Children&rsquo;s Online Privacy Protection Act (COPPA) and
            the rules for children&rsquo;s data in the UK and EU.
          </p>
        </LegalSection>

        <LegalSection id="collect" title="What we collect from children">
          <p>
            Children never create their own accounts. A parent creates a child profile, or a teacher
            adds a student to a classroom. For each child we keep:
          </p>
          <ul>
            <li>
              <strong>A first name or nickname and an age.</strong> The age (2 to 14) lets us
              suggest suitable books and size the screen for little hands.
            </li>
            <li>
              <strong>A PIN, for students only.</strong> It is stored as a secure hash that no one
              can read back.
            </li>
            <li>
              <strong>Choices they make:</strong> avatar, frame, stickers, favourite books,
              collections and interests.
            </li>
            <li>
              <strong>Reading activity:</strong> books opened, pages read or listened to, reading
              time, quiz answers, points, gems, badges and levels.
            </li>
            <li>
              <strong>Basic technical information</strong> such as browser type and IP address, used
              to keep the service secure and working.
            </li>
          </ul>
          <p>
            When a child searches, what they type is used to find books at that moment and is not
            kept in our analytics. A picture used for picture search is discarded straight away.
            Questions asked to the ask-me companion are filtered for safety and answered without any
            name or account details attached.
          </p>
        </LegalSection>

        <LegalSection id="never" title="What we never collect">
          <ul className={styles.checkList}>
            {never.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={20} strokeWidth={3} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p>
            Children cannot post anything publicly, message other users or share personal
            information with other children inside Pagebird.
          </p>
        </LegalSection>

        <LegalSection id="use" title="How we use it">
          <ul>
            <li>to show books and reading levels that suit the child;</li>
            <li>to remember where they got to in each book;</li>
            <li>to award and show their rewards;</li>
            <li>to give their parent or teacher dashboards and reading reports;</li>
            <li>to keep Pagebird secure and to improve it, using information in aggregate.</li>
          </ul>
          <p>
            We never use children&rsquo;s information for advertising, never sell it, and never
            build profiles of children for anyone else.
          </p>
        </LegalSection>

        <LegalSection id="parent-consent" title="Consent from parents">
          <p>
            Only a parent or legal guardian aged 18 or over can create a family account. When you
            sign up, we explain what we collect, and you give your consent when you create each
            child profile. Because family accounts start with a card payment or card check through
            our payment provider, we can be confident that an adult is giving that consent.
          </p>
          <p>
            You can withdraw consent at any time by deleting a child&rsquo;s profile or your
            account, or by emailing us. We will then stop collecting information about that child
            and delete what we hold.
          </p>
        </LegalSection>

        <LegalSection id="school-consent" title="Consent from schools">
          <p>
            When a teacher uses Pagebird with a class, the school gives consent on behalf of parents
            for this educational use, as children&rsquo;s privacy laws allow. In that case:
          </p>
          <ul>
            <li>
              we use student information only to provide Pagebird to that school, never for any
              other purpose;
            </li>
            <li>the school decides what happens to it and can ask us to delete it at any time;</li>
            <li>students can only sign in during school hours, with their class code and PIN.</li>
          </ul>
          <p>
            Schools can ask us for a copy of this notice to share with families. Parents can ask
            their child&rsquo;s teacher to review or delete their child&rsquo;s classroom profile,
            or contact us and we will help the school do so.
          </p>
        </LegalSection>

        <LegalSection id="sharing" title="Who can see it">
          <p>
            A child&rsquo;s reading information can be seen by their parent (for family profiles) or
            their teacher (for classroom profiles), and by the few members of our team who need it
            to run Pagebird. Our service providers — for example the company that hosts our servers
            — handle it only on our instructions. Other parents, other teachers and other children
            cannot see it.
          </p>
        </LegalSection>

        <LegalSection id="rights" title="Your rights">
          <p>As a parent or guardian you can, at any time:</p>
          <ul>
            <li>review the information we hold about your child;</li>
            <li>correct their name or age from your dashboard;</li>
            <li>ask us to stop collecting information about your child;</li>
            <li>have everything about your child deleted.</li>
          </ul>
          <p>
            We do not make a child&rsquo;s use of Pagebird depend on them giving more information
            than is needed to read.
          </p>
        </LegalSection>

        <LegalSection id="delete" title="How to delete">
          <Callout tone="berry" title="Deleting really deletes">
            <p>
              When a profile is deleted, its name, age, reading history, rewards, favourites,
              collections and quiz results are all removed. Backups are cleared within 30 days.
            </p>
          </Callout>
          <ul>
            <li>
              <strong>One child:</strong> open your dashboard, edit the child&rsquo;s profile and
              choose Delete.
            </li>
            <li>
              <strong>Your whole family account:</strong> delete your account from{' '}
              <Link to="/account-settings">account settings</Link>.
            </li>
            <li>
              <strong>A student:</strong> the teacher removes the student from the classroom, or
              deletes the classroom.
            </li>
            <li>
              <strong>Anything else:</strong> email us and we will do it for you.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="contact" title="Questions">
          <p>
            Email <a href="mailto:privacy@pagebird.example">privacy@pagebird.example</a> with any
            question about your child&rsquo;s information. We answer within 30 days, usually much
            sooner. For other questions, see our <Link to="/faq">questions and answers</Link>.
          </p>
        </LegalSection>
      </LegalLayout>
    </Page>
  );
}

export default ChildrensPrivacyPage;
