import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Plus } from 'lucide-react';
import { href, type WebRouteName } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AdminLayout } from '../../../app/routes/admin/admin-layout.tsx';
import frame from '../../../app/routes/admin/admin.module.css';

export interface AdminPageFrameProps {
  title: ReactNode;
  /** Small text above the title (e.g. "Edit user"). */
  eyebrow?: ReactNode;
  /** The list a form goes back to. */
  backTo?: WebRouteName;
  /** Shows a "Create" button linking to this route (the update route without id). */
  createRoute?: WebRouteName;
  /** Extra buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One back-office page: the admin side navigation, a back link, the heading and its actions. */
export function AdminPageFrame({
  title,
  eyebrow,
  backTo,
  createRoute,
  actions,
  children,
}: AdminPageFrameProps) {
  const { t } = useTranslation();
  return (
    <AdminLayout>
      {backTo ? (
        <Link to={href(backTo)} className={frame.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('adminCore.kit.backToList')}
        </Link>
      ) : null}
      <div className={frame.head}>
        <div>
          {eyebrow ? <p className={frame.eyebrow}>{eyebrow}</p> : null}
          <h1>{title}</h1>
        </div>
        {actions || createRoute ? (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {actions}
            {createRoute ? (
              <ButtonLink
                to={href(createRoute)}
                size="sm"
                icon={<Plus size={18} aria-hidden="true" />}
              >
                {t('adminCore.kit.create')}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {children}
    </AdminLayout>
  );
}
