/** Admin (issue 13) part "core": users, email domains, customers and the dashboard pages. */
export { AdminUsersList, AdminUserEditor } from './users.tsx';
export { AdminDomainsList, AdminDomainEditor } from './domains.tsx';
export { AdminCustomersList, AdminCustomerView } from './customers.tsx';
export { AdminDashboardPage } from './dashboard.tsx';
