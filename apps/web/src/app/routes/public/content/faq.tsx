import { Link } from 'react-router';
import { Mascot } from '../../../../components/illustrations';
import { ButtonLink, CtaBand, Hero, Page, Question } from './parts';
import styles from './content.module.css';

/** /faq — questions and answers, grouped, as an accessible accordion. */
export function FaqPage() {
  return (
    <Page narrow>
      <Hero
        eyebrow="Help"
        title="Questions and answers"
        lead="Everything families and teachers ask us most, in one place. Tap a question to open the answer."
        art={<Mascot mood="reading" size={220} aria-label="Pagebird reading a book" />}
      />

      <section className={styles.faqGroup} aria-labelledby="faq-reading">
        <h2 id="faq-reading" className={styles.sectionTitle}>
          Reading with Pagebird
        </h2>
        <div className={styles.faqList}>
          <Question q="What is Pagebird?">
            <p>
              Pagebird is an online library for children. Kids can read picture books, early readers
              and chapter books, listen to books read aloud, take a short quiz at the end of a
              story, and collect points, gems, badges and avatars as they go. Parents subscribe and
              look after their children&rsquo;s profiles; teachers use Pagebird for free with their
              class.
            </p>
          </Question>
          <Question q="Which ages is Pagebird for?">
            <p>
              Children from 2 to 14. Every profile has an age, and Pagebird adapts to it: younger
              readers get bigger buttons and more space on the screen, a simpler picture dictionary,
              and books chosen for their stage. Older readers get a richer dictionary and longer
              books.
            </p>
          </Question>
          <Question q="What does “read-along” mean?">
            <p>
              Books with a Read-Along tag come with narration. As the narrator reads, each word is
              highlighted, so children can follow the text with their eyes while they listen. It is
              a lovely way to build confidence for early readers and to enjoy a harder book for
              older ones. Children can also tap a word to hear what it means.
            </p>
          </Question>
          <Question q="Is there a dyslexia-friendly font?">
            <p>
              Pagebird is set in Andika, a typeface designed for beginning readers, with clear
              letter shapes such as a single-storey &ldquo;a&rdquo; and &ldquo;g&rdquo; and letters
              that are hard to mix up. Many readers with dyslexia find it comfortable, and there is
              nothing to switch on. Read-along narration, word highlighting and tap-a-word
              definitions help too.
            </p>
          </Question>
          <Question q="Which devices work best?">
            <p>
              Pagebird is made for bigger screens: it works best in an up-to-date web browser on a
              computer or a Chromebook. On a phone or a tablet, a grown-up can still manage the
              account, and families can use our mobile apps. Read more on{' '}
              <Link to="/desktop-usage">why Pagebird is best on a bigger screen</Link>.
            </p>
          </Question>
          <Question q="Can we read offline?">
            <p>
              Not at the moment. Books, narration and rewards are streamed from our servers, so
              Pagebird needs an internet connection while you read. A normal home or school
              connection is plenty.
            </p>
          </Question>
        </div>
      </section>

      <section className={styles.faqGroup} aria-labelledby="faq-families">
        <h2 id="faq-families" className={styles.sectionTitle}>
          For families
        </h2>
        <div className={styles.faqList}>
          <Question q="Which plans are there, and is there a free trial?">
            <p>
              You can choose a daily, weekly, monthly or annual plan; the annual plan costs less
              than twelve monthly payments. New families can usually start with a free trial. The
              current prices and trial length are shown when you{' '}
              <Link to="/signup">create an account</Link>, and a promo code can be added there too.
            </p>
          </Question>
          <Question q="What is the reward vault, and why can’t my child see it?">
            <p>
              The reward vault is where children spend the gems they earn by reading — on new
              avatars, frames and stickers. It is for children over 6, so younger readers
              won&rsquo;t see it in their menu. They still earn badges and points, and the vault
              appears once their profile age is over 6.
            </p>
          </Question>
          <Question q="Can I choose which books my child sees?">
            <p>
              Yes. From a book&rsquo;s page you can share it with one or more of your children so it
              shows up for them, or hide it so it doesn&rsquo;t. Your dashboard shows what each
              child has been reading.
            </p>
          </Question>
          <Question q="How do I cancel my subscription?">
            <p>
              Sign in as the parent, open <Link to="/manage-subscription">Manage subscription</Link>{' '}
              from your account settings, and choose Cancel subscription. It works on a phone too.
              Your family keeps reading until the end of the period you have paid for, and nothing
              is deleted, so you can restore the subscription whenever you like.
            </p>
          </Question>
        </div>
      </section>

      <section className={styles.faqGroup} aria-labelledby="faq-classrooms">
        <h2 id="faq-classrooms" className={styles.sectionTitle}>
          For classrooms
        </h2>
        <div className={styles.faqList}>
          <Question q="Is Pagebird free for teachers?">
            <p>
              Yes. Educator accounts and classrooms are free.{' '}
              <Link to="/educator-signup">Sign up as an educator</Link>, create a class, add your
              students and share your class code. See{' '}
              <Link to="/educators">Pagebird for educators</Link> for the full tour.
            </p>
          </Question>
          <Question q="How do students sign in?">
            <p>
              Students don&rsquo;t need an email address or a password. They go to{' '}
              <Link to="/class-code">Student sign in</Link>, type their class code, tap their name
              and enter their own PIN. Teachers can print{' '}
              <Link to="/educator-resources">login instructions</Link> for each class.
            </p>
          </Question>
          <Question q="Why can’t my students sign in after school?">
            <p>
              Student access is limited to school hours, so classroom accounts stay a school-time
              activity. The hours come from your school&rsquo;s details — opening and closing time,
              in the school&rsquo;s own time zone — which you can check and update in{' '}
              <Link to="/educator/settings">educator settings</Link>. Families who want to read at
              home can use a family subscription.
            </p>
          </Question>
          <Question q="How do teachers assign books?">
            <p>
              From the library, choose a book or a collection and pick Assign. You can assign it to
              the whole class or to selected students, and it appears on their shelf. In the same
              way you can hide a book from a class or from particular students. Your classroom
              dashboard and reports show who has read what.
            </p>
          </Question>
        </div>
      </section>

      <section className={styles.faqGroup} aria-labelledby="faq-privacy">
        <h2 id="faq-privacy" className={styles.sectionTitle}>
          Privacy and help
        </h2>
        <div className={styles.faqList}>
          <Question q="What do you do with my child’s information?">
            <p>
              As little as possible. We never ask children or students for an email address, we
              store passwords and PINs only as secure hashes, our analytics never record anything a
              child types, and there are no adverts for children. Our{' '}
              <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link> explains it in
              plain words, and the <Link to="/privacy">privacy policy</Link> has every detail.
            </p>
          </Question>
          <Question q="How do I delete a child’s profile or my whole account?">
            <p>
              To remove one child, open your dashboard, edit the child&rsquo;s profile and choose
              Delete. To remove everything, delete your account from{' '}
              <Link to="/account-settings">account settings</Link>. Deleting really deletes: the
              profile, its reading history and rewards are all removed.
            </p>
          </Question>
          <Question q="What is the ask-me companion?">
            <p>
              Ask-me is a friendly reading helper that answers questions about books and suggests
              what to read next. Its answers are filtered for children. Educators can switch it on
              or off for themselves in their settings.
            </p>
          </Question>
          <Question q="How can I contact you?">
            <p>
              Use the feedback button inside Pagebird, or email{' '}
              <a href="mailto:support@pagebird.example">support@pagebird.example</a>. For privacy
              questions, write to{' '}
              <a href="mailto:privacy@pagebird.example">privacy@pagebird.example</a>. A real person
              reads every message, usually within one working day.
            </p>
          </Question>
        </div>
      </section>

      <CtaBand
        title="Ready to find a book they love?"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/signup">Start as a family</ButtonLink>
            <ButtonLink to="/educator-signup" variant="secondary">
              I&rsquo;m an educator
            </ButtonLink>
          </>
        }
      >
        <p>Create an account in a couple of minutes. You can cancel at any time.</p>
      </CtaBand>
    </Page>
  );
}

export default FaqPage;
