import { IllustrationFrame, type IllustrationProps } from './frame';
import { palette as c } from './palette';
import { Sparkle } from './shapes';
import styles from './illustrations.module.css';

/** A small, sheepish rain cloud wearing a plaster, over a flower safe under an umbrella. */
export function StormCloud(props: IllustrationProps) {
  return (
    <IllustrationFrame
      width={320}
      height={260}
      defaultSize={280}
      defaultLabel="A small rain cloud with a plaster, and a flower sheltering under an umbrella"
      {...props}
    >
      <circle cx={160} cy={130} r={116} fill={c.sunSoft} />
      {/* the sun peeking out */}
      <circle cx={236} cy={66} r={30} fill={c.sun} />
      {/* cloud */}
      <g className={styles.drift}>
        <path
          d="M98 136 C70 136 62 108 84 96 C84 70 112 60 130 72 C140 44 186 40 198 70 C222 64 244 84 236 108 C252 114 250 136 230 136 Z"
          fill={c.cloud}
        />
        <path
          d="M98 136 C84 136 74 128 74 118 C90 126 210 128 246 118 C246 130 240 136 230 136 Z"
          fill={c.cloudDeep}
        />
        <g fill={c.ink}>
          <circle cx={140} cy={104} r={5.5} />
          <circle cx={182} cy={104} r={5.5} />
        </g>
        <circle cx={142} cy={102} r={1.8} fill={c.white} />
        <circle cx={184} cy={102} r={1.8} fill={c.white} />
        <ellipse cx={128} cy={116} rx={8} ry={5} fill={c.berry} opacity={0.3} />
        <ellipse cx={194} cy={116} rx={8} ry={5} fill={c.berry} opacity={0.3} />
        <path
          d="M152 116 Q161 122 170 116"
          stroke={c.ink}
          strokeWidth={3.2}
          strokeLinecap="round"
          fill="none"
        />
        {/* plaster */}
        <g transform="rotate(-24 124 74)">
          <rect x={96} y={64} width={58} height={20} rx={10} fill="#f4c38f" />
          <rect x={114} y={64} width={22} height={20} fill="#e7a96c" />
          <g fill="#c98a55">
            <circle cx={104} cy={70} r={1.3} />
            <circle cx={104} cy={78} r={1.3} />
            <circle cx={146} cy={70} r={1.3} />
            <circle cx={146} cy={78} r={1.3} />
          </g>
        </g>
      </g>
      {/* rain */}
      <g fill={c.sky}>
        <path d="M120 150 Q126 160 126 164 A6 6 0 0 1 114 164 Q114 160 120 150 Z" />
        <path d="M268 156 Q274 166 274 170 A6 6 0 0 1 262 170 Q262 166 268 156 Z" />
        <path d="M96 176 Q101 184 101 188 A5 5 0 0 1 91 188 Q91 184 96 176 Z" />
      </g>
      {/* umbrella and flower */}
      <ellipse cx={160} cy={240} rx={96} ry={10} fill={c.leafSoft} />
      <path
        d="M160 182 V232"
        stroke={c.leafMid}
        strokeWidth={4}
        strokeLinecap="round"
        fill="none"
      />
      <path d="M160 222 Q146 212 142 220 Q150 228 160 224 Z" fill={c.leafMid} />
      <path d="M160 214 Q174 204 178 212 Q170 220 160 216 Z" fill={c.leafMid} />
      <g fill={c.berry}>
        <circle cx={160} cy={196} r={7} />
        <circle cx={150} cy={204} r={7} />
        <circle cx={170} cy={204} r={7} />
        <circle cx={154} cy={215} r={7} />
        <circle cx={166} cy={215} r={7} />
      </g>
      <circle cx={160} cy={207} r={6} fill={c.sun} />
      <path
        d="M188 176 V226 Q188 236 178 236"
        stroke={c.ink}
        strokeWidth={4}
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M128 180 Q132 148 188 146 Q244 148 248 180 Q238 172 228 180 Q218 172 208 180 Q198 172 188 180 Q178 172 168 180 Q158 172 148 180 Q138 172 128 180 Z"
        fill={c.primary}
      />
      <path
        d="M168 180 Q170 154 188 146 Q206 154 208 180 Q198 172 188 180 Q178 172 168 180 Z"
        fill={c.sun}
      />
      <circle cx={188} cy={144} r={3.5} fill={c.ink} />
      <Sparkle x={62} y={72} r={9} className={styles.twinkle} />
      <Sparkle x={272} y={150} r={7} fill={c.berry} className={styles.twinkleLate} />
    </IllustrationFrame>
  );
}
