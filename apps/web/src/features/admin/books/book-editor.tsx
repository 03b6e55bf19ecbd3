import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Eye } from 'lucide-react';
import {
  ADMIN_BOOK_LIMITS,
  ADMIN_BOOKS_MESSAGES,
  MESSAGES,
  PAGE_CATEGORIES,
  adminBooksApi,
  href,
  maxAgeSchema,
  minAgeSchema,
  type AdminBook,
  type AdminBookDto,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/modal.tsx';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import {
  AdminBoundField,
  AdminCheckboxField,
  AdminDetails,
  AdminEditor,
  AdminFieldGrid,
  AdminFieldShell,
  AdminNumberField,
  AdminStatusField,
  AdminTextArea,
  AdminTextField,
  loadFrom,
} from '../kit/index.ts';
import { sendMultipart } from './multipart.ts';
import styles from './books.module.css';

const M = ADMIN_BOOKS_MESSAGES;
const L = ADMIN_BOOK_LIMITS;

const limited = (max: number, required = false) => {
  const base = z.string().max(max, { error: M.tooLong(max) });
  return required ? base.refine((v) => v.trim().length > 0, { error: M.required }) : base;
};

/** The editor's form: lists as text (one name or subject a line), §5 age rule with its texts. */
export const bookFormSchema = z
  .object({
    idNumber: limited(L.idNumber, true),
    title: limited(L.title, true),
    subtitle: limited(L.subtitle),
    description: limited(L.description),
    authors: z.string(),
    editors: z.string(),
    illustrators: z.string(),
    subjects: z.string(),
    languages: z.string(),
    series: limited(L.series),
    seriesPosition: z.number().int().min(0).nullable(),
    imprint: limited(L.imprint),
    publisher: limited(L.publisher),
    nonfiction: z.boolean(),
    consumer: z.boolean(),
    educator: z.boolean(),
    salesTerritories: z.string(),
    minAge: minAgeSchema,
    maxAge: maxAgeSchema,
    interests: z.array(z.string()),
    pageCategories: z.array(
      z.object({ index: z.number(), href: z.string(), category: z.enum(PAGE_CATEGORIES) }),
    ),
    levelSystem: z.string().max(60),
    levelValue: z.number().nullable(),
    levelLabel: z.string().max(L.readingLevelLabel),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    coverFile: z.custom<File | null>((v) => v === null || v instanceof File),
  })
  .refine(
    (v) => typeof v.minAge !== 'number' || typeof v.maxAge !== 'number' || v.maxAge >= v.minAge,
    {
      error: MESSAGES.maxAgeBelowMin,
      path: ['maxAge'],
    },
  )
  .refine((v) => v.consumer || v.educator, { error: M.segmentsRequired, path: ['educator'] });

export type BookForm = z.input<typeof bookFormSchema>;
type BookValues = z.output<typeof bookFormSchema>;

const lines = (s: string) =>
  s
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean);
const codes = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

export function toForm(b: AdminBook): BookForm {
  return {
    idNumber: b.idNumber,
    title: b.title,
    subtitle: b.subtitle ?? '',
    description: b.description ?? '',
    authors: b.authors.join('\n'),
    editors: b.editors.join('\n'),
    illustrators: b.illustrators.join('\n'),
    subjects: b.subjects.join('\n'),
    languages: b.languages.join(', '),
    series: b.series ?? '',
    seriesPosition: b.seriesPosition,
    imprint: b.imprint ?? '',
    publisher: b.publisher ?? '',
    nonfiction: b.nonfiction,
    consumer: b.userSegments.includes('CONSUMER'),
    educator: b.userSegments.includes('EDUCATOR'),
    salesTerritories: b.salesTerritories.join(', '),
    minAge: b.minAge,
    maxAge: b.maxAge,
    interests: b.interests,
    pageCategories: b.pageCategories,
    levelSystem: b.readingLevel?.system ?? '',
    levelValue: b.readingLevel?.value ?? null,
    levelLabel: b.readingLevel?.label ?? '',
    status: b.status,
    coverFile: null,
  };
}

export function toDto(id: string, v: BookValues): AdminBookDto {
  return {
    id,
    idNumber: v.idNumber.trim(),
    title: v.title,
    subtitle: v.subtitle || null,
    description: v.description || null,
    authors: lines(v.authors),
    editors: lines(v.editors),
    illustrators: lines(v.illustrators),
    subjects: lines(v.subjects),
    languages: codes(v.languages),
    series: v.series || null,
    seriesPosition: v.seriesPosition,
    imprint: v.imprint || null,
    publisher: v.publisher || null,
    nonfiction: v.nonfiction,
    userSegments: [
      ...(v.consumer ? (['CONSUMER'] as const) : []),
      ...(v.educator ? (['EDUCATOR'] as const) : []),
    ],
    salesTerritories: codes(v.salesTerritories).map((c) => c.toUpperCase()),
    minAge: v.minAge,
    maxAge: v.maxAge,
    interests: v.interests,
    pageCategories: v.pageCategories,
    readingLevel:
      v.levelSystem.trim() && v.levelValue !== null && v.levelLabel.trim()
        ? { system: v.levelSystem.trim(), value: v.levelValue, label: v.levelLabel.trim() }
        : null,
    status: v.status,
  };
}

/** The creators that are kept when the admin answers NO (unknown ones dropped). */
export function dropUnknown(dto: AdminBookDto, unknown: string[]): AdminBookDto {
  const out = new Set(unknown.map((n) => n.toLowerCase()));
  const keep = (names: string[]) => names.filter((n) => !out.has(n.toLowerCase()));
  return {
    ...dto,
    authors: keep(dto.authors),
    editors: keep(dto.editors),
    illustrators: keep(dto.illustrators),
  };
}

function putBook(dto: AdminBookDto, cover: File | null): Promise<AdminBook> {
  const form = new FormData();
  form.set('bookDto', JSON.stringify(dto));
  if (cover) form.set('coverFile', cover, cover.name);
  return sendMultipart<AdminBook>(adminBooksApi.save, form, { jsonField: 'bookDto' });
}

/** /admin/books/:id — every Book field of spec §3, the creators check, the preview link. */
export function AdminBookEditor() {
  const { t } = useTranslation();
  const modal = useModal();
  const { id = '' } = useParams();

  /** Spec §5: "These creators are not in the database. Do you want to save them?" YES / NO. */
  const askCreators = (unknown: string[]) =>
    new Promise<'yes' | 'no' | 'cancel'>((resolve) => {
      let answered = false;
      const answer = (a: 'yes' | 'no' | 'cancel') => {
        if (answered) return;
        answered = true;
        resolve(a);
      };
      modal.open({
        name: 'admin_creators_check',
        title: MESSAGES.creatorsUnknown,
        size: 'sm',
        onClose: () => answer('cancel'),
        content: ({ close }) => (
          <div className={styles.creators}>
            <p>{t('adminBooks.editor.creatorsUnknownList')}</p>
            <ul>
              {unknown.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <div className={styles.modalActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  answer('no');
                  close();
                }}
              >
                {t('adminBooks.editor.creatorsNo')}
              </Button>
              <Button
                onClick={() => {
                  answer('yes');
                  close();
                }}
              >
                {t('adminBooks.editor.creatorsYes')}
              </Button>
            </div>
          </div>
        ),
      });
    });

  const save = async (values: BookValues) => {
    const dto = toDto(id, values);
    try {
      return await putBook(dto, values.coverFile);
    } catch (e) {
      const unknown = isApiError(e) ? e.metadata.unknownCreators : undefined;
      if (!Array.isArray(unknown)) throw e;
      const answer = await askCreators(unknown as string[]);
      if (answer === 'yes') return putBook({ ...dto, saveUnknownCreators: true }, values.coverFile);
      if (answer === 'no') return putBook(dropUnknown(dto, unknown as string[]), values.coverFile);
      throw e;
    }
  };

  return (
    <AdminEditor<BookForm, BookValues, AdminBook>
      entity="BOOK"
      itemName={t('adminBooks.editor.item')}
      title={(b) => b?.title ?? t('routes.admin-book')}
      listRoute="admin-books"
      id={id}
      schema={bookFormSchema}
      empty={{} as BookForm}
      load={loadFrom(adminBooksApi.get)}
      toValues={toForm}
      save={(values) => save(values)}
      afterSave="stay"
      aside={({ item }) => (item ? <BookSideFacts book={item} /> : null)}
    >
      {({ item }) => (item ? <BookFields book={item} /> : null)}
    </AdminEditor>
  );
}

function BookSideFacts({ book }: { book: AdminBook }) {
  const { t } = useTranslation();
  const [age, setAge] = useState(Math.min(Math.max(book.minAge, 2), 14));
  return (
    <div className={styles.side}>
      {book.coverUrl ? (
        <img
          src={book.coverUrl}
          alt={t('adminBooks.editor.currentCover')}
          className={styles.cover}
        />
      ) : null}
      <AdminDetails
        items={[
          {
            label: t('adminBooks.editor.file'),
            value: `${book.fileType.toUpperCase()} (.${book.originalFileType})`,
          },
          { label: t('adminBooks.editor.layout'), value: book.layout },
          { label: t('adminBooks.editor.pages'), value: book.pageCount },
          { label: t('adminBooks.editor.words'), value: book.wordCount ?? '—' },
          {
            label: t('adminBooks.editor.readAlong'),
            value: book.isAudioIncluded ? t('adminBooks.editor.yes') : t('adminBooks.editor.no'),
          },
        ]}
      />
      <div className={styles.preview}>
        <label htmlFor="preview-age">{t('adminBooks.editor.preview')}</label>
        <div className={styles.previewRow}>
          <select id="preview-age" value={age} onChange={(e) => setAge(Number(e.target.value))}>
            {Array.from({ length: 13 }, (_, i) => i + 2).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          <Link
            className={styles.previewLink}
            to={href('admin-book', { id: book.id }, { previewAge: String(age) })}
          >
            <Eye size={16} aria-hidden="true" />
            {t('adminBooks.editor.previewOpen')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function BookFields({ book }: { book: AdminBook }) {
  const { t } = useTranslation();
  const lookups = useQuery({
    queryKey: ['admin-books-lookups'],
    queryFn: async () => {
      const [subjects, languages, series, imprints, territories] = await Promise.all([
        callApi(adminBooksApi.subjects),
        callApi(adminBooksApi.languages),
        callApi(adminBooksApi.series),
        callApi(adminBooksApi.imprint),
        callApi(adminBooksApi.salesTerritories),
      ]);
      return { subjects, languages, series, imprints, territories };
    },
    staleTime: 60_000,
  });
  const data = lookups.data;
  return (
    <>
      <AdminFieldGrid>
        <AdminTextField<BookForm>
          name="title"
          label={t('adminBooks.editor.title')}
          maxLength={L.title}
          required
          wide
        />
        <AdminTextField<BookForm>
          name="subtitle"
          label={t('adminBooks.editor.subtitle')}
          maxLength={L.subtitle}
          wide
        />
        <AdminTextField<BookForm>
          name="idNumber"
          label={t('adminBooks.editor.idNumber')}
          maxLength={L.idNumber}
          required
        />
        <AdminStatusField<BookForm> name="status" label={t('adminBooks.editor.status')} />
        <AdminTextArea<BookForm>
          name="description"
          label={t('adminBooks.editor.description')}
          maxLength={L.description}
          wide
        />
        <AdminTextArea<BookForm>
          name="authors"
          label={t('adminBooks.editor.authors')}
          hint={t('adminBooks.editor.oneName')}
        />
        <AdminTextArea<BookForm>
          name="illustrators"
          label={t('adminBooks.editor.illustrators')}
          hint={t('adminBooks.editor.oneName')}
        />
        <AdminTextArea<BookForm>
          name="editors"
          label={t('adminBooks.editor.editors')}
          hint={t('adminBooks.editor.oneName')}
        />
        <AdminTextArea<BookForm>
          name="subjects"
          label={t('adminBooks.editor.subjects')}
          hint={t('adminBooks.editor.oneSubject')}
        />
        <ListedText
          name="series"
          label={t('adminBooks.editor.series')}
          max={L.series}
          options={data?.series.map((s) => s.name) ?? []}
        />
        <AdminNumberField<BookForm>
          name="seriesPosition"
          label={t('adminBooks.editor.seriesPosition')}
        />
        <ListedText
          name="imprint"
          label={t('adminBooks.editor.imprint')}
          max={L.imprint}
          options={data?.imprints ?? []}
        />
        <AdminTextField<BookForm>
          name="publisher"
          label={t('adminBooks.editor.publisher')}
          maxLength={L.publisher}
        />
        <ListedText
          name="languages"
          label={t('adminBooks.editor.languages')}
          hint={t('adminBooks.editor.languagesHint')}
          options={data?.languages ?? []}
        />
        <ListedText
          name="salesTerritories"
          label={t('adminBooks.editor.territories')}
          hint={t('adminBooks.editor.territoriesHint')}
          options={data?.territories.map((c) => c.code) ?? []}
        />
        <AdminNumberField<BookForm> name="minAge" label={t('adminBooks.editor.minAge')} required />
        <AdminNumberField<BookForm> name="maxAge" label={t('adminBooks.editor.maxAge')} required />
        <AdminCheckboxField<BookForm> name="consumer" label={t('adminBooks.editor.consumer')} />
        <AdminCheckboxField<BookForm> name="educator" label={t('adminBooks.editor.educator')} />
        <AdminCheckboxField<BookForm> name="nonfiction" label={t('adminBooks.editor.nonfiction')} />
        <AdminTextField<BookForm> name="levelSystem" label={t('adminBooks.editor.levelSystem')} />
        <AdminNumberField<BookForm> name="levelValue" label={t('adminBooks.editor.levelValue')} />
        <AdminTextField<BookForm>
          name="levelLabel"
          label={t('adminBooks.editor.levelLabel')}
          maxLength={L.readingLevelLabel}
        />
        <InterestsField options={data?.subjects.interests ?? []} />
        <CoverField />
      </AdminFieldGrid>
      <PageCategoriesField count={book.pageCategories.length} />
    </>
  );
}

/** A text input with suggestions from a lookup (datalist). */
function ListedText({
  name,
  label,
  hint,
  max,
  options,
}: {
  name: 'series' | 'imprint' | 'languages' | 'salesTerritories';
  label: string;
  hint?: string;
  max?: number;
  options: string[];
}) {
  const listId = `${name}-options`;
  return (
    <AdminBoundField<BookForm> name={name} label={label} hint={hint} counterMax={max}>
      {(control, field) => (
        <>
          <input
            {...control}
            className={styles.input}
            value={String(field.value ?? '')}
            list={listId}
            maxLength={max}
          />
          <datalist id={listId}>
            {options.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
        </>
      )}
    </AdminBoundField>
  );
}

function InterestsField({ options }: { options: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<BookForm>();
  const { field, fieldState } = useController({ name: 'interests', control });
  const selected = new Set(field.value);
  return (
    <AdminFieldShell
      label={t('adminBooks.editor.interests')}
      error={fieldState.error?.message}
      wide
    >
      {({ id, describedBy }) => (
        <div id={id} role="group" aria-describedby={describedBy} className={styles.checks}>
          {options.map((o) => (
            <label key={o.id} className={styles.check}>
              <input
                type="checkbox"
                checked={selected.has(o.id)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(o.id);
                  else next.delete(o.id);
                  field.onChange([...next]);
                }}
              />
              {o.name}
            </label>
          ))}
        </div>
      )}
    </AdminFieldShell>
  );
}

function CoverField() {
  const { t } = useTranslation();
  const { control } = useFormContext<BookForm>();
  const { field, fieldState } = useController({ name: 'coverFile', control });
  return (
    <AdminFieldShell
      label={t('adminBooks.editor.cover')}
      hint={t('adminBooks.editor.coverHint')}
      error={fieldState.error?.message}
      wide
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml"
          aria-describedby={describedBy}
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      )}
    </AdminFieldShell>
  );
}

function PageCategoriesField({ count }: { count: number }) {
  const { t } = useTranslation();
  const { register, getValues } = useFormContext<BookForm>();
  if (count === 0) return null;
  const pages = getValues('pageCategories');
  return (
    <details className={styles.pages}>
      <summary>
        {t('adminBooks.editor.pageCategories')} ({count})
      </summary>
      <ol className={styles.pageList}>
        {pages.map((p, i) => (
          <li key={p.index}>
            <label>
              <span>
                {t('adminBooks.editor.page', { n: p.index + 1 })} <small>{p.href}</small>
              </span>
              <select {...register(`pageCategories.${i}.category`)}>
                {PAGE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
    </details>
  );
}
