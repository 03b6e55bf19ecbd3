import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { Button } from './button.tsx';
import type { OpenModal } from './modal.tsx';
import styles from './modal.module.css';

/** One open modal: overlay, focus trap, Escape / outside click, title and close button. */
export default function ModalView({ spec, close }: { spec: OpenModal; close: () => void }) {
  const dismissable = spec.dismissable ?? true;
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <AriaModal
        className={clsx(styles.modal, spec.size && spec.size !== 'md' && styles[spec.size])}
      >
        <Dialog className={styles.dialog} data-modal-name={spec.name}>
          <div className={styles.header}>
            <Heading
              slot="title"
              className={clsx(styles.title, spec.hideTitle && 'pb-visually-hidden')}
            >
              {spec.title}
            </Heading>
            {dismissable ? (
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                className={styles.close}
                aria-label="Close"
                onClick={close}
                icon={<X size={22} aria-hidden="true" />}
              />
            ) : null}
          </div>
          {typeof spec.content === 'function' ? spec.content({ close }) : spec.content}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
