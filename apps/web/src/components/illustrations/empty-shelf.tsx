import { BirdFigure } from './bird';
import { IllustrationFrame, type IllustrationProps } from './frame';
import { palette as c } from './palette';
import { Sparkle } from './shapes';
import styles from './illustrations.module.css';

/** An empty bookshelf with a hopeful little bird dreaming of a book — for empty states. */
export function EmptyShelf(props: IllustrationProps) {
  return (
    <IllustrationFrame
      width={320}
      height={260}
      defaultSize={280}
      defaultLabel="An empty bookshelf and a hopeful little bird dreaming of a book"
      {...props}
    >
      <circle cx={150} cy={134} r={112} fill={c.primarySoft} />
      <ellipse cx={160} cy={240} rx={140} ry={9} fill={c.shadow} />
      {/* shelf */}
      <rect x={36} y={46} width={156} height={190} rx={12} fill={c.wood} />
      <rect x={48} y={58} width={132} height={168} rx={6} fill="#f3d6b3" />
      <rect x={48} y={112} width={132} height={10} rx={3} fill={c.wood} />
      <rect x={48} y={170} width={132} height={10} rx={3} fill={c.wood} />
      <rect x={48} y={122} width={132} height={4} fill={c.woodDark} opacity={0.25} />
      <rect x={48} y={180} width={132} height={4} fill={c.woodDark} opacity={0.25} />
      <rect x={44} y={232} width={14} height={8} rx={3} fill={c.woodDark} />
      <rect x={170} y={232} width={14} height={8} rx={3} fill={c.woodDark} />
      {/* a bookend waiting for books */}
      <path d="M60 112 V88 Q60 82 66 82 H72 V112 Z" fill={c.sun} />
      <Sparkle x={120} y={90} r={6} fill={c.white} className={styles.twinkle} />
      <Sparkle x={150} y={146} r={5} fill={c.white} className={styles.twinkleLate} />
      {/* plant on top */}
      <path d="M150 46 L154 30 H174 L178 46 Z" fill={c.berry} />
      <path d="M164 30 C158 18 150 14 142 14 C146 22 154 28 164 30 Z" fill={c.leaf} />
      <path d="M164 30 C168 16 176 10 186 10 C182 20 174 28 164 30 Z" fill={c.leafMid} />
      {/* the bird and its dream */}
      <BirdFigure x={168} y={108} scale={0.66} holding="nothing" look="up" />
      <circle cx={222} cy={104} r={4} fill={c.white} />
      <circle cx={232} cy={90} r={6} fill={c.white} />
      <rect x={220} y={26} width={84} height={56} rx={28} fill={c.white} />
      <path d="M262 46 Q250 38 238 42 L238 64 Q250 60 262 68 Z" fill={c.berry} />
      <path d="M262 46 Q274 38 286 42 L286 64 Q274 60 262 68 Z" fill={c.primary} />
      <path d="M262 46 V68" stroke={c.white} strokeWidth={1.5} />
    </IllustrationFrame>
  );
}
