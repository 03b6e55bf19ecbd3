import type { ComponentType } from 'react';
import type { WebRouteName } from '@pagebird/contract';

export type RouteModule = { default: ComponentType };
export type RouteModuleLoader = () => Promise<RouteModule>;

/**
 * One lazy page module per WEB_ROUTES name (code-split per route). The typed record makes a new
 * route in the contract fail the build until it has a page.
 */
export const ROUTE_MODULES: Record<WebRouteName, RouteModuleLoader> = {
  // Public
  home: () => import('./routes/public/home.tsx'),
  login: () => import('./routes/public/login.tsx'),
  signup: () => import('./routes/public/signup.tsx'),
  invite: () => import('./routes/public/invite.tsx'),
  offer: () => import('./routes/public/offer.tsx'),
  'class-code': () => import('./routes/public/class-code.tsx'),
  'password-reset': () => import('./routes/public/password-reset.tsx'),
  'password-update': () => import('./routes/public/password-update.tsx'),
  'educator-signup': () => import('./routes/public/educator-signup.tsx'),
  privacy: () => import('./routes/public/content/privacy.tsx'),
  terms: () => import('./routes/public/content/terms.tsx'),
  'privacy-policy': () => import('./routes/public/content/privacy.tsx'),
  'terms-of-service': () => import('./routes/public/content/terms.tsx'),
  faq: () => import('./routes/public/content/faq.tsx'),
  'media-kit': () => import('./routes/public/content/media-kit.tsx'),
  'about-us': () => import('./routes/public/content/about-us.tsx'),
  'childrens-privacy': () => import('./routes/public/content/childrens-privacy.tsx'),
  'childrens-privacy-policy': () => import('./routes/public/content/childrens-privacy.tsx'),
  'desktop-usage': () => import('./routes/public/content/desktop-usage.tsx'),
  stackathon: () => import('./routes/public/content/stackathon.tsx'),
  educators: () => import('./routes/public/content/educators.tsx'),
  teacher: () => import('./routes/shared/redirect-only.tsx'),
  'educator-resources': () => import('./routes/public/content/educator-resources.tsx'),
  summer2025: () => import('./routes/public/content/summer2025.tsx'),
  giveaway: () => import('./routes/public/content/giveaway.tsx'),
  welcomeback: () => import('./routes/public/content/welcomeback.tsx'),
  students: () => import('./routes/public/students.tsx'),
  app: () => import('./routes/public/app-redirect.tsx'),
  promo: () => import('./routes/public/content/promo.tsx'),

  // Any signed-in role
  'profile-select': () => import('./routes/parent/profile-select.tsx'),
  browse: () => import('./routes/kid/browse.tsx'),
  'discovery-zone': () => import('./routes/kid/discovery-zone.tsx'),
  favorites: () => import('./routes/kid/favorites.tsx'),
  search: () => import('./routes/kid/search.tsx'),
  'book-details': () => import('./routes/kid/book-details.tsx'),
  reader: () => import('./routes/kid/reader.tsx'),
  'book-series': () => import('./routes/kid/book-series.tsx'),
  'book-collection': () => import('./routes/kid/book-collection.tsx'),
  'ask-me': () => import('./routes/kid/ask-me.tsx'),
  error: () => import('./routes/public/error.tsx'),

  // Child or student
  'my-stuff': () => import('./routes/kid/my-stuff.tsx'),
  'my-stuff-avatars': () => import('./routes/kid/my-stuff-avatars.tsx'),
  'my-stuff-frames': () => import('./routes/kid/my-stuff-frames.tsx'),
  'my-stuff-stickers': () => import('./routes/kid/my-stuff-stickers.tsx'),
  'my-stuff-badges': () => import('./routes/kid/my-stuff-badges.tsx'),
  'reward-vault': () => import('./routes/kid/reward-vault.tsx'),
  'my-stuff-preview': () => import('./routes/kid/my-stuff-preview.tsx'),
  'interests-selection': () => import('./routes/kid/interests-selection.tsx'),

  // Educator or student
  library: () => import('./routes/kid/library.tsx'),
  collection: () => import('./routes/kid/collection.tsx'),

  // Educator
  educator: () => import('./routes/educator/educator-home.tsx'),
  'educator-welcome': () => import('./routes/educator/educator-welcome.tsx'),
  'educator-settings': () => import('./routes/educator/educator-settings.tsx'),
  'classroom-create': () => import('./routes/educator/classroom-create.tsx'),
  'classroom-add': () => import('./routes/educator/classroom-add.tsx'),
  'classroom-edit-student': () => import('./routes/educator/classroom-edit-student.tsx'),
  'educator-desktop-usage': () => import('./routes/educator/educator-desktop-usage.tsx'),
  classroom: () => import('./routes/educator/classroom.tsx'),
  'login-instructions': () => import('./routes/educator/login-instructions.tsx'),
  'classroom-instructions': () => import('./routes/educator/classroom-instructions.tsx'),
  'promo-flyer': () => import('./routes/educator/promo-flyer.tsx'),

  // Parent
  onboarding: () => import('./routes/parent/onboarding.tsx'),
  dashboard: () => import('./routes/parent/dashboard.tsx'),
  'dashboard-edit-child': () => import('./routes/parent/dashboard-edit-child.tsx'),
  'account-settings': () => import('./routes/parent/account-settings.tsx'),
  'manage-subscription': () => import('./routes/parent/manage-subscription.tsx'),

  // Admin
  'admin-dashboard': () => import('./routes/admin/dashboard.tsx'),
  'admin-users': () => import('./routes/admin/users.tsx'),
  'admin-users-update': () => import('./routes/admin/users-update.tsx'),
  'admin-domains': () => import('./routes/admin/domains.tsx'),
  'admin-domains-update': () => import('./routes/admin/domains-update.tsx'),
  'admin-customers': () => import('./routes/admin/customers.tsx'),
  'admin-customers-update': () => import('./routes/admin/customers-update.tsx'),
  'admin-collections': () => import('./routes/admin/collections.tsx'),
  'admin-collections-update': () => import('./routes/admin/collections-update.tsx'),
  'admin-banners': () => import('./routes/admin/banners.tsx'),
  'admin-banners-update': () => import('./routes/admin/banners-update.tsx'),
  'admin-books': () => import('./routes/admin/books.tsx'),
  'admin-book': () => import('./routes/admin/book.tsx'),
  'admin-discovery-zones': () => import('./routes/admin/discovery-zones.tsx'),
  'admin-discovery-zones-update': () => import('./routes/admin/discovery-zones-update.tsx'),
  'admin-discovery-zone-facts': () => import('./routes/admin/discovery-zone-facts.tsx'),
  'admin-discovery-zone-quizzes': () => import('./routes/admin/discovery-zone-quizzes.tsx'),
  'admin-quizzes': () => import('./routes/admin/quizzes.tsx'),
  'admin-quizzes-update': () => import('./routes/admin/quizzes-update.tsx'),
  'admin-facts': () => import('./routes/admin/facts.tsx'),
  'admin-facts-update': () => import('./routes/admin/facts-update.tsx'),
  'admin-discounts': () => import('./routes/admin/discounts.tsx'),
  'admin-discounts-update': () => import('./routes/admin/discounts-update.tsx'),

  // Catch-all
  'not-found': () => import('./routes/public/not-found.tsx'),
};
