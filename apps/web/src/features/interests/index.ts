/** The interests feature's public surface (route modules import from here). */
export { InterestsPicker } from './components/interests-picker.tsx';
export { interestsKeys } from './api/keys.ts';
