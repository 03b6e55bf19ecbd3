import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminCoreApi,
  adminStatusSchema,
  emailDomainTextSchema,
  ADMIN_CORE_LIMITS,
  type EmailDomain,
} from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';
import {
  AdminEditor,
  AdminFieldGrid,
  AdminListPage,
  AdminPageFrame,
  AdminStatusField,
  AdminTextField,
} from '../kit/index.ts';
import { formatDate } from './format.ts';

/** /admin/domains: email domains with search and the ACTIVE / INACTIVE switch. */
export function AdminDomainsList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('admin.navDomains')} createRoute="admin-domains-update">
      <AdminListPage
        endpoint={adminCoreApi.emailDomains}
        caption={t('adminCore.domains.caption')}
        defaultSort="text,asc"
        rowKey={(d) => d.id}
        rowLabel={(d) => d.text}
        editRoute="admin-domains-update"
        columns={[
          {
            key: 'text',
            header: t('adminCore.domains.text'),
            sortKey: 'text',
            link: true,
            cell: (d) => d.text,
          },
          {
            key: 'created',
            header: t('adminCore.users.created'),
            sortKey: 'createdAt',
            cell: (d) => formatDate(d.createdAt),
          },
          {
            key: 'updated',
            header: t('adminCore.domains.updated'),
            sortKey: 'updatedAt',
            cell: (d) => formatDate(d.updatedAt),
          },
        ]}
        status={{
          isActive: (d) => d.status === 'ACTIVE',
          setActive: (d, on) =>
            callApi(adminCoreApi.emailDomainStatus, {
              params: { id: d.id },
              query: { status: on ? 'ACTIVE' : 'INACTIVE' },
            }),
        }}
      />
    </AdminPageFrame>
  );
}

const domainFormSchema = z.object({ text: emailDomainTextSchema, status: adminStatusSchema });
type DomainForm = z.input<typeof domainFormSchema>;

/** /admin/domains-update/{id?}. */
export function AdminDomainEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor
      entity="EMAIL_DOMAIN"
      itemName={t('adminCore.domains.item')}
      listRoute="admin-domains"
      schema={domainFormSchema}
      empty={{ text: '', status: 'ACTIVE' }}
      detail={adminCoreApi.emailDomain}
      toValues={(d: EmailDomain) => ({ text: d.text, status: d.status })}
      save={(values, { id }) =>
        callApi(adminCoreApi.saveEmailDomain, { body: { ...values, ...(id ? { id } : {}) } })
      }
    >
      <AdminFieldGrid>
        <AdminTextField<DomainForm>
          name="text"
          label={t('adminCore.domains.text')}
          hint={t('adminCore.domains.hint')}
          maxLength={ADMIN_CORE_LIMITS.domain}
          required
        />
        <AdminStatusField<DomainForm> name="status" label={t('adminCore.kit.status')} />
      </AdminFieldGrid>
    </AdminEditor>
  );
}
