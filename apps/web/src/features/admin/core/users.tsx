import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminCoreApi,
  adminUserSaveSchema,
  ADMIN_CORE_LIMITS,
  type AdminUser,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import {
  adminActiveStatus,
  adminStatusFilter,
  AdminDetails,
  AdminEditor,
  AdminFieldGrid,
  AdminListPage,
  AdminPageFrame,
  AdminTextField,
} from '../kit/index.ts';
import { formatDate } from './format.ts';

const ROLES = ['ADMIN', 'PARENT', 'TEACHER'] as const;

/** /admin/users: accounts with an email, with role filter and the ACTIVE / INACTIVE switch. */
export function AdminUsersList() {
  const { t } = useTranslation();
  const session = useSession();
  const roleLabel = (r: string) => t(`adminCore.users.role${r as (typeof ROLES)[number]}`);
  return (
    <AdminPageFrame title={t('admin.navUsers')} createRoute="admin-users-update">
      <AdminListPage
        endpoint={adminCoreApi.users}
        caption={t('adminCore.users.caption')}
        defaultSort="createdAt,desc"
        rowKey={(u) => u.id}
        rowLabel={(u) => u.email}
        editRoute="admin-users-update"
        filters={[
          {
            name: 'role',
            label: t('adminCore.users.role'),
            allLabel: t('adminCore.users.allRoles'),
            options: ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
          },
          adminStatusFilter({
            label: t('adminCore.kit.status'),
            allLabel: t('adminCore.users.allStatuses'),
            active: t('adminCore.kit.active'),
            inactive: t('adminCore.kit.inactive'),
          }),
        ]}
        columns={[
          {
            key: 'email',
            header: t('adminCore.users.email'),
            sortKey: 'email',
            link: true,
            cell: (u) => u.email,
          },
          { key: 'name', header: t('adminCore.users.name'), sortKey: 'name', cell: (u) => u.name },
          {
            key: 'role',
            header: t('adminCore.users.role'),
            sortKey: 'role',
            cell: (u) => roleLabel(u.role),
          },
          {
            key: 'logins',
            header: t('adminCore.users.logins'),
            sortKey: 'successLoginsCount',
            numeric: true,
            cell: (u) => u.successLoginsCount,
          },
          {
            key: 'created',
            header: t('adminCore.users.created'),
            sortKey: 'createdAt',
            cell: (u) => formatDate(u.createdAt),
          },
        ]}
        status={{
          ...adminActiveStatus((params) => callApi(adminCoreApi.userStatus, { params })),
          // Switching yourself off is refused by the server; do not offer it.
          disabled: (u) => u.email === session.email,
        }}
      />
    </AdminPageFrame>
  );
}

const userFormSchema = z.object({
  name: adminUserSaveSchema.shape.name,
  email: adminUserSaveSchema.shape.email,
});
type UserForm = z.input<typeof userFormSchema>;

/** /admin/users-update/{id?}: create an admin (no id), or rename / change the email (id). */
export function AdminUserEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor
      entity="USER"
      itemName={t('adminCore.users.item')}
      listRoute="admin-users"
      schema={userFormSchema}
      empty={{ name: '', email: '' }}
      detail={adminCoreApi.user}
      toValues={(u: AdminUser) => ({ name: u.name, email: u.email })}
      save={async (values, { id, item }) => {
        if (!id || !item) {
          return callApi(adminCoreApi.saveUser, { body: values });
        }
        if (values.email !== item.email) {
          await callApi(adminCoreApi.userEmail, {
            body: { currentUserEmail: item.email, newUserEmail: values.email },
          });
        }
        if (values.name !== item.name) {
          await callApi(adminCoreApi.saveUser, {
            body: { id, name: values.name, email: values.email },
          });
        }
        return null;
      }}
    >
      {({ item }) => (
        <>
          {item ? (
            <AdminDetails
              items={[
                {
                  label: t('adminCore.users.role'),
                  value: t(`adminCore.users.role${item.role}`),
                },
                {
                  label: t('adminCore.kit.status'),
                  value:
                    item.status === 'ACTIVE'
                      ? t('adminCore.kit.active')
                      : t('adminCore.kit.inactive'),
                },
                { label: t('adminCore.users.logins'), value: item.successLoginsCount },
                { label: t('adminCore.users.created'), value: formatDate(item.createdAt) },
              ]}
            />
          ) : (
            <p>{t('adminCore.users.newHint')}</p>
          )}
          <div style={{ height: 16 }} />
          <AdminFieldGrid>
            <AdminTextField<UserForm>
              name="name"
              label={t('adminCore.users.name')}
              maxLength={ADMIN_CORE_LIMITS.userName}
              required
            />
            <AdminTextField<UserForm>
              name="email"
              type="email"
              label={t('adminCore.users.email')}
              autoComplete="off"
              required
            />
          </AdminFieldGrid>
        </>
      )}
    </AdminEditor>
  );
}
