import { IllustrationFrame, type IllustrationProps } from './frame';
import { palette as c } from './palette';
import { LyingBook, Sparkle } from './shapes';
import styles from './illustrations.module.css';

/** A cheerful, slightly wobbly stack of five books with an open book resting on top. */
export function BooksStack(props: IllustrationProps) {
  return (
    <IllustrationFrame
      width={240}
      height={240}
      defaultSize={200}
      defaultLabel="A colourful stack of books with an open book on top"
      {...props}
    >
      <circle cx={120} cy={126} r={96} fill={c.sunSoft} />
      <ellipse cx={120} cy={216} rx={92} ry={8} fill={c.shadow} />
      <LyingBook x={34} y={180} w={172} h={32} fill={c.primary} />
      <LyingBook x={48} y={150} w={150} h={30} fill={c.sun} tilt={-2} />
      <LyingBook x={38} y={122} w={156} h={29} fill={c.berry} tilt={1.5} />
      <LyingBook x={56} y={96} w={132} h={27} fill={c.leaf} tilt={-2.5} />
      <LyingBook x={46} y={71} w={144} h={26} fill={c.orange} tilt={1.2} />
      {/* open book on top */}
      <path
        d="M120 70 Q94 54 66 60 L64 66 Q94 62 120 76 Q146 62 176 66 L174 60 Q146 54 120 70 Z"
        fill={c.primaryStrong}
      />
      <path d="M120 68 Q96 48 70 52 L68 62 Q96 58 120 72 Z" fill={c.white} />
      <path d="M120 68 Q144 48 170 52 L172 62 Q144 58 120 72 Z" fill={c.surfaceAlt} />
      <path d="M148 50 L148 68 L152 64 L156 68 L156 49 Z" fill={c.berry} />
      <Sparkle x={40} y={44} r={10} className={styles.twinkle} />
      <Sparkle x={206} y={72} r={7} fill={c.berry} className={styles.twinkleLate} />
      <Sparkle x={196} y={30} r={5} fill={c.sky} className={styles.twinkle} />
    </IllustrationFrame>
  );
}
