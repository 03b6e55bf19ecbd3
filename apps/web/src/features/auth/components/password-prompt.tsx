import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { verifyPasswordBodySchema, type SessionResponse } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { FormAlert } from './form-alert.tsx';
import { useVerifyPassword } from '../api/verify-password.ts';
import styles from './auth.module.css';

interface Values {
  password: string;
}

/** The body of the "Enter Account Password" modal (tracking name parent_protection). */
export function PasswordPromptForm({
  onSuccess,
  onCancel,
}: {
  onSuccess: (session: SessionResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(verifyPasswordBodySchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      onSuccess(await verify.mutateAsync(password));
    } catch (e) {
      // A failed password prompt shows the invalid-credentials text (spec §8).
      setFailure(
        isApiError(e) && e.status === 401 ? t('messages.invalidCredentials') : errorMessage(e),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.promptForm}>
      <p className={styles.promptIntro}>
        <Lock size={20} aria-hidden="true" />
        <span>{t('passwordPrompt.intro')}</span>
      </p>
      <FormAlert message={failure} />
      <PasswordField
        label={t('passwordPrompt.label')}
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        showLabel={t('login.showPassword')}
        hideLabelText={t('login.hidePassword')}
        {...form.register('password')}
      />
      <div className={styles.promptActions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={verify.isPending}>
          {t('passwordPrompt.submit')}
        </Button>
      </div>
    </form>
  );
}
