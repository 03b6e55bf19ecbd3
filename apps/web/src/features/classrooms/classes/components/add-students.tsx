import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLASS_MESSAGES, href } from '@pagebird/contract';
import { Page } from '../../../../app/layouts/page.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/spinner.tsx';
import { notify } from '../../../../components/ui/notifications.tsx';
import { FormAlert } from '../../../auth/components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAddStudents, useClass } from '../api/classes.ts';
import { StudentRows, checkDrafts, emptyDraft, type DraftErrors } from './student-fields.tsx';
import styles from './classes.module.css';

/** /classroom/{id}/add: more students for a class. */
export function AddStudents({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useClass(classId);
  const add = useAddStudents(classId);
  const grade = q.data?.gradeId ?? '';
  const [drafts, setDrafts] = useState(() => [emptyDraft()]);
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (q.isPending) return <Page title={<Skeleton width={240} />} />;
  if (!q.data)
    return (
      <Page title={t('classes.loadFailed')}>
        <FormAlert message={errorMessage(q.error)} />
      </Page>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = checkDrafts(drafts.map((d) => (d.gradeId === '' ? { ...d, gradeId: grade } : d)));
    if ('errors' in r) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await add.mutateAsync(r.ok);
      notify.success(CLASS_MESSAGES.studentsAdded(r.ok.length));
      void navigate(href('classroom', { classId }));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <Page title={t('classes.add.title', { name: q.data.name })} width="normal">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <StudentRows drafts={drafts} errors={errors} onChange={setDrafts} defaultGrade={grade} />
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <ButtonLink to={href('classroom', { classId })} variant="ghost">
            {t('classes.cancel')}
          </ButtonLink>
          <Button type="submit" loading={add.isPending}>
            {t('classes.add.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
