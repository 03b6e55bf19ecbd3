/**
 * # Admin toolkit (issue 13 item 1) — one typed list and editor for every back-office entity
 *
 * Every admin list page and update page uses these; do not copy them. Compose custom cells and
 * fields with the render props (`columns[].cell`, `AdminFieldShell`, `children`/`aside` of the
 * editor) in your own folder.
 *
 * ## List page (`/admin/<things>`)
 * ```tsx
 * <AdminPageFrame title={t('routes.admin-users')} createRoute="admin-users-update">
 *   <AdminListPage
 *     endpoint={adminCoreApi.users}            // GET list endpoint, answers AdminPage<Item>
 *     caption="Admin users"
 *     defaultSort="createdAt,desc"              // "key,order" (server whitelists its keys)
 *     rowKey={(u) => u.id}
 *     rowLabel={(u) => u.email}
 *     editRoute="admin-users-update"            // link columns + Edit go to /admin/users-update/{id}
 *     columns={[
 *       { key: 'email', header: 'Email', sortKey: 'email', link: true, cell: (u) => u.email },
 *       { key: 'n', header: 'Books', numeric: true, cell: (u) => u.count },
 *     ]}
 *     status={{                                  // ACTIVE/INACTIVE switch → status call → reload
 *       isActive: (u) => u.status === 'ACTIVE',
 *       setActive: (u, on) => callApi(adminCoreApi.userStatus,
 *         { params: { id: u.id, status: on ? 'ACTIVE' : 'INACTIVE' } }),
 *     }}
 *     filters={[{ name: 'role', label: 'Role', allLabel: 'All roles', options: [...] }]}
 *   />
 * </AdminPageFrame>
 * ```
 * Page (zero-based), size, sort, search and filters live in the URL (`useAdminListState`).
 * Headers with a `sortKey` are buttons with `aria-sort`. After a write elsewhere, reload lists
 * with `queryClient.invalidateQueries({ queryKey: adminListKey(endpoint) })` (or `['admin-list']`).
 *
 * ## Update page (`/admin/<thing>-update/{id?}`)
 * ```tsx
 * <AdminEditor
 *   entity="USER" itemName="user" listRoute="admin-users"
 *   schema={userFormSchema}                     // zod: §5 rules with their exact texts
 *   empty={{ name: '', email: '' }}             // values of a new item (no id in the route)
 *   detail={adminCoreApi.user}                 // GET detail endpoint with :id (or load=)
 *   toValues={(u) => ({ name: u.name, email: u.email })}
 *   save={(values, { id }) => id ? callApi(api.update, …) : callApi(api.create, { body: values })}
 *   remove={(id) => callApi(api.remove, { params: { id } })}   // optional; confirm first
 *   aside={({ form }) => <LivePreview values={form.watch()} />} // optional, beside the form
 * >
 *   <AdminFieldGrid>
 *     <AdminTextField<UserForm> name="name" label="Name" maxLength={100} required />
 *     <AdminTextField<UserForm> name="email" label="Email" type="email" required />
 *   </AdminFieldGrid>
 * </AdminEditor>
 * ```
 * - Create without id, edit with id (`useParams().id`); the detail is loaded into the form.
 * - `maxLength` shows "n/max Characters" (`counterText`); schema errors show under the field.
 * - Leaving with unsaved changes opens the `unsaved_changes_warning` modal (Stay / Leave).
 * - A failed save or delete shows the server's text in an alert; `fields` of a 400 go to the
 *   named fields. Multipart saves: do the `fetch`/`FormData` in `save` and throw an `ApiError`.
 * - When editing, the History panel lists the item's audit entries (who, when, before → after)
 *   from GET /api/admin/audit?entity=&entityId=; it reloads after every save.
 *
 * ## Fields (inside an editor; bound by `name` through react-hook-form's context)
 * AdminTextField (text/email/url/date/datetime-local), AdminTextArea, AdminNumberField (empty =
 * null), AdminSelectField, AdminStatusField (ACTIVE/INACTIVE), AdminCheckboxField, AdminListField
 * (§5 comma/newline ids, shows the item count; split with `idListTextSchema`), AdminColorField
 * (hex with swatch; schema `hexColorSchema` gives "Incorrect HEX color code"), AdminFieldShell (label,
 * counter, hint and error around your own control), AdminBoundField (the shell around your own
 * control bound by `name`: spread the given props on it), AdminFieldGrid, AdminDetails (read-only facts).
 * Other pieces: adminStatusFilter (the ACTIVE/INACTIVE list filter), adminActiveStatus (the
 * status switch of a list whose rows have an ACTIVE/INACTIVE `status`), StatusSwitch, StatusBadge, AdminHistoryPanel, useUnsavedChangesWarning.
 */
export { AdminPageFrame, type AdminPageFrameProps } from './admin-page.tsx';
export {
  AdminListPage,
  adminListKey,
  type AdminColumn,
  type AdminListFilter,
  type AdminListItem,
  type AdminListPageProps,
  type AdminListStatus,
} from './admin-list-page.tsx';
export { adminActiveStatus, adminStatusFilter } from './status.ts';
export { useAdminListState, type AdminListState, type SortOrder } from './list-state.ts';
export {
  AdminEditor,
  adminDetailKey,
  loadFrom,
  type AdminEditorContext,
  type AdminEditorProps,
} from './admin-editor.tsx';
export {
  AdminBoundField,
  AdminCheckboxField,
  AdminColorField,
  AdminDetails,
  AdminFieldGrid,
  AdminFieldShell,
  AdminListField,
  AdminNumberField,
  AdminSelectField,
  AdminStatusField,
  AdminTextArea,
  AdminTextField,
  type AdminBoundFieldProps,
  type AdminControlProps,
  type AdminFieldShellProps,
} from './fields.tsx';
export {
  AdminHistoryPanel,
  adminHistoryKey,
  diffEntry,
  formatAuditValue,
  type FieldChange,
} from './history-panel.tsx';
export { StatusBadge, StatusSwitch, type StatusSwitchProps } from './status-switch.tsx';
export { useUnsavedChangesWarning } from './unsaved-changes.tsx';
