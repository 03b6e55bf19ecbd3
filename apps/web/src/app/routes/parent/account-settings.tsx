import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  capitalizeName,
  changeEmailBodySchema,
  href,
  joinFieldMessages,
  passwordChangeBodySchema,
  PROFILE_MESSAGES,
} from '@pagebird/contract';
import { Page } from '../../layouts/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { logout } from '../../session-actions.ts';
import { useChangePassword } from '../../../features/auth/api/password-change.ts';
import {
  useAccount,
  useChangeEmail,
  useDeleteAccount,
  useSetConsent,
} from '../../../features/family/profiles/api/account.ts';
import { useChildren } from '../../../features/family/profiles/api/children.ts';
import { DigestOptIn } from '../../../features/family/insights/index.ts';
import { useDeleteChildren } from '../../../features/family/profiles/api/delete-children.ts';
import {
  exportChildHtml,
  exportChildJson,
} from '../../../features/family/profiles/api/export-child.ts';
import { useConfirm } from '../../../features/family/profiles/components/confirm.tsx';
import { fieldErrorsOf, isGateError } from '../../../features/family/profiles/lib.ts';
import styles from '../../../features/family/profiles/components/profiles.module.css';

function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return { errors, setErrors };
}

function EmailSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { errors, setErrors } = useFieldErrors();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = changeEmailBodySchema.safeParse({ newEmail, currentPassword });
    if (!parsed.success) return setErrors(joinFieldMessages(parsed.error));
    setErrors({});
    try {
      const res = await change.mutateAsync(parsed.data);
      notify.success(res.message);
      setNewEmail('');
      setCurrentPassword('');
    } catch (err) {
      if (isGateError(err)) return;
      setErrors(fieldErrorsOf(err) ?? { currentPassword: errorMessage(err) });
    }
  };
  return (
    <section aria-labelledby="email-title" className={styles.section}>
      <h2 id="email-title">{t('profiles.account.emailTitle')}</h2>
      <p className={styles.hint} data-testid="account-email">
        {email}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.row}>
          <TextField
            label={t('profiles.account.newEmail')}
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            error={errors.newEmail}
          />
          <PasswordField
            label={t('profiles.account.currentPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={errors.currentPassword}
            showLabel={t('login.showPassword')}
            hideLabelText={t('login.hidePassword')}
          />
        </div>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t('profiles.account.saveEmail')}
        </Button>
      </form>
    </section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [v, setV] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const { errors, setErrors } = useFieldErrors();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = passwordChangeBodySchema.safeParse(v);
    if (!parsed.success) return setErrors(joinFieldMessages(parsed.error));
    setErrors({});
    try {
      const res = await change.mutateAsync(parsed.data);
      notify.success(res.message);
      setV({ currentPassword: '', newPassword: '', confirmPassword: '' });
    } catch (err) {
      if (isGateError(err)) return;
      setErrors(fieldErrorsOf(err) ?? { currentPassword: errorMessage(err) });
    }
  };
  const field = (k: keyof typeof v, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      value={v[k]}
      onChange={(e) => setV((p) => ({ ...p, [k]: e.target.value }))}
      error={errors[k]}
      showLabel={t('login.showPassword')}
      hideLabelText={t('login.hidePassword')}
    />
  );
  return (
    <section aria-labelledby="password-title" className={styles.section}>
      <h2 id="password-title">{t('profiles.account.passwordTitle')}</h2>
      <p className={styles.hint}>{t('profiles.account.passwordIntro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {field('currentPassword', t('profiles.account.currentPassword'), 'current-password')}
        <div className={styles.row}>
          {field('newPassword', t('profiles.account.newPassword'), 'new-password')}
          {field('confirmPassword', t('profiles.account.confirmPassword'), 'new-password')}
        </div>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t('profiles.account.savePassword')}
        </Button>
      </form>
    </section>
  );
}

function UpdatesSection({ consent }: { consent: boolean }) {
  const { t } = useTranslation();
  const set = useSetConsent();
  return (
    <section aria-labelledby="updates-title" className={styles.section}>
      <h2 id="updates-title">{t('profiles.account.updatesTitle')}</h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={consent}
          disabled={set.isPending}
          onChange={(e) =>
            set
              .mutateAsync(e.target.checked)
              .then((r) => notify.success(r.message))
              .catch((err: unknown) => {
                if (!isGateError(err)) notify.error(errorMessage(err));
              })
          }
        />
        {t('profiles.account.consent')}
      </label>
      <DigestOptIn />
    </section>
  );
}

function ChildrenSection() {
  const { t } = useTranslation();
  const children = useChildren();
  const remove = useDeleteChildren();
  const confirm = useConfirm();
  const [selected, setSelected] = useState<string[]>([]);
  const list = children.data?.children ?? [];
  const del = (ids: string[]) =>
    confirm({
      title: t('profiles.account.deleteChild'),
      text: t('profiles.account.deleteChildrenConfirm', { count: ids.length }),
      onConfirm: () =>
        void remove
          .mutateAsync(ids)
          .then((r) => {
            notify.success(r.message);
            setSelected([]);
          })
          .catch((e: unknown) => {
            if (!isGateError(e)) notify.error(PROFILE_MESSAGES.deleteFailed);
          }),
    });
  const run = (p: Promise<void>) =>
    p.catch((e: unknown) => {
      if (!isGateError(e)) notify.error(errorMessage(e));
    });
  return (
    <section aria-labelledby="children-title" className={styles.section}>
      <h2 id="children-title">{t('profiles.account.childrenTitle')}</h2>
      <p className={styles.hint}>{t('profiles.account.childrenIntro')}</p>
      {children.isPending ? (
        <Skeleton height={80} />
      ) : list.length === 0 ? (
        <p>{t('profiles.account.noChildren')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((c) => {
            const name = capitalizeName(c.name);
            return (
              <li key={c.id} className={styles.listItem}>
                <input
                  type="checkbox"
                  aria-label={t('profiles.account.select', { name })}
                  checked={selected.includes(c.id)}
                  onChange={(e) =>
                    setSelected((s) =>
                      e.target.checked ? [...s, c.id] : s.filter((x) => x !== c.id),
                    )
                  }
                />
                <span className={styles.listName}>
                  <ProfileAvatar name={name} settings={c.avatarSettings} size="sm" />
                  {name}
                </span>
                <Link to={href('dashboard-edit-child', { childId: c.id })}>
                  {t('profiles.account.edit')}
                </Link>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void run(exportChildJson(c.id, c.name))}
                >
                  {t('profiles.account.exportJson')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void run(exportChildHtml(c.id, c.name))}
                >
                  {t('profiles.account.exportHtml')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => del([c.id])}>
                  {t('profiles.account.deleteChild')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={href('onboarding')}>
          {t('profiles.account.addChild')}
        </ButtonLink>
        {selected.length > 1 ? (
          <Button variant="danger" onClick={() => del(selected)} loading={remove.isPending}>
            {t('profiles.account.deleteSelected')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function DangerSection() {
  const { t } = useTranslation();
  const del = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('messages.passwordRequired'));
    try {
      await del.mutateAsync(password);
      await logout({ skipServer: true, to: href('home'), message: t('profiles.account.deleted') });
    } catch (err) {
      if (!isGateError(err)) setError(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby="danger-title" className={styles.section}>
      <h2 id="danger-title">{t('profiles.account.dangerTitle')}</h2>
      <p className={styles.hint}>{t('profiles.account.dangerIntro')}</p>
      {open ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>{t('profiles.account.deleteAccountConfirm')}</p>
          <PasswordField
            label={t('profiles.account.currentPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            showLabel={t('login.showPassword')}
            hideLabelText={t('login.hidePassword')}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('profiles.common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={del.isPending}>
              {t('profiles.account.deleteAccount')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('profiles.account.deleteAccount')}
        </Button>
      )}
    </section>
  );
}

/** /account-settings — email, password, updates, child profiles (export, delete), delete account. */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Page title={t('routes.account-settings')} width="narrow">
      {account.isPending ? (
        <Skeleton height={400} />
      ) : account.isError ? (
        <p>{errorMessage(account.error)}</p>
      ) : (
        <>
          <Card className={styles.section}>
            <EmailSection email={account.data.email} />
            <PasswordSection />
            <UpdatesSection consent={account.data.consentToReceiveUpdates} />
          </Card>
          <Card className={styles.section}>
            <ChildrenSection />
          </Card>
          <Card className={styles.section}>
            <DangerSection />
          </Card>
        </>
      )}
    </Page>
  );
}
