import { BookOpen, Heart, Lightbulb, ShieldCheck, Smile, Users } from 'lucide-react';
import { BooksStack, HeroScene, Mascot } from '../../../../components/illustrations';
import { ButtonLink, Card, CardGrid, CtaBand, Hero, Page, Section } from './parts';
import styles from './content.module.css';

/** /about-us — mission, story, values and team. */
export function AboutUsPage() {
  return (
    <Page>
      <Hero
        eyebrow="About us"
        title="Every child finds a book they love"
        lead="That is the whole of our mission. Pagebird exists to help children discover the joy of reading — at home, at school, and everywhere in between."
        art={<Mascot mood="happy" size={260} aria-label="Pagebird, our round little blue bird" />}
      />

      <Section id="story" title="Our story">
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>
              Pagebird began with a question a teacher kept hearing in her classroom: &ldquo;Is
              there another book like this one?&rdquo; The children asking it had just discovered,
              often for the first time, that a story could be theirs. The trouble was finding the
              next one quickly enough, before the spark went out.
            </p>
            <p>
              So a few of us — a teacher, a couple of engineers and an illustrator who had spent
              years drawing for picture books — set out to build a library that feels like the best
              reading corner you can remember. Shelves full of books for every age. A narrator to
              read along when the words get tricky. Little celebrations for every finished story.
              And grown-ups who can see the progress without getting in the way.
            </p>
            <p>
              We named it after the bird that kept appearing in our sketches: round, curious, always
              carrying a book somewhere. Children decided it was the mascot before we did.
            </p>
          </div>
          <div className={styles.splitArt}>
            <HeroScene size={440} decorative />
          </div>
        </div>
      </Section>

      <Section id="values" title="What we care about">
        <CardGrid columns={3}>
          <Card title="Children first" icon={Smile} tone="sun">
            <p>
              Every screen is designed for the child using it: bigger buttons for little fingers, a
              clear typeface for new readers, and no adverts, ever.
            </p>
          </Card>
          <Card title="Privacy by design" icon={ShieldCheck} tone="leaf">
            <p>
              Children have no email address with us. We collect as little as we can, and deleting a
              profile deletes everything.
            </p>
          </Card>
          <Card title="Reading for joy" icon={Heart} tone="berry">
            <p>
              Badges and gems are there to cheer children on, not to rush them. The real reward is
              the story.
            </p>
          </Card>
          <Card title="Every reader belongs" icon={BookOpen} tone="primary">
            <p>
              Read-along narration, word-by-word highlighting and tap-a-word definitions help
              children of all abilities enjoy the same books as their friends.
            </p>
          </Card>
          <Card title="Teachers as partners" icon={Users} tone="sky">
            <p>
              Classroom accounts are free. Teachers shape what we build, from class codes to the
              printable login cards.
            </p>
          </Card>
          <Card title="Keep it simple" icon={Lightbulb} tone="orange">
            <p>
              If a feature needs a manual, we have not finished designing it. Pagebird should feel
              obvious to a five-year-old and to their grandparents.
            </p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="team" title="The team" band="sky">
        <div className={styles.split}>
          <div className={styles.prose}>
            <p>
              We are a small team of engineers, teachers and illustrators, with a librarian who
              guards the catalogue and a support crew who answer every message themselves. Several
              of us are parents; all of us were once the child reading under the covers with a
              torch.
            </p>
            <p>
              We work closely with authors, publishers and narrators, and with the teachers and
              families who tell us, kindly and honestly, what to make better next.
            </p>
          </div>
          <div className={styles.splitArt}>
            <BooksStack size={240} decorative />
          </div>
        </div>
      </Section>

      <CtaBand
        title="Come and read with us"
        art={<Mascot mood="waving" size={150} decorative />}
        actions={
          <>
            <ButtonLink to="/signup">Start reading at home</ButtonLink>
            <ButtonLink to="/educators" variant="secondary">
              Pagebird for educators
            </ButtonLink>
          </>
        }
      >
        <p>
          Families can usually start with a free trial. Teachers can set up a classroom for free in
          a few minutes.
        </p>
      </CtaBand>
    </Page>
  );
}

export default AboutUsPage;
