/**
 * Shared cast and props for the "Starling Station" series: Mina, Tobi, Sprocket the robot,
 * Saturn, the station wheel and the little moon Pebble.
 */
import {
  blob,
  circle,
  darken,
  ellipse,
  g,
  line,
  path,
  person,
  place,
  planet,
  rect,
  seeded,
  HAIR,
  SKIN,
  eyes,
  type Part,
  type PersonPose,
  type Mood,
} from '../../art/index.ts';

export const STARLING = 'Starling Station';
export const AUTHOR = 'Ines Calloway-Reyes';
export const ILLUSTRATOR = 'Sasha Doodlebrook';

export function mina(
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
): Part {
  return person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[5],
    hair: HAIR.black,
    hairStyle: 'bun',
    shirt: '#ff7b29',
    pants: '#ff7b29',
    shoes: '#ffffff',
  });
}

export function tobi(
  x: number,
  y: number,
  s: number,
  pose: PersonPose = 'stand',
  mood: Mood = 'smile',
  flip = false,
): Part {
  return person({
    x,
    y,
    s,
    pose,
    mood,
    flip,
    skin: SKIN[0],
    hair: HAIR.blond,
    hairStyle: 'spiky',
    shirt: '#4d96ff',
    pants: '#4d96ff',
    shoes: '#ffffff',
    glasses: true,
  });
}

/** Sprocket: a round, flat cleaning robot with a camera on a bendy stalk. */
export function sprocket(x: number, y: number, s: number, mood: Mood = 'happy'): Part {
  return g(
    place(x, y, s),
    ellipse(0, -6, 70, 14, '#000000', { opacity: 0.15 }),
    line('M10 -40Q30 -90 10 -110', '#8a8fa3', 6),
    circle(10, -118, 18, '#e6e6f5', { stroke: '#8a8fa3', strokeWidth: 4 }),
    eyes(10, -120, 14, 4, mood),
    ellipse(0, -26, 70, 24, '#e6e6f5'),
    ellipse(0, -34, 64, 16, '#ffffff'),
    rect(-40, -24, 80, 8, '#ff7b29', { rx: 4 }),
    circle(-44, -10, 8, '#3a3a48'),
    circle(44, -10, 8, '#3a3a48'),
    circle(40, -34, 4, '#7ef0c1'),
  );
}

/** Saturn: butterscotch stripes and wide icy rings. */
export function saturn(x: number, y: number, r: number): Part {
  return (
    planet(x, y, r, '#e8c57a', true) +
    path(
      `M${x - r * 0.95} ${y + r * 0.25}Q${x} ${y + r * 0.4} ${x + r * 0.95} ${y + r * 0.2}`,
      'none',
      { stroke: '#d9a95a', strokeWidth: r * 0.1, strokeLinecap: 'round', opacity: 0.7 },
    )
  );
}

/** The station: a slowly turning white wheel with a hub, spokes and solar panels. */
export function station(x: number, y: number, s: number, lights = false): Part {
  const spokes = [0, 60, 120].map((a) =>
    g({ transform: `rotate(${a})` }, rect(-110, -6, 220, 12, '#cfd3e6')),
  );
  const modules = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
    const a = (i / 8) * Math.PI * 2;
    return circle(Math.cos(a) * 110, Math.sin(a) * 110, 18, i % 2 ? '#ffffff' : '#e6e9f7', {
      stroke: '#aab0cc',
      strokeWidth: 3,
    });
  });
  const glow = lights
    ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => {
        const a = (i / 12) * Math.PI * 2 + 0.26;
        return (
          circle(Math.cos(a) * 132, Math.sin(a) * 132, 7, '#ffe066') +
          circle(Math.cos(a) * 132, Math.sin(a) * 132, 16, '#ffe066', { opacity: 0.3 })
        );
      })
    : [];
  return g(
    place(x, y, s),
    rect(-240, -26, 90, 52, '#3a5bd9', { stroke: '#9fb3ff', strokeWidth: 3 }),
    rect(150, -26, 90, 52, '#3a5bd9', { stroke: '#9fb3ff', strokeWidth: 3 }),
    line('M-150 0H-40M40 0H150', '#cfd3e6', 8),
    circle(0, 0, 110, 'none', { stroke: '#f4f5fb', strokeWidth: 26 }),
    circle(0, 0, 110, 'none', { stroke: '#cfd3e6', strokeWidth: 4, strokeDasharray: '10 18' }),
    ...spokes,
    ...modules,
    circle(0, 0, 34, '#ffffff', { stroke: '#aab0cc', strokeWidth: 4 }),
    circle(0, 0, 14, '#7fd3ff'),
    ...glow,
  );
}

/** Pebble: a small lumpy grey moon, optionally with its beacon tower and cracked panel. */
export function pebble(x: number, y: number, r: number, small: boolean): Part {
  const rand = seeded(`pebble${r}`);
  return g(
    place(x, y, 1),
    path(blob(0, 0, r, r * 0.82, rand, 9, 0.12), '#9a98a8'),
    path(blob(-r * 0.1, -r * 0.1, r * 0.85, r * 0.65, rand, 8, 0.1), '#aeacbb'),
    circle(-r * 0.35, r * 0.2, r * 0.14, darken('#9a98a8', 0.12)),
    circle(r * 0.3, r * 0.35, r * 0.09, darken('#9a98a8', 0.12)),
    circle(r * 0.1, -r * 0.2, r * 0.07, darken('#9a98a8', 0.12)),
    small
      ? ''
      : line(`M${r * 0.05} ${-r * 0.6}V${-r * 1.05}`, '#5b5f6e', r * 0.05) +
          circle(r * 0.05, -r * 1.08, r * 0.06, '#ff5d5d') +
          rect(r * 0.2, -r * 0.72, r * 0.5, r * 0.32, '#2b3a8a', {
            stroke: '#cfd3e6',
            strokeWidth: r * 0.02,
          }) +
          line(
            `M${r * 0.22} ${-r * 0.46}L${r * 0.4} ${-r * 0.62}L${r * 0.48} ${-r * 0.52}L${r * 0.68} ${-r * 0.7}`,
            '#ffffff',
            r * 0.02,
          ),
  );
}
