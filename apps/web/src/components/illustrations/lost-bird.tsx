import { BirdFigure } from './bird';
import { IllustrationFrame, type IllustrationProps } from './frame';
import { palette as c } from './palette';
import { QuestionMark } from './shapes';
import styles from './illustrations.module.css';

/** A little bird studying a map beside a signpost — for "page not found". */
export function LostBird(props: IllustrationProps) {
  return (
    <IllustrationFrame
      width={320}
      height={280}
      defaultSize={280}
      defaultLabel="A little bird puzzling over a treasure map beside a signpost"
      {...props}
    >
      <circle cx={160} cy={140} r={118} fill={c.skySoft} />
      <ellipse cx={160} cy={252} rx={146} ry={18} fill={c.leafSoft} />
      {/* signpost */}
      <rect x={56} y={66} width={10} height={184} rx={4} fill={c.woodDark} />
      <path d="M22 78 H90 L102 90 L90 102 H22 Z" fill={c.sun} />
      <path d="M102 114 H34 L22 126 L34 138 H102 Z" fill={c.sky} />
      <g stroke={c.white} strokeWidth={3} strokeLinecap="round" opacity={0.85}>
        <path d="M34 90 H78" />
        <path d="M44 126 H90" />
      </g>
      {/* grass */}
      <g fill={c.leafMid}>
        <path d="M30 252 Q34 236 38 252 Z" />
        <path d="M38 252 Q44 232 48 252 Z" />
        <path d="M272 252 Q278 234 282 252 Z" />
        <path d="M282 252 Q286 240 290 252 Z" />
      </g>
      <BirdFigure x={92} y={70} scale={0.96} holding="map" look="side" />
      <QuestionMark x={262} y={62} s={1.3} className={styles.twinkle} />
      <QuestionMark x={226} y={40} s={0.9} colour={c.primary} className={styles.twinkleLate} />
    </IllustrationFrame>
  );
}
