import { Link } from 'react-router';
import {
  ChartColumn,
  Clock,
  EyeOff,
  KeyRound,
  Library,
  Printer,
  Sparkles,
  Headphones,
} from 'lucide-react';
import { Classroom, Mascot } from '../../../../components/illustrations';
import { ButtonLink, Card, CardGrid, CtaBand, Hero, Page, Section, Steps } from './parts';
import styles from './content.module.css';

/** /educators — the teacher landing page. */
export function EducatorsPage() {
  return (
    <Page>
      <Hero
        eyebrow="Free for teachers"
        title="Pagebird for educators"
        lead="A whole library for your classroom, free. Students sign in with a class code and a PIN, read during school hours, and you see every page they turn."
        art={
          <Classroom
            size={520}
            aria-label="A sunny classroom with a chalkboard, a bookcase and desks, with Pagebird waving from the board"
          />
        }
        actions={
          <>
            <ButtonLink to="/educator-signup">Create a free classroom</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              Educator sign in
            </ButtonLink>
          </>
        }
      />

      <Section id="features" title="Everything your class needs to read more">
        <CardGrid columns={3}>
          <Card title="Class codes and PINs" icon={KeyRound} tone="primary">
            <p>
              No student emails, no passwords to forget. Each class gets its own code, and each
              student picks their name and types a short PIN.
            </p>
          </Card>
          <Card title="School-hours access" icon={Clock} tone="sun">
            <p>
              Student sign-in follows your school&rsquo;s hours and time zone, so classroom reading
              stays a school-time activity.
            </p>
          </Card>
          <Card title="Assign and hide books" icon={EyeOff} tone="berry">
            <p>
              Put a book or a whole collection on everyone&rsquo;s shelf, or just on a reading
              group&rsquo;s. Hide anything that isn&rsquo;t right for your class.
            </p>
          </Card>
          <Card title="Dashboards and reports" icon={ChartColumn} tone="leaf">
            <p>
              See minutes read, books finished and quiz results for the class and for each student,
              ready for parent meetings.
            </p>
          </Card>
          <Card title="Read-along for every reader" icon={Headphones} tone="sky">
            <p>
              Narration highlights each word as it is read, so emerging readers can enjoy the same
              stories as their classmates.
            </p>
          </Card>
          <Card title="Printables ready to go" icon={Printer} tone="orange">
            <p>
              Print login cards for your class and a promo flyer to tell families about Pagebird.
              Find them in <Link to="/educator-resources">educator resources</Link>.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="how" title="Up and running in one lesson">
        <Steps
          items={[
            {
              title: 'Sign up free',
              body: <p>Create your educator account with your school email and school details.</p>,
            },
            {
              title: 'Create a class',
              body: <p>Name your class and choose its grade. We generate its class code.</p>,
            },
            {
              title: 'Add your students',
              body: <p>Type first names or nicknames. Each student gets a PIN you can print.</p>,
            },
            {
              title: 'Start reading',
              body: (
                <p>
                  Students go to <Link to="/class-code">Student sign in</Link> and enter the class
                  code. That&rsquo;s it.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <Section id="library" title="A library that grows with your class" band="primary">
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>
              Picture books for your youngest readers, chapter books for confident ones, and
              non-fiction for every curious mind — for ages 2 to 14. End-of-book quizzes check
              understanding, a daily discovery zone serves up fascinating facts, and badges and gems
              keep readers coming back.
            </p>
            <ul className={styles.checkList}>
              <li>
                <Library aria-hidden="true" size={20} />
                <span>Build collections for topics, themes or reading groups.</span>
              </li>
              <li>
                <Sparkles aria-hidden="true" size={20} />
                <span>Switch the ask-me reading companion on or off for yourself.</span>
              </li>
              <li>
                <ChartColumn aria-hidden="true" size={20} />
                <span>Track reading across the class with reports you can share.</span>
              </li>
            </ul>
          </div>
          <div className={styles.splitArt}>
            <Mascot mood="reading" size={200} decorative />
          </div>
        </div>
      </Section>

      <Section id="privacy" title="Safe for your students">
        <div className={styles.prose}>
          <p>
            Students never give us an email address. We keep only a first name or nickname, a hashed
            PIN and their reading activity, we never show adverts, and removing a student deletes
            their information. We act on your school&rsquo;s behalf, as described in our{' '}
            <Link to="/childrens-privacy">children&rsquo;s privacy notice</Link> and{' '}
            <Link to="/privacy">privacy policy</Link>.
          </p>
        </div>
      </Section>

      <CtaBand
        title="Bring Pagebird to your classroom"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/educator-signup">Create a free classroom</ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              I already have an account
            </ButtonLink>
          </>
        }
      >
        <p>
          Free for teachers, librarians and school staff. Questions? Our{' '}
          <Link to="/faq">questions and answers</Link> cover the most common ones.
        </p>
      </CtaBand>
    </Page>
  );
}

export default EducatorsPage;
