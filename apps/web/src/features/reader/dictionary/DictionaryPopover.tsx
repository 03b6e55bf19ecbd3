import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { BookOpen, CloudRain, Volume2, X } from 'lucide-react';
import {
  DICTIONARY_CATEGORIES,
  type DictionaryCategory,
  type DictionaryResult,
} from '@pagebird/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { dictionaryWord, useDefinition } from './api/get-definition.ts';
import { useDictionaryTexts, type DictionaryKey } from './dictionary-texts.ts';
import styles from './dictionary-popover.module.css';
import { BrowserSpeechProvider, speechSupported } from '../narration/speech-provider.ts';

export interface DictionaryPopoverProps {
  /** The word as tapped in the book ("Dinosaurs!"); the server strips punctuation and digits. */
  word: string;
  /**
   * Where the word is, in viewport coordinates of this document (a rect from inside a book
   * frame must be moved by the frame's position first). Null: the card opens in the middle.
   */
  anchor: DOMRect | null;
  onClose(): void;
  /** Say the word aloud (the reader's voice); without it the browser's speech synthesis. */
  onSpeak?(word: string): void;
}

const isCategory = (c: string): c is DictionaryCategory =>
  (DICTIONARY_CATEGORIES as readonly string[]).includes(c);

/** Speaks with the browser's own voice (a fallback when the reader gives no `onSpeak`). */
function speakWithBrowser(text: string): void {
  if (!speechSupported()) return;
  new BrowserSpeechProvider().speak(text, {
    voice: null,
    lang: document.documentElement.lang || 'en',
    rate: 0.9,
    onEnd: () => undefined,
    onError: () => undefined,
  });
}

/**
 * The tap-a-word card (spec §2 "Reader": word, category, list of definitions): the word with a
 * "hear it" button, then each category with its definitions and examples (the junior
 * edition has one, the full one several). Opens next to the tapped word (React Aria Popover)
 * or centred when there is no anchor; focus moves into the card and returns on close; Esc, the
 * big close button and a tap outside close it. A word without a meaning shows the spec's title "Oops! We couldn’t find
 * anything." and text "Word not found.".
 */
export function DictionaryPopover({ word, anchor, onClose, onSpeak }: DictionaryPopoverProps) {
  const tx = useDictionaryTexts();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const shown = dictionaryWord(word) || word.trim();

  const card = (
    <Dialog className={styles.dialog} aria-label={tx('dialogLabel', { word: shown })}>
      <WordCard word={word} onClose={onClose} onSpeak={onSpeak} />
    </Dialog>
  );

  if (!anchor) {
    return (
      <ModalOverlay className={styles.overlay} isOpen isDismissable onOpenChange={onOpenChange}>
        <Modal className={styles.card}>{card}</Modal>
      </ModalOverlay>
    );
  }
  return (
    <>
      <span
        ref={anchorRef}
        className={styles.anchor}
        aria-hidden="true"
        style={{
          left: anchor.left,
          top: anchor.top,
          width: anchor.width,
          height: anchor.height,
        }}
      />
      <Popover
        triggerRef={anchorRef}
        isOpen
        onOpenChange={onOpenChange}
        placement="bottom"
        offset={12}
        className={`${styles.card} ${styles.popover}`}
      >
        {card}
      </Popover>
    </>
  );
}

function WordCard({
  word,
  onClose,
  onSpeak,
}: {
  word: string;
  onClose(): void;
  onSpeak?: (word: string) => void;
}) {
  const tx = useDictionaryTexts();
  const { t } = useTranslation();
  const query = useDefinition(word);
  const asked = dictionaryWord(word);
  const notFound =
    !asked || (query.isError && isApiError(query.error) && query.error.status === 404);
  const headword = query.data?.word ?? (asked || word.trim());
  const canSpeak = !!onSpeak || speechSupported();

  let body: ReactNode;
  if (notFound) {
    body = (
      <Message icon={<BookOpen size={40} aria-hidden="true" />} text={t('messages.wordNotFound')} />
    );
  } else if (query.isError) {
    body = (
      <Message
        icon={<CloudRain size={40} aria-hidden="true" />}
        title={tx('failedTitle')}
        text={tx('failedText')}
      >
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {tx('tryAgain')}
        </Button>
      </Message>
    );
  } else if (!query.data) {
    body = (
      <div className={styles.loading}>
        <Spinner label={tx('loading', { word: headword })} />
      </div>
    );
  } else {
    body = <Definitions result={query.data} />;
  }

  return (
    <div className={styles.content} data-edition={query.data?.edition}>
      <div className={styles.header}>
        <Heading slot="title" className={notFound ? styles.oops : styles.word}>
          {notFound ? t('messages.dictionaryNothing') : headword}
        </Heading>
        <Button
          variant="ghost"
          size="lg"
          iconOnly
          className={styles.close}
          aria-label={tx('closeLabel')}
          onClick={onClose}
          icon={<X size={30} strokeWidth={3} aria-hidden="true" />}
        />
      </div>
      {canSpeak && !notFound ? (
        <Button
          variant="sunny"
          className={styles.hear}
          aria-label={tx('hearLabel', { word: headword })}
          icon={<Volume2 size={24} aria-hidden="true" />}
          onClick={() => (onSpeak ? onSpeak(headword) : speakWithBrowser(headword))}
        >
          {tx('hear')}
        </Button>
      ) : null}
      <div aria-live="polite">{body}</div>
    </div>
  );
}

function Definitions({ result }: { result: DictionaryResult }) {
  const tx = useDictionaryTexts();
  return (
    <div className={styles.entries}>
      {result.entries.map((entry) => {
        const known = isCategory(entry.category) ? entry.category : null;
        const headingId = `dictionary-${entry.category}`;
        return (
          <section key={entry.category} className={styles.entry} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.category} data-category={entry.category}>
              <span className={styles.chip}>
                {known ? tx(`category.${known}` as DictionaryKey) : entry.category}
              </span>
              {known ? (
                <span className={styles.hint}>{tx(`categoryHint.${known}` as DictionaryKey)}</span>
              ) : null}
            </h3>
            <ol className={styles.definitions} aria-label={tx('meanings')}>
              {entry.definitions.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ol>
            {entry.examples.length > 0 ? (
              <ul className={styles.examples} aria-label={tx('examples')}>
                {entry.examples.map((e) => (
                  <li key={e}>“{e}”</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

function Message({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title?: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.message}>
      <span className={styles.messageIcon}>{icon}</span>
      {title ? <p className={styles.messageTitle}>{title}</p> : null}
      <p className={styles.messageText}>{text}</p>
      {children}
    </div>
  );
}
