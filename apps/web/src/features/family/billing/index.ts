/** The billing feature's public surface (route modules import from here). */
export { SignupFlow } from './components/signup-flow.tsx';
export { CardForm } from './components/card-form.tsx';
export { OfferPage } from './components/offer-page.tsx';
export { openClassTimeOver, ClassTimeOverOffer } from './components/class-time-over.tsx';
export { ManageSubscription } from './components/manage-subscription.tsx';
