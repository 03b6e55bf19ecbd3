import { lazy, Suspense, type ComponentType } from 'react';
import type { IllustrationProps } from './illustrations/index.ts';

/**
 * Lazy access to the illustrations (their own chunk, so pages stay lean). The drawings live in
 * ./illustrations; this wrapper only loads them and keeps their space while they load.
 */
const load = () => import('./illustrations/index.ts');

export type BirdMood = 'happy' | 'reading' | 'waving' | 'sleepy';

const Mascot = lazy(() => load().then((m) => ({ default: m.Mascot })));
const EmptyShelf = lazy(() => load().then((m) => ({ default: m.EmptyShelf })));
const LostBird = lazy(() => load().then((m) => ({ default: m.LostBird })));
const StormCloud = lazy(() => load().then((m) => ({ default: m.StormCloud })));
const BooksStack = lazy(() => load().then((m) => ({ default: m.BooksStack })));
const HeroScene = lazy(() => load().then((m) => ({ default: m.HeroScene })));
const Classroom = lazy(() => load().then((m) => ({ default: m.Classroom })));
const FamilyReading = lazy(() => load().then((m) => ({ default: m.FamilyReading })));

const ART = {
  mascot: Mascot,
  emptyShelf: EmptyShelf,
  lostBird: LostBird,
  stormCloud: StormCloud,
  booksStack: BooksStack,
  hero: HeroScene,
  classroom: Classroom,
  familyReading: FamilyReading,
} satisfies Record<string, ComponentType<IllustrationProps & { mood?: BirdMood }>>;

/** Aspect ratio (height / width) of each drawing, to reserve space while loading. */
const RATIO: Record<ArtName, number> = {
  mascot: 210 / 220,
  emptyShelf: 260 / 320,
  lostBird: 280 / 320,
  stormCloud: 260 / 320,
  booksStack: 1,
  hero: 480 / 900,
  classroom: 400 / 600,
  familyReading: 420 / 600,
};

export type ArtName = keyof typeof ART;

export interface ArtProps extends IllustrationProps {
  name: ArtName;
  mood?: BirdMood;
}

export function Art({ name, size, mood, ...rest }: ArtProps) {
  const C = ART[name] as ComponentType<IllustrationProps & { mood?: BirdMood }>;
  const fallback = (
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width: size ?? '100%',
        maxWidth: '100%',
        aspectRatio: `1 / ${RATIO[name]}`,
      }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <C size={size} {...(name === 'mascot' ? { mood } : {})} {...rest} />
    </Suspense>
  );
}
