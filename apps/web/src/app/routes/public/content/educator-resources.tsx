import { Link } from 'react-router';
import {
  Award,
  BookMarked,
  Headphones,
  KeyRound,
  Layers,
  Megaphone,
  MessageCircle,
  Timer,
} from 'lucide-react';
import { BooksStack, Mascot } from '../../../../components/illustrations';
import { ButtonLink, Callout, Card, CardGrid, CtaBand, Hero, Page, Section, Steps } from './parts';
import styles from './content.module.css';

/** /educator-resources — printables, getting started and classroom tips. */
export function EducatorResourcesPage() {
  return (
    <Page>
      <Hero
        eyebrow="For educators"
        title="Educator resources"
        lead="Printable login cards, a flyer for families and tried-and-tested ideas from teachers, to help your class get the most out of Pagebird."
        art={<BooksStack size={300} aria-label="A colourful stack of books" />}
        actions={
          <>
            <ButtonLink to="/login">Educator sign in</ButtonLink>
            <ButtonLink to="/educator-signup" variant="secondary">
              Create a free classroom
            </ButtonLink>
          </>
        }
      />

      <Section
        id="printables"
        title="Printables"
        intro={
          <p>
            Printables are made for your class, so they need you to be signed in to your educator
            account. They print neatly on A4 or US Letter paper.
          </p>
        }
      >
        <CardGrid columns={2}>
          <Card title="Student login instructions" icon={KeyRound} tone="primary">
            <p>
              A card for each student with your class code, their name and their PIN, plus three
              simple steps to sign in. Cut them out and keep them by the computers.
            </p>
            <p>
              <Link to="/login-instructions">Print login instructions</Link>
            </p>
          </Card>
          <Card title="Promo flyer for families" icon={Megaphone} tone="berry">
            <p>
              A cheerful one-page flyer that tells families what their children are reading in
              class. Choose a class, preview the flyer and print it or send it home.
            </p>
            <p>
              <Link to="/classroom/promo-flyer">Make a promo flyer</Link>
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="first-week" title="Your first week with Pagebird">
        <Steps
          items={[
            {
              title: 'Monday: set up',
              body: <p>Create your class, add students and print their login cards.</p>,
            },
            {
              title: 'Tuesday: sign in together',
              body: (
                <p>
                  Practise the class code and PIN as a group. Most classes manage it in minutes.
                </p>
              ),
            },
            {
              title: 'Wednesday: assign a book',
              body: <p>Pick a read-along book everyone can enjoy and assign it to the class.</p>,
            },
            {
              title: 'Friday: celebrate',
              body: <p>Look at the class dashboard together and cheer the first badges.</p>,
            },
          ]}
        />
      </Section>

      <Section id="tips" title="Ideas from teachers">
        <CardGrid columns={3}>
          <Card title="Read-along station" icon={Headphones} tone="sky">
            <p>
              Set up one or two computers with headphones as a listening corner. Emerging readers
              follow the highlighted words while more confident readers read alone.
            </p>
          </Card>
          <Card title="Ten-minute warm-up" icon={Timer} tone="sun">
            <p>
              Start the day with ten minutes of free choice reading. It settles the room and builds
              a daily habit.
            </p>
          </Card>
          <Card title="Theme collections" icon={Layers} tone="leaf">
            <p>
              Build a collection for your current topic — oceans, space, friendship — and assign it
              to the class so the right books are one tap away.
            </p>
          </Card>
          <Card title="Reading groups" icon={BookMarked} tone="primary">
            <p>
              Assign different books to selected students, so each group reads at the right level
              without anyone feeling singled out.
            </p>
          </Card>
          <Card title="Quiz talk" icon={MessageCircle} tone="orange">
            <p>
              After an end-of-book quiz, ask pairs to explain one answer to each other. It turns a
              quick check into a real conversation about the story.
            </p>
          </Card>
          <Card title="Badge of the week" icon={Award} tone="berry">
            <p>
              Choose a badge to celebrate each Friday. Recognising effort, not just speed, keeps
              every reader motivated.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="families" title="A note you can send home" band="sun">
        <div className={styles.prose}>
          <p>Copy this into your class newsletter or message, and adjust it as you like:</p>
          <blockquote className={styles.quote}>
            <p>
              Dear families, this term our class is reading with Pagebird, an online library with
              read-along books for children. Your child signs in at school with our class code and
              their own PIN — they don&rsquo;t need an email address, and there are no adverts.
              Classroom sign-in works during school hours only. Ask your child to tell you about the
              last book they read!
            </p>
          </blockquote>
          <p>
            Families who would like to read at home too can find out more at{' '}
            <Link to="/signup">Pagebird for families</Link>.
          </p>
        </div>
      </Section>

      <Callout
        tone="primary"
        title="Need help with your classroom?"
        art={<Mascot mood="happy" size={110} decorative />}
      >
        <p>
          Read our <Link to="/faq">questions and answers</Link> or email{' '}
          <a href="mailto:support@pagebird.example">support@pagebird.example</a>. A real person —
          often a former teacher — will reply.
        </p>
      </Callout>

      <CtaBand
        title="New to Pagebird?"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/educator-signup">Create a free classroom</ButtonLink>
            <ButtonLink to="/educators" variant="secondary">
              See how it works
            </ButtonLink>
          </>
        }
      >
        <p>Classroom accounts are free for teachers, librarians and school staff.</p>
      </CtaBand>
    </Page>
  );
}

export default EducatorResourcesPage;
