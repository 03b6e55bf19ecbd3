import { BirdFigure } from './bird';
import { IllustrationFrame, type IllustrationProps, useSvgIds } from './frame';
import { palette as c } from './palette';
import { Cloud, Heart, LyingBook, Sparkle } from './shapes';
import styles from './illustrations.module.css';

function Flower({ x, y, petal }: { x: number; y: number; petal: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0 V18" stroke={c.leafDeep} strokeWidth={2.5} strokeLinecap="round" />
      <g fill={petal}>
        <circle cx={0} cy={-6} r={4.5} />
        <circle cx={5.7} cy={-1.9} r={4.5} />
        <circle cx={3.5} cy={4.9} r={4.5} />
        <circle cx={-3.5} cy={4.9} r={4.5} />
        <circle cx={-5.7} cy={-1.9} r={4.5} />
      </g>
      <circle r={3.6} fill={c.sun} />
    </g>
  );
}

/** A little open book flying like a bird. */
function BookBird({ x, y, s = 1, cover }: { x: number; y: number; s?: number; cover: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path
        d="M0 4 Q-12 -8 -26 -6 L-24 0 Q-12 -2 0 8 Q12 -2 24 0 L26 -6 Q12 -8 0 4 Z"
        fill={cover}
      />
      <path d="M0 3 Q-11 -10 -23 -9 L-22 -3 Q-11 -4 0 6 Z" fill={c.white} />
      <path d="M0 3 Q11 -10 23 -9 L22 -3 Q11 -4 0 6 Z" fill={c.surfaceAlt} />
    </g>
  );
}

/** Landing hero: sunny hills, a leafy tree, an open book full of stories and the waving bird. */
export function HeroScene(props: IllustrationProps) {
  const id = useSvgIds();
  return (
    <IllustrationFrame
      width={900}
      height={480}
      defaultSize={900}
      defaultLabel="Pagebird waving from a stack of books on a sunny hill, beside a leafy tree and an open book full of stories"
      {...props}
    >
      <defs>
        <linearGradient id={id('sky')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.skySoft} />
          <stop offset="0.75" stopColor="#fff6e2" />
        </linearGradient>
        <clipPath id={id('frame')}>
          <rect width={900} height={480} rx={36} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id('frame')})`}>
        <rect width={900} height={480} fill={`url(#${id('sky')})`} />

        {/* sun */}
        <circle cx={800} cy={92} r={68} fill={c.sunSoft} />
        <g stroke={c.sun} strokeWidth={7} strokeLinecap="round">
          {Array.from({ length: 10 }, (_, i) => {
            const a = (i * Math.PI) / 5;
            const x1 = 800 + Math.cos(a) * 50;
            const y1 = 92 + Math.sin(a) * 50;
            const x2 = 800 + Math.cos(a) * 61;
            const y2 = 92 + Math.sin(a) * 61;
            return (
              <path
                key={i}
                d={`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`}
              />
            );
          })}
        </g>
        <circle cx={800} cy={92} r={40} fill={c.sun} />

        <Cloud x={96} y={108} s={1.1} className={styles.drift} />
        <Cloud x={436} y={74} s={0.75} className={styles.drift} />
        <BookBird x={556} y={120} s={1.5} cover={c.berry} />
        <BookBird x={640} y={74} s={1.1} cover={c.primary} />
        <BookBird x={492} y={176} s={0.9} cover={c.orange} />
        <Sparkle x={300} y={70} r={11} className={styles.twinkle} />
        <Sparkle x={660} y={50} r={8} fill={c.berry} className={styles.twinkleLate} />
        <Sparkle x={60} y={200} r={7} fill={c.sky} className={styles.twinkleLate} />
        <Sparkle x={860} y={230} r={9} className={styles.twinkle} />

        {/* hills */}
        <path
          d="M0 300 C140 236 300 246 430 292 C560 248 730 226 900 272 V480 H0 Z"
          fill="#c4ead4"
        />
        <path
          d="M0 356 C190 302 350 318 470 348 C610 310 800 318 900 352 V480 H0 Z"
          fill={c.leafLight}
        />
        <path d="M0 428 C300 404 600 404 900 428 V480 H0 Z" fill={c.leafMid} />
        <path
          d="M372 480 C394 446 338 420 392 392 C424 376 470 366 462 342 L478 342 C494 370 452 390 426 402 C386 424 446 450 470 480 Z"
          fill="#f8e8c6"
        />

        {/* tree */}
        <path d="M146 368 Q156 316 148 248 H174 Q166 316 182 368 Z" fill={c.woodDark} />
        <path
          d="M160 300 Q186 286 200 262"
          stroke={c.woodDark}
          strokeWidth={9}
          strokeLinecap="round"
          fill="none"
        />
        <circle cx={118} cy={236} r={44} fill={c.leaf} />
        <circle cx={206} cy={232} r={46} fill={c.leaf} />
        <circle cx={162} cy={190} r={58} fill={c.leafMid} />
        <circle cx={124} cy={224} r={32} fill={c.leafMid} />
        <circle cx={198} cy={222} r={34} fill={c.leafMid} />
        <circle cx={144} cy={168} r={18} fill={c.leafLight} opacity={0.7} />
        <g fill={c.berry}>
          <circle cx={128} cy={204} r={7} />
          <circle cx={184} cy={178} r={7} />
          <circle cx={206} cy={236} r={7} />
          <circle cx={150} cy={244} r={7} />
        </g>

        {/* open book full of stories */}
        <ellipse cx={318} cy={426} rx={132} ry={12} fill={c.shadow} />
        <path
          d="M318 396 Q262 370 196 380 L198 420 Q260 410 318 428 Q376 410 438 420 L440 380 Q374 370 318 396 Z"
          fill={c.primary}
        />
        <path d="M318 390 Q264 360 204 368 L206 410 Q262 402 318 420 Z" fill={c.white} />
        <path d="M318 390 Q372 360 432 368 L430 410 Q374 402 318 420 Z" fill={c.surfaceAlt} />
        <g stroke={c.sky} strokeWidth={3} strokeLinecap="round" fill="none">
          <path d="M222 382 Q260 376 300 392" />
          <path d="M222 394 Q260 388 300 404" />
          <path d="M336 392 Q376 376 414 382" />
          <path d="M336 404 Q376 388 414 394" />
        </g>
        {/* stories drifting out of the book */}
        <g className={styles.twinkle}>
          <Sparkle x={268} y={330} r={14} />
        </g>
        <Heart x={360} y={320} s={1.3} className={styles.twinkleLate} />
        <g
          stroke={c.primaryStrong}
          strokeWidth={4.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        >
          <path d="M300 300 L310 270 L320 300 M304 290 H316" />
          <path d="M392 276 V246 L410 242 V272" />
        </g>
        <circle cx={387} cy={278} r={6} fill={c.primaryStrong} />
        <circle cx={405} cy={274} r={6} fill={c.primaryStrong} />
        <path d="M232 296 A16 16 0 1 0 250 276 A12 12 0 1 1 232 296 Z" fill={c.orange} />

        {/* a stack of books with the bird on top */}
        <ellipse cx={664} cy={416} rx={104} ry={10} fill={c.shadow} />
        <LyingBook x={578} y={376} w={172} h={36} fill={c.berry} />
        <LyingBook x={594} y={342} w={150} h={34} fill={c.sun} tilt={-1.5} />
        <LyingBook x={586} y={310} w={160} h={32} fill={c.primary} tilt={1} />

        <g fill={c.white}>
          <Flower x={70} y={398} petal={c.white} />
          <Flower x={520} y={400} petal={c.berrySoft} />
          <Flower x={810} y={394} petal={c.white} />
          <Flower x={860} y={420} petal={c.sunSoft} />
          <Flower x={250} y={444} petal={c.berrySoft} />
        </g>
      </g>
      <BirdFigure x={568} y={140} scale={0.95} mood="waving" shadow={false} animated />
    </IllustrationFrame>
  );
}
