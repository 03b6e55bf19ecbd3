import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { href } from '@pagebird/contract';
import styles from './header.module.css';

/** Spec §2: a search box ("search by keyword") that goes to the search route on click or Enter. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Follows the search page's address (?query=…) when it changes, e.g. typing on /search or Back.
  const urlQuery = params.get('query') ?? '';
  const [value, setValue] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setValue(urlQuery);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    void navigate(href('search', {}, { query: q || undefined }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="pb-search" className="pb-visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id="pb-search"
        type="search"
        className={styles.searchInput}
        placeholder={t('messages.searchPlaceholder')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('header.search')}>
        <Search size={20} aria-hidden="true" />
      </button>
    </form>
  );
}
