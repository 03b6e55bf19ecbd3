import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { capitalizeName, href, PROFILE_MESSAGES } from '@pagebird/contract';
import { Page } from '../../layouts/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { ProfileAvatar } from '../../../components/ui/profile-avatar.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useOnboardingData } from '../../../features/family/profiles/api/onboarding-data.ts';
import { useChildren } from '../../../features/family/profiles/api/children.ts';
import { useCreateChild } from '../../../features/family/profiles/api/create-child.ts';
import { ChildForm, emptyChild } from '../../../features/family/profiles/components/child-form.tsx';
import { fieldErrorsOf, isGateError } from '../../../features/family/profiles/lib.ts';
import styles from '../../../features/family/profiles/components/profiles.module.css';

/** /onboarding — after sign-up (or a first sign-in without children): add the child profiles. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useOnboardingData();
  const children = useChildren();
  const create = useCreateChild();
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const list = children.data?.children ?? [];
  const full = data.data ? list.length >= data.data.maxChildren : false;

  return (
    <Page
      title={t('profiles.onboarding.title')}
      eyebrow={t('profiles.onboarding.eyebrow')}
      intro={t('profiles.onboarding.intro')}
      width="narrow"
    >
      {list.length ? (
        <section aria-labelledby="onboarding-created" className={styles.section}>
          <h2 id="onboarding-created">{t('profiles.onboarding.created')}</h2>
          <ul className={styles.created}>
            {list.map((c) => (
              <li key={c.id}>
                <ProfileAvatar
                  name={capitalizeName(c.name)}
                  settings={c.avatarSettings}
                  size="lg"
                />
                {capitalizeName(c.name)}
              </li>
            ))}
          </ul>
          <Button size="lg" onClick={() => void navigate(href('profile-select'))}>
            {t('profiles.onboarding.done')}
          </Button>
        </section>
      ) : null}
      {data.isPending ? (
        <Skeleton height={320} />
      ) : data.isError ? (
        <EmptyState
          title={t('profiles.common.loadFailed')}
          action={<Button onClick={() => void data.refetch()}>{t('common.tryAgain')}</Button>}
        />
      ) : full ? (
        <p className={styles.hint}>
          {t('profiles.onboarding.limit', { count: data.data.maxChildren })}
        </p>
      ) : (
        <Card>
          <h2>
            {list.length ? t('profiles.onboarding.addAnother') : t('profiles.onboarding.add')}
          </h2>
          <ChildForm
            key={formKey}
            data={data.data}
            initial={emptyChild(data.data)}
            submitLabel={t('profiles.onboarding.add')}
            busy={create.isPending}
            serverErrors={serverErrors}
            onSubmit={async (body) => {
              setServerErrors({});
              try {
                const res = await create.mutateAsync(body);
                notify.success(res.message);
                setFormKey((k) => k + 1);
              } catch (e) {
                if (isGateError(e)) return;
                const fields = fieldErrorsOf(e);
                if (fields) setServerErrors(fields);
                else notify.error(PROFILE_MESSAGES.createFailed);
              }
            }}
          />
        </Card>
      )}
    </Page>
  );
}
