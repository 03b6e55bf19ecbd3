/**
 * The celebration super flow, shared by the reader, quizzes, discovery zones and My Stuff.
 *
 * `<SuperFlow earnings={Earning[]} points={number} onClose={() => void} />` — see
 * `super-flow.tsx` for the props; `useSuperFlow()` opens the same flow from an event handler.
 */
export { SuperFlow, useSuperFlow, SUPER_FLOW_MODAL, type SuperFlowProps } from './super-flow.tsx';
export { SuperFlowView, type SuperFlowViewProps } from './super-flow-view.tsx';
export {
  superFlowSteps,
  hasCelebration,
  earningImage,
  type SuperFlowStep,
} from './super-flow-steps.ts';
export { formatPoints } from './format-points.ts';
export { Confetti } from './confetti.tsx';
