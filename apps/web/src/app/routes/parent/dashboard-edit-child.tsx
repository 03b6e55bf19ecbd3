import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  capitalizeName,
  formatApproximateLevel,
  href,
  PROFILE_MESSAGES,
  type Child,
  type CreateChildBody,
} from '@pagebird/contract';
import { Page } from '../../layouts/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { notify } from '../../../components/ui/notifications.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useChild } from '../../../features/family/profiles/api/child.ts';
import { useOnboardingData } from '../../../features/family/profiles/api/onboarding-data.ts';
import { useUpdateChild } from '../../../features/family/profiles/api/update-child.ts';
import { useDeleteChildren } from '../../../features/family/profiles/api/delete-children.ts';
import {
  ChildForm,
  type ChildFormValues,
} from '../../../features/family/profiles/components/child-form.tsx';
import { ReadingLevelsEditor } from '../../../features/family/profiles/components/reading-levels-editor.tsx';
import { useConfirm } from '../../../features/family/profiles/components/confirm.tsx';
import { fieldErrorsOf, isGateError } from '../../../features/family/profiles/lib.ts';
import styles from '../../../features/family/profiles/components/profiles.module.css';

const valuesOf = (c: Child): ChildFormValues => ({
  name: c.name,
  surname: c.surname ?? '',
  ageId: c.ageId,
  gradeId: c.gradeId,
  avatarId: c.avatarSettings.avatar?.id ?? null,
  interests: c.interests,
});

/** Profile edit is "no change" when the data is unchanged (spec §4). */
function changed(c: Child, body: CreateChildBody): boolean {
  const before = valuesOf(c);
  return (
    before.name !== body.name ||
    (before.surname || undefined) !== (body.surname || undefined) ||
    before.ageId !== body.ageId ||
    before.gradeId !== (body.gradeId ?? null) ||
    before.avatarId !== (body.avatarId ?? null) ||
    [...before.interests].sort().join() !== [...(body.interests ?? [])].sort().join()
  );
}

/** /dashboard/edit-child/:childId — edit a child, its reading level assessments, or delete it. */
export default function DashboardEditChildPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { childId = '' } = useParams();
  const child = useChild(childId);
  const data = useOnboardingData();
  const update = useUpdateChild();
  const remove = useDeleteChildren();
  const confirm = useConfirm();
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [levelErrors, setLevelErrors] = useState<Record<string, string>>({});

  if (child.isPending || data.isPending) {
    return (
      <Page title={t('routes.dashboard-edit-child')} width="narrow">
        <Skeleton height={320} />
      </Page>
    );
  }
  if (child.isError || data.isError) {
    return (
      <Page title={t('routes.dashboard-edit-child')} width="narrow">
        <EmptyState
          title={t('profiles.edit.notFound')}
          action={<ButtonLink to={href('dashboard')}>{t('profiles.edit.back')}</ButtonLink>}
        />
      </Page>
    );
  }
  const c = child.data;
  const name = capitalizeName(c.name);

  const fail = (e: unknown, set: (f: Record<string, string>) => void, text: string) => {
    if (isGateError(e)) return;
    const fields = fieldErrorsOf(e);
    if (fields) set(fields);
    else notify.error(text);
  };

  return (
    <Page
      title={t('profiles.edit.title', { name })}
      width="narrow"
      actions={
        <ButtonLink variant="ghost" to={href('dashboard')}>
          {t('profiles.edit.back')}
        </ButtonLink>
      }
    >
      <Card className={styles.section}>
        <ChildForm
          key={c.id}
          data={data.data}
          initial={valuesOf(c)}
          submitLabel={t('profiles.edit.save')}
          busy={update.isPending}
          serverErrors={formErrors}
          onSubmit={async (body) => {
            setFormErrors({});
            if (!changed(c, body)) {
              notify.info(t('profiles.edit.noChange'));
              return;
            }
            try {
              const res = await update.mutateAsync({
                id: c.id,
                body: { ...body, surname: body.surname ?? null },
              });
              notify.success(res.message);
            } catch (e) {
              fail(e, setFormErrors, PROFILE_MESSAGES.saveFailed);
            }
          }}
          extraActions={
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                confirm({
                  title: t('profiles.edit.delete'),
                  text: t('profiles.edit.deleteConfirm', { name }),
                  onConfirm: () => {
                    remove
                      .mutateAsync([c.id])
                      .then(async (res) => {
                        notify.success(res.message);
                        await navigate(href('dashboard'));
                      })
                      .catch((e: unknown) => {
                        if (!isGateError(e)) notify.error(PROFILE_MESSAGES.deleteFailed);
                      });
                  },
                })
              }
            >
              {t('profiles.edit.delete')}
            </Button>
          }
        />
      </Card>
      <Card className={styles.section}>
        <section aria-labelledby="levels-title">
          <h2 id="levels-title">{t('profiles.levels.title')}</h2>
          <p className={styles.hint}>{t('profiles.levels.intro')}</p>
          <p>
            {t('profiles.levels.current', {
              level: formatApproximateLevel(c.currentApproximateReadingLevel),
            })}
          </p>
          <ReadingLevelsEditor
            key={c.readingLevelHistory.map((h) => h.id).join()}
            data={data.data}
            history={c.readingLevelHistory}
            busy={update.isPending}
            serverErrors={levelErrors}
            onSave={async (entries) => {
              setLevelErrors({});
              try {
                const res = await update.mutateAsync({
                  id: c.id,
                  body: { readingLevelHistory: entries },
                });
                notify.success(res.message);
              } catch (e) {
                fail(e, setLevelErrors, PROFILE_MESSAGES.saveFailed);
              }
            }}
          />
        </section>
      </Card>
    </Page>
  );
}
