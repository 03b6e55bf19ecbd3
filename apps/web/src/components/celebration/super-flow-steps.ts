import type { Earning } from '@pagebird/contract';

/** One screen of the celebration super flow (spec §2 "Celebration super flow"). */
export type SuperFlowStep =
  | { kind: 'badge'; earning: Earning }
  | { kind: 'levelUp'; earning: Earning; level: number | null }
  | { kind: 'avatar'; earning: Earning }
  | { kind: 'gems'; gems: number; points: number };

/**
 * The screens in spec order: every badge first (one screen each), then the level up (one
 * screen, the highest level reached), then each new avatar, then the gems earned with the
 * points. Points alone (no gems) still get the last screen, so a reward is never silent.
 */
export function superFlowSteps(earnings: readonly Earning[], points: number): SuperFlowStep[] {
  const steps: SuperFlowStep[] = earnings
    .filter((e) => e.type === 'NEW_BADGE')
    .map((earning) => ({ kind: 'badge', earning }));

  const levelUps = earnings.filter((e) => e.type === 'LEVEL_UP');
  if (levelUps.length > 0) {
    const top = levelUps.reduce((a, b) => ((b.dataValue ?? 0) > (a.dataValue ?? 0) ? b : a));
    steps.push({ kind: 'levelUp', earning: top, level: top.dataValue });
  }

  for (const earning of earnings) {
    if (earning.type === 'NEW_AVATAR') steps.push({ kind: 'avatar', earning });
  }

  const gems = earnings
    .filter((e) => e.type === 'GEM_EARNED')
    .reduce((sum, e) => sum + Math.max(0, e.dataValue ?? 0), 0);
  const shownPoints = Math.max(0, points);
  if (gems > 0 || shownPoints > 0) steps.push({ kind: 'gems', gems, points: shownPoints });
  return steps;
}

/** Whether an action's outcome has anything to celebrate. */
export function hasCelebration(earnings: readonly Earning[], points: number): boolean {
  return superFlowSteps(earnings, points).length > 0;
}

/** The picture of a badge or avatar step (the earning's own, else its extra data's). */
export function earningImage(earning: Earning): string | null {
  return earning.imageUrl ?? earning.extraData?.imageUrl ?? null;
}
