import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CircleCheck, Unlink } from 'lucide-react';
import { href, passwordUpdateBodySchema } from '@pagebird/contract';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormAlert } from '../../../features/auth/components/form-alert.tsx';
import { useTokenValidation } from '../../../features/auth/api/token-validation.ts';
import { usePasswordUpdate } from '../../../features/auth/api/password-update.ts';
import styles from './password.module.css';

type Values = z.input<typeof passwordUpdateBodySchema>;

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('passwordUpdate.invalidTitle')} mood="sleepy">
      <div className={`${styles.done} ${styles.invalid}`} role="alert">
        <Unlink size={36} aria-hidden="true" />
        <p>{t('messages.resetLinkInvalid')}</p>
      </div>
      <ButtonLink to={href('password-reset')} block>
        {t('passwordUpdate.requestNew')}
      </ButtonLink>
    </AuthCard>
  );
}

/** `/password-update?token=` — check the token, then choose a new password. */
export default function PasswordUpdatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const validation = useTokenValidation(token);
  const update = usePasswordUpdate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof passwordUpdateBodySchema>>({
    resolver: zodResolver(passwordUpdateBodySchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (!token || expired) return <InvalidLink />;
  if (validation.isPending) {
    return (
      <AuthCard title={t('passwordUpdate.title')} mood="reading">
        <div className={styles.center}>
          <Spinner label={t('passwordUpdate.checking')} />
        </div>
      </AuthCard>
    );
  }
  if (validation.isError || !validation.data.valid) return <InvalidLink />;

  if (done) {
    return (
      <AuthCard title={t('passwordUpdate.doneTitle')} mood="happy">
        <div className={styles.done} role="status">
          <CircleCheck size={36} aria-hidden="true" />
          <p>{t('messages.passwordUpdated')}</p>
        </div>
        <ButtonLink to={href('login')} block>
          {t('passwordUpdate.signIn')}
        </ButtonLink>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notify.success(t('messages.passwordUpdated'));
      setDone(true);
    } catch (e) {
      if (isApiError(e) && e.code === 'TOKEN_INVALID') setExpired(true);
      else setFailure(errorMessage(e));
    }
  });

  return (
    <AuthCard
      title={t('passwordUpdate.title')}
      subtitle={t('passwordUpdate.subtitle')}
      mood="reading"
      footer={<Link to={href('login')}>{t('passwordReset.backToLogin')}</Link>}
    >
      <form onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <input type="hidden" {...form.register('token')} />
        {validation.data.email ? (
          <input
            type="email"
            hidden
            readOnly
            autoComplete="username"
            value={validation.data.email}
          />
        ) : null}
        <PasswordField
          label={t('passwordUpdate.newPassword')}
          autoComplete="new-password"
          autoFocus
          error={errors.newPassword?.message}
          showLabel={t('login.showPassword')}
          hideLabelText={t('login.hidePassword')}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('passwordUpdate.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          showLabel={t('login.showPassword')}
          hideLabelText={t('login.hidePassword')}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={update.isPending}>
          {t('passwordUpdate.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
