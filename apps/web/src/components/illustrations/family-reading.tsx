import { BirdFigure } from './bird';
import { IllustrationFrame, type IllustrationProps } from './frame';
import { palette as c } from './palette';
import { Heart, LyingBook, Sparkle } from './shapes';
import styles from './illustrations.module.css';

/** A grown-up and a child sharing a book on a cosy sofa, drawn in simple flat shapes. */
export function FamilyReading(props: IllustrationProps) {
  return (
    <IllustrationFrame
      width={600}
      height={420}
      defaultSize={520}
      defaultLabel="A grown-up and a child sharing a picture book on a cosy sofa"
      {...props}
    >
      <path
        d="M70 120 C70 50 150 20 300 24 C460 28 540 60 540 150 C540 250 560 380 300 386 C60 392 70 230 70 120 Z"
        fill={c.sunSoft}
      />
      <ellipse cx={300} cy={386} rx={236} ry={20} fill={c.berrySoft} />

      {/* picture on the wall */}
      <rect x={250} y={52} width={100} height={74} rx={8} fill={c.white} />
      <rect x={258} y={60} width={84} height={58} rx={4} fill={c.skySoft} />
      <path d="M258 118 Q290 84 318 104 Q330 96 342 104 V118 Z" fill={c.leafLight} />
      <circle cx={324} cy={76} r={8} fill={c.sun} />

      {/* lamp */}
      <path d="M104 374 H144" stroke={c.ink} strokeWidth={6} strokeLinecap="round" />
      <path d="M124 374 V150" stroke={c.ink} strokeWidth={5} />
      <path d="M94 150 L108 96 H140 L154 150 Z" fill={c.orange} />
      <path d="M104 150 L112 116 H136 L144 150 Z" fill="rgb(255 255 255 / 0.22)" />

      {/* sofa */}
      <rect x={160} y={176} width={300} height={130} rx={36} fill={c.leafMid} />
      <rect x={176} y={190} width={130} height={100} rx={26} fill={c.leafLight} opacity={0.55} />
      <rect x={314} y={190} width={130} height={100} rx={26} fill={c.leafLight} opacity={0.55} />
      <rect x={150} y={282} width={320} height={58} rx={22} fill={c.leaf} />
      <rect x={128} y={236} width={56} height={112} rx={26} fill={c.leafMid} />
      <rect x={436} y={236} width={56} height={112} rx={26} fill={c.leafMid} />
      <rect x={160} y={346} width={14} height={22} rx={4} fill={c.woodDark} />
      <rect x={446} y={346} width={14} height={22} rx={4} fill={c.woodDark} />

      {/* grown-up */}
      <rect x={234} y={300} width={26} height={68} rx={10} fill={c.primaryStrong} />
      <rect x={266} y={300} width={26} height={68} rx={10} fill={c.primaryStrong} />
      <rect x={226} y={362} width={36} height={14} rx={7} fill={c.ink} />
      <rect x={264} y={362} width={36} height={14} rx={7} fill={c.ink} />
      <rect x={216} y={286} width={94} height={30} rx={15} fill={c.primaryStrong} />
      <path d="M214 300 Q212 218 262 206 Q312 218 310 300 Z" fill={c.sun} />
      <rect x={250} y={182} width={24} height={30} rx={10} fill={c.skinDeep} />
      <circle cx={262} cy={156} r={36} fill={c.skinDeep} />
      <path
        d="M224 158 C220 118 252 104 276 112 C300 118 306 140 300 160 C290 138 266 128 240 140 C232 146 228 152 224 158 Z"
        fill={c.hairDark}
      />
      <circle cx={262} cy={112} r={16} fill={c.hairDark} />

      {/* child */}
      <rect x={352} y={310} width={15} height={46} rx={7} fill={c.skinLight} />
      <rect x={378} y={310} width={15} height={46} rx={7} fill={c.skinLight} />
      <rect x={350} y={348} width={19} height={8} fill={c.white} />
      <rect x={376} y={348} width={19} height={8} fill={c.white} />
      <rect x={346} y={354} width={24} height={12} rx={6} fill={c.berry} />
      <rect x={374} y={354} width={24} height={12} rx={6} fill={c.berry} />
      <rect x={338} y={296} width={70} height={24} rx={12} fill={c.primary} />
      <path d="M334 306 Q334 240 372 232 Q410 240 410 306 Z" fill={c.berry} />
      <circle cx={372} cy={202} r={30} fill={c.skinLight} />
      <path
        d="M342 204 C338 174 358 162 374 164 C392 166 404 180 402 202 C392 186 372 180 352 190 Z"
        fill={c.hairWarm}
      />
      <circle cx={340} cy={190} r={13} fill={c.hairWarm} />
      <circle cx={404} cy={190} r={13} fill={c.hairWarm} />

      {/* simple closed, happy eyes looking down at the book, and rosy cheeks */}
      <g stroke={c.ink} strokeWidth={3} strokeLinecap="round" fill="none">
        <path d="M245 162 Q251 167 257 162" />
        <path d="M269 162 Q275 167 281 162" />
        <path d="M358 208 Q363 212 368 208" />
        <path d="M378 208 Q383 212 388 208" />
      </g>
      <g fill={c.berry} opacity={0.3}>
        <ellipse cx={244} cy={176} rx={7} ry={4.5} />
        <ellipse cx={284} cy={176} rx={7} ry={4.5} />
        <ellipse cx={356} cy={220} rx={6} ry={4} />
        <ellipse cx={390} cy={220} rx={6} ry={4} />
      </g>

      {/* the shared book */}
      <path
        d="M318 266 Q290 250 262 256 L264 300 Q292 294 318 308 Q344 294 372 300 L374 256 Q346 250 318 266 Z"
        fill={c.orange}
      />
      <path d="M318 262 Q294 246 268 251 L270 294 Q294 290 318 302 Z" fill={c.white} />
      <path d="M318 262 Q342 246 368 251 L366 294 Q342 290 318 302 Z" fill={c.surfaceAlt} />
      <circle cx={292} cy={272} r={8} fill={c.sky} />
      <path
        d="M280 288 Q292 280 306 290"
        stroke={c.leafMid}
        strokeWidth={4}
        strokeLinecap="round"
        fill="none"
      />
      <g stroke={c.inkFaint} strokeWidth={2.4} strokeLinecap="round">
        <path d="M330 266 H356" />
        <path d="M330 276 H356" />
        <path d="M330 286 H348" />
      </g>
      {/* sleeves and hands holding the book */}
      <path
        d="M226 248 Q236 290 266 286"
        stroke={c.sun}
        strokeWidth={18}
        strokeLinecap="round"
        fill="none"
      />
      <circle cx={268} cy={284} r={10} fill={c.skinDeep} />
      <path
        d="M398 258 Q392 290 372 286"
        stroke={c.berry}
        strokeWidth={15}
        strokeLinecap="round"
        fill="none"
      />
      <circle cx={370} cy={284} r={8.5} fill={c.skinLight} />

      {/* the bird reads along from the sofa arm */}
      <BirdFigure x={426} y={164} scale={0.38} mood="reading" holding="nothing" look="side" flip />

      {/* a few books on the floor */}
      <LyingBook x={498} y={358} w={70} h={16} fill={c.primary} label={false} />
      <LyingBook x={504} y={342} w={58} h={16} fill={c.berry} label={false} tilt={-3} />

      <Heart x={318} y={222} s={1.1} className={styles.twinkle} />
      <Heart x={420} y={140} s={0.8} fill={c.orange} className={styles.twinkleLate} />
      <Sparkle x={202} y={120} r={9} className={styles.twinkleLate} />
      <Sparkle x={470} y={100} r={7} fill={c.sky} className={styles.twinkle} />
    </IllustrationFrame>
  );
}
