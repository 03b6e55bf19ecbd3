import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  ADMIN_ZONES_LIMITS,
  ADMIN_ZONES_MESSAGES,
  adminQuizAnswerSaveSchema,
  adminQuizSaveSchema,
  adminZonesApi,
  answerImageField,
  type AdminQuiz,
  type AdminQuizRow,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { postMultipart } from '../commerce/multipart.ts';
import {
  adminActiveStatus,
  AdminDetails,
  AdminEditor,
  AdminFieldGrid,
  AdminFieldShell,
  AdminListPage,
  AdminPageFrame,
  AdminStatusField,
  AdminTextArea,
  AdminTextField,
  loadFrom,
  type AdminColumn,
} from '../kit/index.ts';
import { statusFilter } from './status-filter.ts';
import styles from './zones.module.css';

/** Columns of the quiz questions table. */
function quizColumns(t: TFunction): AdminColumn<AdminQuizRow>[] {
  return [
    {
      key: 'question',
      header: t('adminZones.quizzes.question'),
      sortKey: 'question',
      link: true,
      cell: (q) => q.question,
    },
    {
      key: 'contentId',
      header: t('adminZones.quizzes.contentId'),
      sortKey: 'contentId',
      cell: (q) => <code>{q.contentId}</code>,
    },
    {
      key: 'answers',
      header: t('adminZones.quizzes.answerCount'),
      numeric: true,
      cell: (q) => q.answerCount,
    },
    {
      key: 'book',
      header: t('adminZones.quizzes.sourceBook'),
      sortKey: 'sourceBookIdNumber',
      cell: (q) =>
        q.sourceBookIdNumber
          ? `${q.sourceBookIdNumber} · ${q.sourceBookTitle ?? ''}`
          : t('adminZones.common.none'),
    },
    {
      key: 'updated',
      header: t('adminZones.common.updated'),
      sortKey: 'updatedAt',
      cell: (q) => q.updatedAt.slice(0, 10),
    },
  ];
}

/** The quiz questions list's props (all, and a zone's pool with `query={{ zoneId }}`). */
export const quizzesListProps = (t: TFunction) => ({
  endpoint: adminZonesApi.quizzes,
  defaultSort: 'updatedAt,desc',
  rowKey: (q: AdminQuizRow) => q.id,
  rowLabel: (q: AdminQuizRow) => q.question,
  editRoute: 'admin-quizzes-update' as const,
  columns: quizColumns(t),
  status: adminActiveStatus<AdminQuizRow>((params) =>
    callApi(adminZonesApi.quizStatus, { params }),
  ),
});

/** /admin/quizzes. */
export function AdminQuizzesList() {
  const { t } = useTranslation();
  return (
    <AdminPageFrame title={t('routes.admin-quizzes')} createRoute="admin-quizzes-update">
      <AdminListPage
        {...quizzesListProps(t)}
        caption={t('adminZones.quizzes.caption')}
        filters={[statusFilter(t)]}
      />
    </AdminPageFrame>
  );
}

/** The quiz form: the multipart `body` plus a picture file per answer (sent as answerImageN). */
const answerFormSchema = adminQuizAnswerSaveSchema.extend({
  file: z
    .custom<File>((v) => typeof File !== 'undefined' && v instanceof File)
    .nullable()
    .optional(),
});
const quizFormSchema = adminQuizSaveSchema.extend({
  quizAnswers: z
    .array(answerFormSchema)
    .min(2, { error: ADMIN_ZONES_MESSAGES.twoAnswers })
    .max(ADMIN_ZONES_LIMITS.maxAnswers, { error: ADMIN_ZONES_MESSAGES.tooManyAnswers })
    .refine((answers) => answers.filter((a) => a.correct).length === 1, {
      error: ADMIN_ZONES_MESSAGES.oneCorrect,
    }),
});
type QuizForm = z.input<typeof quizFormSchema>;
type QuizOut = z.output<typeof quizFormSchema>;

const emptyQuiz: QuizForm = {
  question: '',
  contentId: '',
  status: 'ACTIVE',
  sourceBookIdNumber: '',
  completedQuizBookIdNumbers: '',
  quizAnswers: [
    { answer: '', correct: true, image: null, file: null },
    { answer: '', correct: false, image: null, file: null },
  ],
};

function saveQuiz(values: QuizOut, id: string | undefined): Promise<AdminQuiz> {
  const files: Record<string, File | null | undefined> = {};
  const body = {
    id,
    contentId: values.contentId || undefined,
    question: values.question,
    status: values.status,
    sourceBookIdNumber: values.sourceBookIdNumber,
    completedQuizBookIdNumbers: values.completedQuizBookIdNumbers.join(','),
    quizAnswers: values.quizAnswers.map(({ file, ...answer }, n) => {
      files[answerImageField(n)] = file;
      return answer;
    }),
  };
  return postMultipart<AdminQuiz>(adminZonesApi.saveQuiz, 'body', body, files);
}

/** A picture: a chosen file (its object URL, released when it changes) or a stored URL. */
function Thumb({ src }: { src: File | string }) {
  const url = useMemo(() => (typeof src === 'string' ? src : URL.createObjectURL(src)), [src]);
  useEffect(
    () => () => {
      if (typeof src !== 'string') URL.revokeObjectURL(url);
    },
    [src, url],
  );
  return <img className={styles.thumb} src={url} alt="" />;
}

/** The answers: text, the one correct answer (radio), a picture each; add and remove. */
function AnswersField() {
  const { t } = useTranslation();
  const { control, setValue, getFieldState, formState } = useFormContext<QuizForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'quizAnswers' });
  const answers = (useWatch({ control, name: 'quizAnswers' }) ?? []) as QuizForm['quizAnswers'];
  const listError = getFieldState('quizAnswers', formState).error;
  const message = listError?.message ?? listError?.root?.message;

  return (
    <fieldset className={styles.group}>
      <legend>{t('adminZones.quizzes.answers')}</legend>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <ol className={styles.answers}>
        {fields.map((f, n) => {
          const a = answers[n];
          const preview = a?.file ?? a?.image ?? null;
          return (
            <li key={f.id} className={styles.answer}>
              <AdminTextField<QuizForm>
                name={`quizAnswers.${n}.answer`}
                label={t('adminZones.quizzes.answer', { n: n + 1 })}
                maxLength={ADMIN_ZONES_LIMITS.answer}
                required
              />
              <label className={styles.correct}>
                <input
                  type="radio"
                  name="correct-answer"
                  checked={Boolean(a?.correct)}
                  onChange={() =>
                    answers.forEach((_, i) =>
                      setValue(`quizAnswers.${i}.correct`, i === n, {
                        shouldDirty: true,
                        shouldValidate: formState.isSubmitted,
                      }),
                    )
                  }
                />
                {t('adminZones.quizzes.correct')}
              </label>
              <AdminFieldShell
                label={t('adminZones.quizzes.answerImage', { n: n + 1 })}
                hint={t('adminZones.common.imageHint')}
              >
                {({ id, describedBy }) => (
                  <div className={styles.imageRow}>
                    {preview ? <Thumb src={preview} /> : null}
                    <input
                      id={id}
                      type="file"
                      accept="image/png,image/jpeg,image/webp,image/gif"
                      aria-describedby={describedBy}
                      onChange={(e) =>
                        setValue(`quizAnswers.${n}.file`, e.target.files?.[0] ?? null, {
                          shouldDirty: true,
                        })
                      }
                    />
                    {preview ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          setValue(`quizAnswers.${n}.file`, null, { shouldDirty: true });
                          setValue(`quizAnswers.${n}.image`, null, { shouldDirty: true });
                        }}
                      >
                        {t('adminZones.common.remove')}
                      </Button>
                    ) : null}
                  </div>
                )}
              </AdminFieldShell>
              <Button
                variant="secondary"
                size="sm"
                iconOnly
                icon={<Trash2 size={16} aria-hidden="true" />}
                aria-label={t('adminZones.quizzes.removeAnswer', { n: n + 1 })}
                disabled={fields.length <= 2}
                onClick={() => remove(n)}
              />
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={fields.length >= ADMIN_ZONES_LIMITS.maxAnswers}
        onClick={() => append({ answer: '', correct: false, image: null, file: null })}
      >
        {t('adminZones.quizzes.addAnswer')}
      </Button>
    </fieldset>
  );
}

/** /admin/quizzes-update/{id?}. */
export function AdminQuizEditor() {
  const { t } = useTranslation();
  return (
    <AdminEditor<QuizForm, QuizOut, AdminQuiz>
      entity="QUIZ"
      itemName={t('adminZones.quizzes.itemName')}
      listRoute="admin-quizzes"
      schema={quizFormSchema}
      empty={emptyQuiz}
      load={loadFrom(adminZonesApi.quiz)}
      toValues={(q) => ({
        question: q.question,
        contentId: q.contentId,
        status: q.status,
        sourceBookIdNumber: q.sourceBookIdNumber ?? '',
        completedQuizBookIdNumbers: q.completedQuizBookIdNumbers,
        quizAnswers: q.quizAnswers.map((a) => ({
          id: a.id,
          contentId: a.contentId,
          answer: a.answer,
          correct: a.correct,
          image: a.image,
          file: null,
        })),
      })}
      save={(values, { id }) => saveQuiz(values, id)}
    >
      {({ item }) => (
        <>
          <AdminFieldGrid>
            <AdminTextArea<QuizForm>
              name="question"
              label={t('adminZones.quizzes.question')}
              maxLength={ADMIN_ZONES_LIMITS.question}
              rows={2}
              required
              wide
            />
            <AdminTextField<QuizForm>
              name="contentId"
              label={t('adminZones.quizzes.contentId')}
              hint={t('adminZones.quizzes.contentIdHint')}
              maxLength={ADMIN_ZONES_LIMITS.contentId}
            />
            <AdminStatusField<QuizForm> name="status" label={t('adminZones.common.status')} />
            <AdminTextField<QuizForm>
              name="sourceBookIdNumber"
              label={t('adminZones.quizzes.sourceBook')}
              hint={item?.sourceBookTitle ?? undefined}
            />
            <AdminTextField<QuizForm>
              name="completedQuizBookIdNumbers"
              label={t('adminZones.quizzes.completedBooks')}
              hint={t('adminZones.quizzes.completedBooksHint')}
              wide
            />
          </AdminFieldGrid>
          <AnswersField />
          {item ? (
            <AdminDetails
              items={[
                {
                  label: t('adminZones.quizzes.zones'),
                  value: item.zones.map((z) => z.title).join(', ') || t('adminZones.common.none'),
                },
              ]}
            />
          ) : null}
        </>
      )}
    </AdminEditor>
  );
}
