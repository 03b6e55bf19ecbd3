import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BadgePercent,
  BookOpen,
  Compass,
  GalleryHorizontalEnd,
  Layers,
  LayoutDashboard,
  Lightbulb,
  ListChecks,
  Mail,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { href, type WebRouteName } from '@pagebird/contract';
import styles from './admin.module.css';

export interface AdminSection {
  key: string;
  labelKey:
    | 'admin.navDashboard'
    | 'admin.navUsers'
    | 'admin.navCustomers'
    | 'admin.navDomains'
    | 'admin.navBooks'
    | 'admin.navCollections'
    | 'admin.navBanners'
    | 'admin.navDiscoveryZones'
    | 'admin.navQuizzes'
    | 'admin.navFacts'
    | 'admin.navDiscounts';
  route: WebRouteName;
  /** Path prefixes that belong to the section (for the active state). */
  prefixes: string[];
  icon: LucideIcon;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    key: 'dashboard',
    labelKey: 'admin.navDashboard',
    route: 'admin-dashboard',
    prefixes: ['/admin/dashboard'],
    icon: LayoutDashboard,
  },
  {
    key: 'users',
    labelKey: 'admin.navUsers',
    route: 'admin-users',
    prefixes: ['/admin/users'],
    icon: UserCog,
  },
  {
    key: 'customers',
    labelKey: 'admin.navCustomers',
    route: 'admin-customers',
    prefixes: ['/admin/customers'],
    icon: Users,
  },
  {
    key: 'domains',
    labelKey: 'admin.navDomains',
    route: 'admin-domains',
    prefixes: ['/admin/domains'],
    icon: Mail,
  },
  {
    key: 'books',
    labelKey: 'admin.navBooks',
    route: 'admin-books',
    prefixes: ['/admin/books'],
    icon: BookOpen,
  },
  {
    key: 'collections',
    labelKey: 'admin.navCollections',
    route: 'admin-collections',
    prefixes: ['/admin/collections'],
    icon: Layers,
  },
  {
    key: 'banners',
    labelKey: 'admin.navBanners',
    route: 'admin-banners',
    prefixes: ['/admin/banners'],
    icon: GalleryHorizontalEnd,
  },
  {
    key: 'discovery-zones',
    labelKey: 'admin.navDiscoveryZones',
    route: 'admin-discovery-zones',
    prefixes: ['/admin/discovery-zones'],
    icon: Compass,
  },
  {
    key: 'quizzes',
    labelKey: 'admin.navQuizzes',
    route: 'admin-quizzes',
    prefixes: ['/admin/quizzes'],
    icon: ListChecks,
  },
  {
    key: 'facts',
    labelKey: 'admin.navFacts',
    route: 'admin-facts',
    prefixes: ['/admin/facts'],
    icon: Lightbulb,
  },
  {
    key: 'discounts',
    labelKey: 'admin.navDiscounts',
    route: 'admin-discounts',
    prefixes: ['/admin/discounts'],
    icon: BadgePercent,
  },
];

/** Back-office frame: a side navigation of every admin section and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label={t('admin.sections')}>
        <ul>
          {ADMIN_SECTIONS.map((s) => {
            const active = s.prefixes.some(
              (p) => pathname === p || pathname.startsWith(`${p}-`) || pathname.startsWith(`${p}/`),
            );
            const Icon = s.icon;
            return (
              <li key={s.key}>
                <NavLink
                  to={href(s.route)}
                  className={styles.navItem}
                  aria-current={active ? 'page' : undefined}
                >
                  <Icon size={20} aria-hidden="true" />
                  <span>{t(s.labelKey)}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export function adminSectionOf(route: WebRouteName): AdminSection | undefined {
  const path = href(route, { id: 'x' });
  return ADMIN_SECTIONS.find((s) =>
    s.prefixes.some((p) => path === p || path.startsWith(`${p}-`) || path.startsWith(`${p}/`)),
  );
}
