import type {
  AdminDashboard,
  AdminUser,
  CustomerDetail,
  CustomerSummary,
  EmailDomain,
} from '@pagebird/contract';
import type { AdminEmailDomainRow } from '../../db/schema/index.ts';
import type { AdminCoreRepo, UserListRow } from './admin-core.repo.ts';

/** Output shapes of the admin "core" API (also what the audit log stores as before/after). */

export function presentUser(r: UserListRow): AdminUser {
  return {
    id: r.id,
    role: r.role as AdminUser['role'],
    name: r.name,
    email: r.email ?? '',
    status: r.status,
    successLoginsCount: r.successLoginsCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentDomain(r: AdminEmailDomainRow): EmailDomain {
  return {
    id: r.id,
    text: r.text,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

type CustomerRow = Awaited<ReturnType<AdminCoreRepo['listCustomers']>>['rows'][number];
type CustomerFull = NonNullable<Awaited<ReturnType<AdminCoreRepo['getCustomer']>>>;

function presentSubscription(sub: CustomerRow['sub']): CustomerSummary['subscription'] {
  if (!sub?.id || !sub.status || !sub.priceId || !sub.currentPeriodEnd) return null;
  return {
    status: sub.status,
    priceId: sub.priceId,
    interval: sub.interval ?? '',
    priceCents: sub.priceCents ?? 0,
    currencyCode: sub.currencyCode ?? 'USD',
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd ?? false,
    cancellationType: sub.cancellationType ?? null,
    free: sub.free ?? false,
  };
}

export function presentCustomer(r: CustomerRow): CustomerSummary {
  return {
    id: r.id,
    email: r.email ?? '',
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    childrenCount: Number(r.childrenCount),
    subscription: presentSubscription(r.sub),
    paidCents: Number(r.paidCents),
  };
}

export function presentCustomerDetail(r: CustomerFull, now: Date): CustomerDetail {
  return {
    ...presentCustomer(r),
    status: r.status,
    customerId: r.customerId,
    children: r.children.map((c) => ({
      id: c.id,
      name: c.name,
      age: c.birthYear === null ? null : now.getUTCFullYear() - c.birthYear,
      createdAt: c.createdAt.toISOString(),
    })),
    payments: r.payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      status: p.status,
      declineCode: p.declineCode,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Dashboard figures; months and days without data are answered as 0 so charts have no gaps. */
export function presentDashboard(
  raw: Awaited<ReturnType<AdminCoreRepo['dashboard']>>,
  now: Date,
): AdminDashboard {
  const byFormat = new Map<string, { fileType: string; active: number; inactive: number }>();
  let active = 0;
  let inactive = 0;
  for (const f of raw.formats) {
    const entry = byFormat.get(f.fileType) ?? { fileType: f.fileType, active: 0, inactive: 0 };
    if (f.status === 'ACTIVE') {
      entry.active += f.n;
      active += f.n;
    } else {
      entry.inactive += f.n;
      inactive += f.n;
    }
    byFormat.set(f.fileType, entry);
  }
  const role = (r: string) => raw.roles.find((x) => x.role === r)?.n ?? 0;

  const revenue: AdminDashboard['revenue'] = [];
  for (let i = 0; i < 12; i += 1) {
    const d = new Date(
      Date.UTC(raw.monthStart.getUTCFullYear(), raw.monthStart.getUTCMonth() + i, 1),
    );
    const month = d.toISOString().slice(0, 7);
    revenue.push({ month, cents: raw.revenue.find((r) => r.month === month)?.cents ?? 0 });
  }
  const reading: AdminDashboard['reading'] = [];
  for (let i = 29; i >= 0; i -= 1) {
    const day = isoDay(new Date(now.getTime() - i * 24 * 60 * 60 * 1000));
    reading.push({ day, minutes: Number(raw.reading.find((r) => r.day === day)?.minutes ?? 0) });
  }
  return {
    catalogue: {
      active,
      inactive,
      byFormat: [...byFormat.values()].sort((a, b) => a.fileType.localeCompare(b.fileType)),
    },
    readers: {
      parents: role('PARENT'),
      children: role('CHILD'),
      teachers: role('TEACHER'),
      students: role('STUDENT'),
      active7: raw.active7,
      active30: raw.active30,
    },
    subscriptions: raw.subs
      .map((s) => ({ status: s.status, count: s.n }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    revenue,
    reading,
    generatedAt: now.toISOString(),
  };
}
