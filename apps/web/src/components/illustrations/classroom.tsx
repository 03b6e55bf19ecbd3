import { BirdFigure } from './bird';
import { IllustrationFrame, type IllustrationProps, useSvgIds } from './frame';
import { palette as c } from './palette';
import { Cloud, LyingBook, Sparkle, Spine } from './shapes';
import styles from './illustrations.module.css';

const chalk = {
  stroke: 'rgb(255 255 255 / 0.9)',
  strokeWidth: 3.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
} as const;

/** A sunny classroom: chalkboard with doodles, a window, a bookcase, desks and the bird on top. */
export function Classroom(props: IllustrationProps) {
  const id = useSvgIds();
  return (
    <IllustrationFrame
      width={600}
      height={400}
      defaultSize={560}
      defaultLabel="A sunny classroom with a chalkboard, a full bookcase and desks ready for reading"
      {...props}
    >
      <defs>
        <clipPath id={id('room')}>
          <rect width={600} height={400} rx={32} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id('room')})`}>
        <rect width={600} height={400} fill={c.surfaceAlt} />
        <rect y={0} width={600} height={26} fill={c.sunSoft} />
        <rect y={300} width={600} height={100} fill={c.woodLight} />
        <rect y={300} width={600} height={8} fill={c.wood} />
        <g stroke={c.wood} strokeWidth={2} opacity={0.5}>
          <path d="M0 336 H600" />
          <path d="M0 370 H600" />
          <path d="M120 308 V336 M300 336 V370 M460 308 V336 M190 370 V400 M520 370 V400" />
        </g>

        {/* window */}
        <rect x={30} y={60} width={104} height={124} rx={10} fill={c.white} />
        <rect x={38} y={68} width={88} height={108} rx={5} fill={c.skySoft} />
        <circle cx={108} cy={90} r={14} fill={c.sun} />
        <Cloud x={46} y={128} s={0.5} />
        <path d="M82 68 V176 M38 122 H126" stroke={c.white} strokeWidth={6} />
        <rect x={24} y={180} width={116} height={10} rx={4} fill={c.white} />
        {/* plant on the window sill */}
        <path d="M62 180 L58 160 H86 L82 180 Z" fill={c.orange} />
        <path d="M72 160 C60 150 56 136 62 128 C70 136 74 146 72 160 Z" fill={c.leaf} />
        <path d="M72 160 C78 146 88 140 96 142 C92 152 84 158 72 160 Z" fill={c.leafMid} />

        {/* chalkboard */}
        <rect x={164} y={70} width={272} height={164} rx={12} fill={c.wood} />
        <rect x={176} y={82} width={248} height={140} rx={6} fill={c.chalk} />
        <g {...chalk}>
          <path d="M200 136 L212 100 L224 136 M205 123 H219" />
          <path d="M236 136 V100 H246 Q256 100 256 109 Q256 117 246 117 H236 M246 117 Q260 117 260 126 Q260 136 246 136 H236" />
          <path d="M292 104 Q282 98 274 104 Q266 112 268 122 Q270 134 282 136 Q290 137 294 131" />
          <path d="M206 168 Q226 158 246 168 Q266 158 286 168 V196 Q266 186 246 196 Q226 186 206 196 Z M246 168 V196" />
          <circle cx={330} cy={182} r={14} />
          <path d="M326 168 Q324 160 330 156 M343 184 L352 187 L343 190 M322 184 Q328 190 334 184 M326 196 V202 M334 196 V202" />
        </g>
        <Sparkle x={384} y={112} r={14} fill="rgb(255 241 199 / 0.95)" className={styles.twinkle} />
        <Sparkle x={364} y={150} r={7} fill="rgb(255 255 255 / 0.8)" />
        <g strokeWidth={3.4} strokeLinecap="round" fill="none">
          <path d="M360 204 A24 24 0 0 1 408 204" stroke="rgb(253 227 236 / 0.95)" />
          <path d="M368 204 A16 16 0 0 1 400 204" stroke="rgb(255 241 199 / 0.95)" />
        </g>
        <circle cx={333} cy={179} r={2.2} fill="rgb(255 255 255 / 0.9)" />
        <rect x={184} y={226} width={232} height={8} rx={3} fill={c.woodDark} />
        <rect x={214} y={221} width={18} height={6} rx={2} fill={c.white} />
        <rect x={240} y={221} width={14} height={6} rx={2} fill={c.sun} />

        {/* clock */}
        <circle cx={530} cy={64} r={28} fill={c.white} stroke={c.primary} strokeWidth={6} />
        <path
          d="M530 48 V64 L542 72"
          stroke={c.ink}
          strokeWidth={3.5}
          strokeLinecap="round"
          fill="none"
        />

        {/* bookcase */}
        <rect x={466} y={118} width={112} height={190} rx={8} fill={c.wood} />
        <rect x={474} y={126} width={96} height={174} rx={4} fill="#f3d6b3" />
        <rect x={474} y={182} width={96} height={6} fill={c.wood} />
        <rect x={474} y={240} width={96} height={6} fill={c.wood} />
        <Spine x={478} y={182} w={14} h={46} fill={c.primary} />
        <Spine x={493} y={182} w={12} h={40} fill={c.sun} />
        <Spine x={506} y={182} w={16} h={48} fill={c.berry} />
        <Spine x={523} y={182} w={12} h={38} fill={c.leaf} />
        <Spine x={540} y={182} w={13} h={42} fill={c.orange} tilt={12} />
        <Spine x={478} y={240} w={16} h={44} fill={c.sky} />
        <Spine x={495} y={240} w={12} h={48} fill={c.berry} />
        <Spine x={508} y={240} w={14} h={40} fill={c.primaryStrong} />
        <Spine x={523} y={240} w={12} h={46} fill={c.sun} />
        <Spine x={536} y={240} w={16} h={42} fill={c.leafMid} />
        <LyingBook x={480} y={284} w={80} h={16} fill={c.orange} label={false} />
        <LyingBook x={486} y={268} w={66} h={16} fill={c.primary} label={false} />

        {/* desks */}
        {[
          { x: 150, chair: c.primary },
          { x: 318, chair: c.berry },
        ].map(({ x, chair }) => (
          <g key={x}>
            <rect x={x + 10} y={282} width={8} height={76} fill={c.woodDark} />
            <rect x={x + 122} y={282} width={8} height={76} fill={c.woodDark} />
            <rect x={x} y={270} width={140} height={16} rx={6} fill={c.wood} />
            <rect x={x + 36} y={308} width={68} height={40} rx={12} fill={chair} />
            <rect x={x + 44} y={346} width={6} height={38} fill={c.ink} opacity={0.75} />
            <rect x={x + 90} y={346} width={6} height={38} fill={c.ink} opacity={0.75} />
            <rect x={x + 30} y={344} width={80} height={10} rx={5} fill={chair} />
          </g>
        ))}
        {/* laptop on the first desk, seen from behind, with a tiny bird logo */}
        <path d="M178 270 L184 226 H252 L258 270 Z" fill={c.inkFaint} />
        <circle cx={220} cy={248} r={7} fill={c.primary} />
        <circle cx={223} cy={246} r={1.6} fill={c.white} />
        {/* books and an apple on the second desk */}
        <LyingBook x={338} y={256} w={64} h={14} fill={c.leaf} label={false} />
        <LyingBook x={344} y={242} w={54} h={14} fill={c.sun} label={false} />
        <circle cx={430} cy={258} r={12} fill={c.berry} />
        <path d="M430 246 Q432 240 436 238" stroke={c.woodDark} strokeWidth={2.5} fill="none" />
        <path d="M432 244 Q440 236 446 242 Q440 248 432 244 Z" fill={c.leaf} />

        <BirdFigure x={372} y={4} scale={0.36} mood="waving" holding="book" animated />
      </g>
    </IllustrationFrame>
  );
}
