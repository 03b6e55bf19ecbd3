import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CheckCircle2, CircleAlert, CircleDot, UploadCloud } from 'lucide-react';
import { adminBooksApi, href, type AdminBookUpload } from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { sendMultipart } from './multipart.ts';
import styles from './books.module.css';

type UploadState =
  'waiting' | 'uploading' | 'processing' | 'imported' | 'duplicate' | 'rejected' | 'failed';

interface UploadItem {
  key: number;
  file: File;
  state: UploadState;
  progress: number;
  /** The import command's line for the file (or the error text). */
  verdict: string | null;
  bookId: string | null;
  title: string | null;
}

const BOOK_FILE = /\.(epub|pdf)$/i;
let nextKey = 1;

/**
 * Upload one or many EPUB/PDF files (drag and drop or the file picker): one request per file,
 * one after the other, each with its progress bar and then its verdict exactly as the import
 * command prints it. Imported books link to their editor.
 */
export function BookUploadArea() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const update = (key: number, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const uploadOne = useCallback(
    async (item: UploadItem) => {
      update(item.key, { state: 'uploading', progress: 0 });
      const form = new FormData();
      form.set('file', item.file, item.file.name);
      try {
        const res = await sendMultipart<AdminBookUpload>(adminBooksApi.upload, form, {
          onProgress: (p) =>
            update(item.key, p >= 1 ? { progress: 1, state: 'processing' } : { progress: p }),
        });
        update(item.key, {
          state: 'imported',
          progress: 1,
          verdict: res.verdict,
          bookId: res.book.id,
          title: res.book.title,
        });
        await queryClient.invalidateQueries({ queryKey: ['admin-list'] });
      } catch (e) {
        const verdict =
          isApiError(e) && typeof e.metadata.verdict === 'string' ? e.metadata.verdict : null;
        const state: UploadState =
          isApiError(e) && e.metadata.status === 'duplicate'
            ? 'duplicate'
            : isApiError(e) && e.metadata.status === 'rejected'
              ? 'rejected'
              : 'failed';
        update(item.key, { state, progress: 1, verdict: verdict ?? errorMessage(e) });
      }
    },
    [queryClient],
  );

  const add = (files: FileList | File[]) => {
    const added: UploadItem[] = [];
    for (const file of Array.from(files)) {
      const ok = BOOK_FILE.test(file.name);
      added.push({
        key: nextKey++,
        file,
        state: ok ? 'waiting' : 'rejected',
        progress: 0,
        verdict: ok ? null : `✗ ${file.name}: ${t('adminBooks.upload.notBook')}`,
        bookId: null,
        title: null,
      });
    }
    setItems((list) => [...added, ...list]);
    for (const item of added) {
      if (item.state === 'waiting') queue.current = queue.current.then(() => uploadOne(item));
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length > 0) add(e.dataTransfer.files);
  };

  const finished = items.filter((i) => !['waiting', 'uploading', 'processing'].includes(i.state));

  return (
    <section className={styles.upload} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.uploadTitle}>
        {t('adminBooks.upload.title')}
      </h2>
      <div
        className={clsx(styles.dropZone, over && styles.dropOver)}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="book-drop-zone"
      >
        <UploadCloud size={32} aria-hidden="true" />
        <p>
          {t('adminBooks.upload.drop')} {t('adminBooks.upload.or')}{' '}
        </p>
        <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
          {t('adminBooks.upload.choose')}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept=".epub,.pdf,application/epub+zip,application/pdf"
          className={styles.fileInput}
          aria-label={t('adminBooks.upload.choose')}
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = '';
          }}
        />
        <p className={styles.hint}>{t('adminBooks.upload.hint')}</p>
      </div>
      {items.length > 0 ? (
        <ul className={styles.uploads} aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className={styles.uploadRow} data-state={item.state}>
              <div className={styles.uploadHead}>
                <StateIcon state={item.state} />
                <span className={styles.fileName}>{item.file.name}</span>
                <span className={styles.uploadState}>{stateLabel(t, item)}</span>
              </div>
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('adminBooks.upload.progress', { name: item.file.name })}
              />
              {item.verdict ? <pre className={styles.verdict}>{item.verdict}</pre> : null}
              {item.bookId ? (
                <Link to={href('admin-book', { id: item.bookId })} className={styles.editLink}>
                  {t('adminBooks.upload.edit', { title: item.title ?? item.file.name })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {finished.length > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setItems((list) => list.filter((i) => !finished.includes(i)))}
        >
          {t('adminBooks.upload.clear')}
        </Button>
      ) : null}
    </section>
  );
}

function stateLabel(t: TFunction, item: UploadItem): string {
  switch (item.state) {
    case 'uploading':
      return t('adminBooks.upload.uploading', { percent: Math.round(item.progress * 100) });
    case 'processing':
      return t('adminBooks.upload.processing');
    default:
      return t(`adminBooks.upload.${item.state}`);
  }
}

function StateIcon({ state }: { state: UploadState }) {
  if (state === 'imported')
    return <CheckCircle2 size={18} aria-hidden="true" className={styles.ok} />;
  if (state === 'rejected' || state === 'failed')
    return <CircleAlert size={18} aria-hidden="true" className={styles.bad} />;
  return <CircleDot size={18} aria-hidden="true" className={styles.neutral} />;
}
