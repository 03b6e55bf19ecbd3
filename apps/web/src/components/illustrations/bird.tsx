import { palette as c } from './palette';
import styles from './illustrations.module.css';

export type BirdMood = 'happy' | 'reading' | 'waving' | 'sleepy';
export type BirdHolding = 'book' | 'map' | 'nothing';
export type BirdLook = 'forward' | 'down' | 'up' | 'side';

export interface BirdFigureProps {
  /** Top-left corner of the bird's 200 × 200 drawing box in the parent's coordinates. */
  x?: number;
  y?: number;
  scale?: number;
  mood?: BirdMood;
  holding?: BirdHolding;
  look?: BirdLook;
  /** Mirror the bird so it faces the other way. */
  flip?: boolean;
  animated?: boolean;
  bookColour?: string;
  shadow?: boolean;
}

const EYES: Record<BirdLook, [number, number, number, number]> = {
  forward: [76, 96, 124, 96],
  down: [79, 104, 121, 104],
  up: [78, 89, 122, 89],
  side: [84, 97, 130, 97],
};

function Eye({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={9.5} fill={c.ink} />
      <circle cx={cx + 3.2} cy={cy - 3.4} r={3.3} fill={c.white} />
      <circle cx={cx - 3} cy={cy + 3.4} r={1.5} fill={c.white} opacity={0.85} />
    </g>
  );
}

function OpenBook({ colour }: { colour: string }) {
  return (
    <g>
      <path
        d="M100 142 Q75 131 48 137 L50 171 Q77 164 100 175 Q123 164 150 171 L152 137 Q125 131 100 142 Z"
        fill={colour}
      />
      <path d="M100 140 Q78 129 55 134 L56 164 Q79 158 100 168 Z" fill={c.white} />
      <path d="M100 140 Q122 129 145 134 L144 164 Q121 158 100 168 Z" fill={c.surfaceAlt} />
      <path d="M100 140 V168" stroke={c.border} strokeWidth={2} />
      <g stroke={c.sky} strokeWidth={2.6} strokeLinecap="round" fill="none">
        <path d="M63 142 Q76 139 91 145" />
        <path d="M63 150 Q76 147 91 153" />
        <path d="M63 158 Q72 156 82 159" />
        <path d="M109 145 Q124 139 137 142" />
        <path d="M109 153 Q124 147 137 150" />
      </g>
      <path d="M128 135 L128 150 L132 146 L136 150 L136 134 Z" fill={c.sun} />
    </g>
  );
}

function Map() {
  return (
    <g>
      <path d="M34 128 L78 121 L78 166 L35 173 Z" fill={c.white} />
      <path d="M78 121 L122 128 L122 173 L78 166 Z" fill={c.sunSoft} />
      <path d="M122 128 L166 121 L165 166 L122 173 Z" fill={c.white} />
      <g stroke={c.sunDeep} strokeWidth={1.6} strokeLinejoin="round" fill="none" opacity={0.6}>
        <path d="M34 128 L78 121 L122 128 L166 121 L165 166 L122 173 L78 166 L35 173 Z" />
        <path d="M78 121 V166 M122 128 V173" />
      </g>
      <path d="M68 136 Q80 128 92 134 Q98 144 88 150 Q74 152 68 136 Z" fill={c.leafLight} />
      <path d="M79 134 L82 126 L85 134 Z" fill={c.leafDeep} />
      <path d="M110 152 Q118 144 130 146 Q136 156 126 162 Q114 164 110 152 Z" fill={c.sky} />
      <path
        d="M66 160 Q80 150 96 156 Q110 162 112 148 Q114 136 128 136"
        stroke={c.berry}
        strokeWidth={3}
        strokeDasharray="1 6"
        strokeLinecap="round"
        fill="none"
      />
      <g stroke={c.berryDeep} strokeWidth={3.4} strokeLinecap="round">
        <path d="M130 128 L138 136" />
        <path d="M138 128 L130 136" />
      </g>
    </g>
  );
}

/**
 * Pagebird's mascot drawn as an SVG group in its own 200 × 200 box: a round blue bird with a cream
 * belly, two head feathers, rosy cheeks and a little orange beak.
 */
export function BirdFigure({
  x = 0,
  y = 0,
  scale = 1,
  mood = 'happy',
  holding = 'book',
  look,
  flip = false,
  animated = false,
  bookColour = c.berry,
  shadow = true,
}: BirdFigureProps) {
  const eyeLook: BirdLook = look ?? (mood === 'reading' ? 'down' : 'forward');
  const [lx, ly, rx, ry] = EYES[eyeLook];
  const anim = (name: keyof typeof styles) => (animated ? styles[name] : undefined);
  const waving = mood === 'waving';
  const sleepy = mood === 'sleepy';

  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <g transform={flip ? 'translate(200 0) scale(-1 1)' : undefined}>
        {shadow && <ellipse cx={100} cy={184} rx={54} ry={7} fill={c.shadow} />}
        <g className={anim(sleepy ? 'breathe' : 'bob')}>
          {/* feet */}
          <path d="M76 183 Q76 172 86 172 Q96 172 96 183 Z" fill={c.orange} />
          <path d="M104 183 Q104 172 114 172 Q124 172 124 183 Z" fill={c.orange} />
          {/* tail */}
          <path
            d="M146 150 Q170 160 188 146 Q176 145 170 140 Q184 134 190 120 Q170 128 150 132 Z"
            fill={c.primaryStrong}
          />
          {/* head feathers */}
          <path d="M97 54 C90 38 98 24 112 24 C104 31 102 40 106 52 Z" fill={c.primaryStrong} />
          <path d="M104 54 C106 40 118 32 130 36 C120 39 114 45 113 55 Z" fill={c.primary} />
          {/* body */}
          <ellipse cx={100} cy={112} rx={66} ry={62} fill={c.primary} />
          <ellipse
            cx={70}
            cy={76}
            rx={17}
            ry={9}
            transform="rotate(-32 70 76)"
            fill={c.birdLight}
            opacity={0.7}
          />
          <ellipse cx={100} cy={130} rx={45} ry={40} fill={c.cream} />
          {/* face */}
          <ellipse cx={62} cy={117} rx={10} ry={6.5} fill={c.berry} opacity={0.32} />
          <ellipse cx={138} cy={117} rx={10} ry={6.5} fill={c.berry} opacity={0.32} />
          {sleepy ? (
            <g stroke={c.ink} strokeWidth={4} strokeLinecap="round" fill="none">
              <path d="M66 99 Q76 106 86 99" />
              <path d="M114 99 Q124 106 134 99" />
            </g>
          ) : (
            <g className={anim('blink')}>
              <Eye cx={lx} cy={ly} />
              <Eye cx={rx} cy={ry} />
            </g>
          )}
          <path d="M89 108 Q100 101 111 108 Q104 121 100 122 Q96 121 89 108 Z" fill={c.orange} />
          <path
            d="M93 113 Q100 116 107 113 Q103 121 100 122 Q97 121 93 113 Z"
            fill={c.orangeDeep}
          />
          {/* what the bird holds */}
          {holding === 'book' && <OpenBook colour={bookColour} />}
          {holding === 'map' && <Map />}
          {/* wings */}
          {holding === 'nothing' ? (
            <path
              d="M38 104 Q20 134 40 154 Q54 152 55 136 Q53 116 38 104 Z"
              fill={c.primaryStrong}
            />
          ) : (
            <path
              d="M42 112 Q27 142 50 160 Q65 163 64 149 Q58 128 42 112 Z"
              fill={c.primaryStrong}
            />
          )}
          {waving ? (
            <g className={anim('wave')}>
              <path
                d="M148 114 C150 88 162 62 178 50 C190 42 196 56 190 68 C182 88 168 104 158 118 Z"
                fill={c.primaryStrong}
              />
              <g stroke={c.sky} strokeWidth={3} strokeLinecap="round" fill="none">
                <path d="M196 38 Q204 46 204 58" />
                <path d="M186 28 Q196 30 202 36" />
              </g>
            </g>
          ) : holding === 'nothing' ? (
            <path
              d="M162 104 Q180 134 160 154 Q146 152 145 136 Q147 116 162 104 Z"
              fill={c.primaryStrong}
            />
          ) : (
            <path
              d="M158 112 Q173 142 150 160 Q135 163 136 149 Q142 128 158 112 Z"
              fill={c.primaryStrong}
            />
          )}
        </g>
        {sleepy && (
          <g
            stroke={c.primaryStrong}
            strokeWidth={3.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          >
            <path className={anim('floatUp')} d="M146 46 H156 L146 56 H156" />
            <path
              className={anim('floatUp')}
              style={animated ? { animationDelay: '1.5s' } : undefined}
              d="M162 26 H175 L162 39 H175"
            />
            <path
              className={anim('floatUp')}
              style={animated ? { animationDelay: '3s' } : undefined}
              d="M182 2 H198 L182 18 H198"
            />
          </g>
        )}
      </g>
    </g>
  );
}
