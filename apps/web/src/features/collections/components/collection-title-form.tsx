import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { COLLECTION_TITLE_MAX, updateCollectionBodySchema } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../components/ui/notifications.tsx';
import { titleErrorFrom } from '../lib/title-errors.ts';
import styles from './collections.module.css';

type Values = z.input<typeof updateCollectionBodySchema>;

export interface CollectionTitleFormProps {
  initialTitle?: string;
  submitLabel: string;
  /** Save the trimmed title; a rejected promise shows the server's text. */
  onSubmit: (title: string) => Promise<unknown>;
  onCancel?: () => void;
  cancelLabel?: string;
  autoFocus?: boolean;
  /** Accessible name of the form. */
  label: string;
  /** Smaller buttons (the inline form inside the add_to_collection modal). */
  compact?: boolean;
}

/**
 * The collection name field with the contract's rules and texts (required, at most 40
 * characters) and the "n/40 Characters" counter of spec §5. A name the server refuses (taken,
 * reserved, invalid) is shown under the field; anything else becomes a notification.
 */
export function CollectionTitleForm({
  initialTitle = '',
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel,
  autoFocus,
  label,
  compact,
}: CollectionTitleFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof updateCollectionBodySchema>>({
    resolver: zodResolver(updateCollectionBodySchema),
    defaultValues: { title: initialTitle },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ title }) => {
    try {
      await onSubmit(title);
    } catch (e) {
      const fieldText = titleErrorFrom(e);
      if (fieldText) form.setError('title', { message: fieldText }, { shouldFocus: true });
      else notify.error(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className={styles.titleForm}>
      <TextField
        label={t('collections.form.nameLabel')}
        placeholder={t('collections.form.namePlaceholder')}
        maxLength={COLLECTION_TITLE_MAX}
        autoComplete="off"
        autoFocus={autoFocus}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="ghost" size={compact ? 'sm' : 'md'} onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size={compact ? 'sm' : 'md'} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
