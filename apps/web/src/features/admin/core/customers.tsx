import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminCoreApi,
  SUBSCRIPTION_STATUSES,
  type CustomerDetail,
  type CustomerSummary,
} from '@pagebird/contract';
import {
  AdminDetails,
  AdminEditor,
  AdminListPage,
  AdminPageFrame,
  StatusBadge,
} from '../kit/index.ts';
import kit from '../kit/kit.module.css';
import { formatCents, formatDate } from './format.ts';

const planText = (s: CustomerSummary['subscription']) =>
  s ? `${s.interval} · ${formatCents(s.priceCents, s.currencyCode)}` : '—';

/** /admin/customers: parents with their subscription, plan, children and payments. */
export function AdminCustomersList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('admin.navCustomers')}>
      <AdminListPage
        endpoint={adminCoreApi.customers}
        caption={t('adminCore.customers.caption')}
        defaultSort="createdAt,desc"
        rowKey={(c) => c.id}
        rowLabel={(c) => c.email}
        editRoute="admin-customers-update"
        filters={[
          {
            name: 'subscriptionStatus',
            label: t('adminCore.customers.subscription'),
            allLabel: t('adminCore.customers.allSubscriptions'),
            options: [
              ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: s })),
              { value: 'NONE', label: t('adminCore.customers.none') },
            ],
          },
        ]}
        columns={[
          {
            key: 'email',
            header: t('adminCore.users.email'),
            sortKey: 'email',
            link: true,
            cell: (c) => c.email,
          },
          { key: 'name', header: t('adminCore.users.name'), sortKey: 'name', cell: (c) => c.name },
          {
            key: 'subscription',
            header: t('adminCore.customers.subscription'),
            sortKey: 'subscriptionStatus',
            cell: (c) => c.subscription?.status ?? t('adminCore.customers.none'),
          },
          {
            key: 'plan',
            header: t('adminCore.customers.plan'),
            cell: (c) => planText(c.subscription),
          },
          {
            key: 'children',
            header: t('adminCore.customers.children'),
            sortKey: 'childrenCount',
            numeric: true,
            cell: (c) => c.childrenCount,
          },
          {
            key: 'paid',
            header: t('adminCore.customers.paid'),
            sortKey: 'paidCents',
            numeric: true,
            cell: (c) => formatCents(c.paidCents, c.subscription?.currencyCode),
          },
          {
            key: 'created',
            header: t('adminCore.users.created'),
            sortKey: 'createdAt',
            cell: (c) => formatDate(c.createdAt),
          },
        ]}
      />
    </AdminPageFrame>
  );
}

const noForm = z.object({});

/** /admin/customers-update/{id}: a customer's account, subscription, children and payments (read-only). */
export function AdminCustomerView() {
  const { t } = useTranslation();
  return (
    <AdminEditor
      entity="CUSTOMER"
      itemName={t('adminCore.customers.item')}
      title={(c: CustomerDetail | undefined) => c?.email ?? t('adminCore.customers.item')}
      listRoute="admin-customers"
      schema={noForm}
      empty={{}}
      detail={adminCoreApi.customer}
      save={async () => null}
      readOnly
      history={false}
    >
      {({ item }) => (item ? <CustomerFacts c={item} /> : <p>{t('adminCore.kit.notFound')}</p>)}
    </AdminEditor>
  );
}

function CustomerFacts({ c }: { c: CustomerDetail }) {
  const { t } = useTranslation();
  const s = c.subscription;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <AdminDetails
        items={[
          { label: t('adminCore.users.name'), value: c.name },
          { label: t('adminCore.users.email'), value: c.email },
          {
            label: t('adminCore.customers.accountStatus'),
            value: <StatusBadge active={c.status === 'ACTIVE'} />,
          },
          { label: t('adminCore.users.created'), value: formatDate(c.createdAt) },
          { label: t('adminCore.customers.customerId'), value: c.customerId ?? '—' },
          {
            label: t('adminCore.customers.subscription'),
            value: s
              ? `${s.status}${s.free ? ` (${t('adminCore.customers.free')})` : ''}${
                  s.cancelAtPeriodEnd ? ` · ${t('adminCore.customers.cancelAtEnd')}` : ''
                }`
              : t('adminCore.customers.none'),
          },
          { label: t('adminCore.customers.plan'), value: planText(s) },
          {
            label: t('adminCore.customers.renews'),
            value: s ? formatDate(s.currentPeriodEnd) : '—',
          },
          {
            label: t('adminCore.customers.paid'),
            value: formatCents(c.paidCents, s?.currencyCode),
          },
        ]}
      />
      <section>
        <h2 style={{ fontSize: 'var(--pb-font-size-lg)' }}>{t('adminCore.customers.children')}</h2>
        {c.children.length === 0 ? (
          <p className={kit.muted}>{t('adminCore.customers.noChildren')}</p>
        ) : (
          <div className={kit.tableWrap}>
            <table className={kit.table}>
              <thead>
                <tr>
                  <th scope="col">{t('adminCore.users.name')}</th>
                  <th scope="col" className={kit.numeric}>
                    {t('adminCore.customers.age')}
                  </th>
                  <th scope="col">{t('adminCore.users.created')}</th>
                </tr>
              </thead>
              <tbody>
                {c.children.map((k) => (
                  <tr key={k.id}>
                    <td>{k.name}</td>
                    <td className={kit.numeric}>{k.age ?? '—'}</td>
                    <td>{formatDate(k.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section>
        <h2 style={{ fontSize: 'var(--pb-font-size-lg)' }}>{t('adminCore.customers.payments')}</h2>
        {c.payments.length === 0 ? (
          <p className={kit.muted}>{t('adminCore.customers.noPayments')}</p>
        ) : (
          <div className={kit.tableWrap}>
            <table className={kit.table}>
              <thead>
                <tr>
                  <th scope="col">{t('adminCore.customers.date')}</th>
                  <th scope="col" className={kit.numeric}>
                    {t('adminCore.customers.amount')}
                  </th>
                  <th scope="col">{t('adminCore.kit.status')}</th>
                </tr>
              </thead>
              <tbody>
                {c.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDate(p.createdAt)}</td>
                    <td className={kit.numeric}>{formatCents(p.amount, s?.currencyCode)}</td>
                    <td>
                      {p.status}
                      {p.declineCode
                        ? ` (${t('adminCore.customers.declined', { code: p.declineCode })})`
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
