import { BirdFigure, type BirdMood } from './bird';
import { IllustrationFrame, type IllustrationProps } from './frame';

export interface MascotProps extends IllustrationProps {
  mood?: BirdMood;
}

const LABELS: Record<BirdMood, string> = {
  happy: 'Pagebird, a round little blue bird, smiling over an open book',
  reading: 'Pagebird, a round little blue bird, reading an open book',
  waving: 'Pagebird, a round little blue bird, waving hello',
  sleepy: 'Pagebird, a round little blue bird, dozing off over a book',
};

/** Pagebird's mascot with a gentle idle animation (off when reduced motion is preferred). */
export function Mascot({ mood = 'happy', ...props }: MascotProps) {
  return (
    <IllustrationFrame
      width={220}
      height={210}
      defaultSize={160}
      defaultLabel={LABELS[mood]}
      {...props}
    >
      <BirdFigure x={8} y={10} mood={mood} animated />
    </IllustrationFrame>
  );
}
