import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { href, MESSAGES, parentSignupBodySchema } from '@pagebird/contract';
import { Button } from '../../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../../components/ui/text-field.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-client.ts';
import { useParentSignup } from '../api/parent-signup.ts';
import { signupFlow, useSignupFlow } from '../lib/signup-flow.ts';
import { continueAfterAccount } from '../lib/signup-steps.ts';
import styles from './signup.module.css';

type Values = z.input<typeof parentSignupBodySchema>;

/** Spec §8: a 401 or 403 of sign-up shows the server's message or the sign-up text. */
function signupFailure(e: unknown): string {
  if (isApiError(e) && (e.status === 401 || e.status === 403)) {
    return e.message || MESSAGES.signupFailed;
  }
  if (isApiError(e) && e.status >= 500) return MESSAGES.signupFailed;
  return errorMessage(e);
}

/** Step 1: create the account (email, password, consent to updates). */
export function AccountStep({
  freeSubscriptionToken,
  defaultEmail,
  notice,
}: {
  freeSubscriptionToken?: string | null;
  defaultEmail?: string | null;
  /** Why the user is back here (e.g. the card was declined and the account not kept). */
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const signup = useParentSignup();
  const [failure, setFailure] = useState<string | null>(notice ?? null);
  const form = useForm<Values, unknown, z.output<typeof parentSignupBodySchema>>({
    resolver: zodResolver(parentSignupBodySchema),
    defaultValues: {
      email: defaultEmail ?? flow.email ?? '',
      password: '',
      consentToReceiveUpdates: false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const required = await signup.mutateAsync({ body, freeSubscriptionToken });
      const failed = await continueAfterAccount(required, body.email);
      if (failed) setFailure(failed);
    } catch (e) {
      if (isApiError(e) && e.fields.email) form.setError('email', { message: e.fields.email });
      if (isApiError(e) && e.fields.password) {
        form.setError('password', { message: e.fields.password });
      }
      setFailure(signupFailure(e));
      signupFlow.update({ step: 'account' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('billing.signup.accountTitle')}>
      <FormAlert message={failure} />
      <TextField
        label={t('billing.signup.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('billing.signup.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t('billing.signup.passwordHint')}
        showLabel={t('login.showPassword')}
        hideLabelText={t('login.hidePassword')}
        {...form.register('password')}
      />
      <label className={styles.consent}>
        <input type="checkbox" {...form.register('consentToReceiveUpdates')} />
        <span>{t('billing.signup.consent')}</span>
      </label>
      <Button
        type="submit"
        size="lg"
        block
        loading={signup.isPending || form.formState.isSubmitting}
      >
        {t('billing.signup.createAccount')}
      </Button>
      <p className={styles.legal}>
        {t('billing.signup.haveAccount')} <Link to={href('login')}>{t('common.signIn')}</Link>
      </p>
    </form>
  );
}
