import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import clsx from 'clsx';
import { CircleAlert, Save, Trash2 } from 'lucide-react';
import { href, type AuditEntity, type Endpoint, type WebRouteName } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { callApi, errorMessage, isApiError } from '../../../lib/api-client.ts';
import { AdminPageFrame } from './admin-page.tsx';
import { AdminHistoryPanel, adminHistoryKey } from './history-panel.tsx';
import { useUnsavedChangesWarning } from './unsaved-changes.tsx';
import styles from './kit.module.css';

export interface AdminEditorContext<TIn extends FieldValues, TItem> {
  form: UseFormReturn<TIn, unknown, FieldValues>;
  /** The loaded item (edit) or undefined (create). */
  item: TItem | undefined;
  id: string | undefined;
}

export interface AdminEditorProps<TIn extends FieldValues, TOut, TItem> {
  /** Audit entity of the item (for the History panel). */
  entity: AuditEntity;
  /** Lower-case item name for "New {{item}}" / "Edit {{item}}". */
  itemName: string;
  /** Page title; defaults to "New …" / "Edit …". */
  title?: ReactNode | ((item: TItem | undefined) => ReactNode);
  /** The list this editor belongs to (back link, and where a save or delete goes). */
  listRoute: WebRouteName;
  /** Id to edit; defaults to the route's `:id` param. No id = create. */
  id?: string;
  /** Form schema: the §5 rules with their exact texts. Its output is what `save` receives. */
  schema: z.ZodType<TOut, TIn>;
  /** Form values of a new item. */
  empty: NoInfer<TIn>;
  /** The detail endpoint (GET with an `:id` param) that loads the item to edit. */
  detail?: Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType<TItem>>;
  /** Path params of `detail` for an id (default `{ id }`). */
  detailParams?: (id: string) => Record<string, string | number>;
  /** Or load the item yourself (instead of `detail`). */
  load?: (id: string, signal: AbortSignal) => Promise<TItem>;
  /** The loaded item as form values. */
  toValues?: (item: NoInfer<TItem>) => NoInfer<TIn>;
  /** Save (create when ctx.id is undefined, else update). Throwing an ApiError shows its text. */
  save: (
    values: TOut,
    ctx: { id: string | undefined; item: TItem | undefined },
  ) => Promise<unknown>;
  /** Delete (shows a confirm first). Omit for items that cannot be deleted. */
  remove?: (id: string, item: TItem | undefined) => Promise<unknown>;
  /** Where to go after a save: the list (default) or stay on the editor. */
  afterSave?: 'list' | 'stay';
  /** The form's fields (field components bound by `name`), or a render prop. */
  children: ReactNode | ((ctx: AdminEditorContext<TIn, TItem>) => ReactNode);
  /** Beside the form (e.g. a live preview); the History panel follows it when editing. */
  aside?: (ctx: AdminEditorContext<TIn, TItem>) => ReactNode;
  /** Show the History panel when editing (default true). */
  history?: boolean;
  /** Extra buttons in the action bar. */
  actions?: (ctx: AdminEditorContext<TIn, TItem>) => ReactNode;
  /** Save button text; defaults to "Save". */
  saveLabel?: string;
  /** Read-only editors (e.g. a customer) show no Save button. */
  readOnly?: boolean;
}

/** A typed loader from a contract detail endpoint with an `:id` path param. */
export function loadFrom<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  endpoint: Endpoint<P, Q, B, R>,
  toParams: (id: string) => z.input<P> = (id) => ({ id }) as z.input<P>,
): (id: string, signal: AbortSignal) => Promise<z.output<R>> {
  return (id, signal) => callApi(endpoint, { params: toParams(id), signal });
}

export const adminDetailKey = (entity: AuditEntity, id: string | undefined) =>
  ['admin-detail', entity, id ?? 'new'] as const;

/**
 * Create (no id) or edit (with id) one admin item (spec §2 "…-update/{id?}"): the form with its
 * §5 messages and counters, the unsaved-changes warning on leave, the server's text on a failed
 * save or delete (field messages go to their fields), delete with a confirm, and the item's
 * History panel (audit entries with before → after).
 */
export function AdminEditor<TIn extends FieldValues, TOut, TItem>(
  props: AdminEditorProps<TIn, TOut, TItem>,
) {
  const { t } = useTranslation();
  const params = useParams();
  const id = props.id ?? params.id ?? undefined;
  const { entity, toValues, empty, detailParams = (x: string) => ({ id: x }) } = props;
  const detailEndpoint = props.detail;
  const load =
    props.load ??
    (detailEndpoint
      ? (itemId: string, signal: AbortSignal) =>
          callApi(detailEndpoint, { params: detailParams(itemId), signal }) as Promise<TItem>
      : undefined);
  const detail = useQuery({
    queryKey: adminDetailKey(entity, id),
    queryFn: ({ signal }) => (load as NonNullable<typeof load>)(id as string, signal),
    enabled: Boolean(id && load),
    retry: false,
  });

  if (id && load && detail.isPending) return <PageSpinner label={t('adminCore.kit.loading')} />;
  const title = (item: TItem | undefined) =>
    typeof props.title === 'function'
      ? props.title(item)
      : (props.title ??
        (id
          ? t('adminCore.kit.editTitle', { item: props.itemName })
          : t('adminCore.kit.createTitle', { item: props.itemName })));

  if (id && load && detail.isError) {
    return (
      <AdminPageFrame title={title(undefined)} backTo={props.listRoute}>
        <EmptyState title={errorMessage(detail.error)}>
          <p>{t('adminCore.kit.notFound')}</p>
        </EmptyState>
      </AdminPageFrame>
    );
  }
  const item = detail.data;
  const initial = item && toValues ? toValues(item) : empty;
  return (
    <EditorForm
      // A new item (or a reload of the item) starts a fresh form.
      key={`${id ?? 'new'}:${detail.dataUpdatedAt}`}
      {...props}
      id={id}
      item={item}
      initial={initial}
      title={title(item)}
    />
  );
}

function EditorForm<TIn extends FieldValues, TOut, TItem>(
  props: Omit<AdminEditorProps<TIn, TOut, TItem>, 'title'> & {
    item: TItem | undefined;
    initial: TIn;
    title: ReactNode;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modal = useModal();
  const { id, item, entity, listRoute, afterSave = 'list', history = true } = props;
  const form = useForm<TIn, unknown, FieldValues>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: props.initial as DefaultValues<TIn>,
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const { allowRef } = useUnsavedChangesWarning(isDirty && !isSubmitting);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-list'] }),
      queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
      id ? queryClient.invalidateQueries({ queryKey: adminDetailKey(entity, id) }) : null,
      id ? queryClient.invalidateQueries({ queryKey: adminHistoryKey(entity, id) }) : null,
    ]);
  };

  const showFailure = (e: unknown) => {
    setServerError(errorMessage(e));
    if (isApiError(e)) {
      for (const [field, message] of Object.entries(e.fields)) {
        form.setError(field as Path<TIn>, { type: 'server', message });
      }
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await props.save(values as TOut, { id, item });
    } catch (e) {
      showFailure(e);
      return;
    }
    notify.success(t('adminCore.kit.saved'));
    if (afterSave === 'list') {
      allowRef.current = true;
      await refresh();
      void navigate(href(listRoute));
    } else {
      form.reset(form.getValues());
      await refresh();
    }
  });

  const doDelete = async () => {
    if (!id || !props.remove) return;
    setServerError(null);
    setDeleting(true);
    try {
      await props.remove(id, item);
    } catch (e) {
      showFailure(e);
      setDeleting(false);
      return;
    }
    notify.success(t('adminCore.kit.deleted'));
    allowRef.current = true;
    await queryClient.invalidateQueries({ queryKey: ['admin-list'] });
    void navigate(href(listRoute));
  };

  const confirmDelete = () =>
    modal.open({
      name: 'admin_delete_confirm',
      title: t('adminCore.kit.deleteTitle'),
      size: 'sm',
      content: ({ close }) => (
        <>
          <p className={styles.modalText}>{t('adminCore.kit.deleteText')}</p>
          <div className={styles.modalActions}>
            <Button variant="secondary" onClick={close}>
              {t('adminCore.kit.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                close();
                void doDelete();
              }}
            >
              {t('adminCore.kit.delete')}
            </Button>
          </div>
        </>
      ),
    });

  const ctx: AdminEditorContext<TIn, TItem> = { form, item, id };
  const aside = props.aside?.(ctx);
  const showHistory = Boolean(history && id);

  return (
    <AdminPageFrame
      title={props.title}
      eyebrow={
        // The default title already says "Edit …"; the eyebrow names the kind of item only
        // above a title of the editor's own (e.g. the item's name).
        id && props.title !== t('adminCore.kit.editTitle', { item: props.itemName })
          ? t('adminCore.kit.editTitle', { item: props.itemName })
          : undefined
      }
      backTo={listRoute}
    >
      <div className={clsx(styles.editorGrid, !aside && !showHistory && styles.single)}>
        <FormProvider {...form}>
          <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
            {serverError ? (
              <div className={styles.alert} role="alert">
                <CircleAlert size={18} aria-hidden="true" />
                <span>{serverError}</span>
              </div>
            ) : null}
            {typeof props.children === 'function' ? props.children(ctx) : props.children}
            <div className={styles.formActions}>
              {props.readOnly ? null : (
                <Button
                  type="submit"
                  size="sm"
                  loading={isSubmitting}
                  icon={<Save size={16} aria-hidden="true" />}
                >
                  {isSubmitting
                    ? t('adminCore.kit.saving')
                    : (props.saveLabel ?? t('adminCore.kit.save'))}
                </Button>
              )}
              {props.actions?.(ctx)}
              <span className={styles.spacer} />
              {isDirty ? (
                <span className={styles.dirtyNote} aria-live="polite">
                  {t('adminCore.kit.unsavedNote')}
                </span>
              ) : null}
              {id && props.remove ? (
                <Button
                  size="sm"
                  variant="danger"
                  loading={deleting}
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  onClick={confirmDelete}
                >
                  {t('adminCore.kit.delete')}
                </Button>
              ) : null}
            </div>
          </form>
        </FormProvider>
        {aside || showHistory ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {aside}
            {showHistory && id ? <AdminHistoryPanel entity={entity} entityId={id} /> : null}
          </div>
        ) : null}
      </div>
    </AdminPageFrame>
  );
}
