import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Modal, ModalResponse } from './Modal';

export interface ConfirmOptions {
  title: ReactNode;
  body?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<ModalResponse>;

interface Pending {
  options: ConfirmOptions;
  resolve: (response: ModalResponse) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the confirmation dialogs opened with useConfirm(); one at a time, later ones queue. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;

  const confirm = useCallback<Confirm>(
    (options) => new Promise<ModalResponse>((resolve) => setQueue((q) => [...q, { options, resolve }])),
    [],
  );

  const current = queue[0];
  const respond = (response: ModalResponse) => {
    const [head] = queueRef.current;
    if (!head) {
      return;
    }
    setQueue((q) => q.slice(1));
    head.resolve(response);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <Modal
          open
          title={current.options.title}
          confirmLabel={current.options.confirmLabel}
          cancelLabel={current.options.cancelLabel}
          danger={current.options.danger}
          onResponse={respond}
        >
          {current.options.body}
        </Modal>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title }) === ModalResponse.CONFIRM) ...` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) {
    throw new Error('useConfirm must be used inside <ModalProvider>');
  }
  return confirm;
}
