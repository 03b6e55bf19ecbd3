import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppErrorCode, emailSchema, landingAfterLogin, passwordSchema } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { sessionStore, sessionView } from '../../../lib/auth/session-store.ts';
import { getDevice } from '../../../lib/device.ts';
import { useLogin } from '../api/login.ts';
import { FormAlert } from './form-alert.tsx';
import styles from './auth.module.css';

/** The form shows the §5 email and password texts (the server only needs a non-empty password). */
export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
type Values = z.input<typeof loginFormSchema>;

export function LoginForm({
  redirect,
  forgotLink,
}: {
  redirect: string | null;
  forgotLink?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await login.mutateAsync(values);
      sessionStore.set(session);
      const view = sessionView()!;
      await navigate(landingAfterLogin(view, { redirect, device: getDevice() }), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.code === AppErrorCode.INVALID_CREDENTIALS) {
        setFailure(t('messages.invalidCredentials'));
      } else if (isApiError(e) && e.status === 401) {
        setFailure(t('messages.invalidCredentials'));
      } else if (isApiError(e) && e.code === AppErrorCode.LOCKED_OUT) {
        setFailure(e.message || t('messages.lockedOut'));
      } else {
        setFailure(errorMessage(e));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <FormAlert message={failure} />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('login.emailPlaceholder')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        showLabel={t('login.showPassword')}
        hideLabelText={t('login.hidePassword')}
        {...form.register('password')}
      />
      {forgotLink ? <div className={styles.forgot}>{forgotLink}</div> : null}
      <Button type="submit" size="lg" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
