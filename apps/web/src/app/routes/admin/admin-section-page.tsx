import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Plus } from 'lucide-react';
import { href, webRoute, type WebRouteName } from '@pagebird/contract';
import { Art } from '../../../components/art.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useSession } from '../../../lib/auth/session-store.ts';
import { ADMIN_SECTIONS, AdminLayout, adminSectionOf } from './admin-layout.tsx';
import styles from './admin.module.css';

export type AdminPageKind = 'dashboard' | 'list' | 'form';

export interface AdminSectionPageProps {
  route: WebRouteName;
  kind: AdminPageKind;
  /** The list route a form or sub-list goes back to. */
  listRoute?: WebRouteName;
  /** The create route of a list (update route without id). */
  createRoute?: WebRouteName;
}

/** One back-office page: heading, toolbar and an empty state until the section's tools land. */
export function AdminSectionPage({ route, kind, listRoute, createRoute }: AdminSectionPageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const meta = webRoute(route);
  const title = t(`routes.${route}` as 'routes.home', { defaultValue: meta.title });
  const section = adminSectionOf(route);
  const sectionLabel = section ? t(section.labelKey).toLowerCase() : title.toLowerCase();

  return (
    <AdminLayout>
      {listRoute ? (
        <Link to={href(listRoute)} className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('admin.backToList')}
        </Link>
      ) : null}
      <div className={styles.head}>
        <div>
          {kind === 'dashboard' && session.email ? (
            <p className={styles.eyebrow}>{t('admin.signedInAs', { email: session.email })}</p>
          ) : null}
          {kind === 'form' ? (
            <p className={styles.eyebrow}>
              {id
                ? t('admin.editTitle', { item: title.toLowerCase() })
                : t('admin.createTitle', { item: title.toLowerCase() })}
            </p>
          ) : null}
          <h1>{title}</h1>
        </div>
        {kind === 'list' && createRoute ? (
          <ButtonLink to={href(createRoute)} size="sm" icon={<Plus size={18} aria-hidden="true" />}>
            {t('admin.create')}
          </ButtonLink>
        ) : null}
      </div>

      {kind === 'dashboard' ? (
        <>
          <EmptyState
            illustration={<Art name="booksStack" size={200} decorative />}
            title={t('admin.dashboardTitle')}
          >
            <p>{t('admin.dashboardText')}</p>
          </EmptyState>
          <div className={styles.cards}>
            {ADMIN_SECTIONS.filter((s) => s.key !== 'dashboard').map((s) => {
              const Icon = s.icon;
              return (
                <Link key={s.key} to={href(s.route)} className={styles.sectionCard}>
                  <Icon size={22} aria-hidden="true" />
                  {t(s.labelKey)}
                </Link>
              );
            })}
          </div>
        </>
      ) : kind === 'list' ? (
        <EmptyState
          illustration={<Art name="emptyShelf" size={200} decorative />}
          title={t('admin.listEmptyTitle', { section: sectionLabel })}
        >
          <p>{t('admin.listEmptyText')}</p>
        </EmptyState>
      ) : (
        <EmptyState
          illustration={<Art name="booksStack" size={200} decorative />}
          title={
            id
              ? t('admin.editTitle', { item: title.toLowerCase() })
              : t('admin.createTitle', { item: title.toLowerCase() })
          }
        >
          <p>{t('admin.formEmptyText')}</p>
        </EmptyState>
      )}
    </AdminLayout>
  );
}
