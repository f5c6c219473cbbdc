import { TERMS_OF_SERVICE_TEXT_EN, TERMS_OF_SERVICE_TEXT_KEY, termsParagraphs } from '@attest/contracts';
import { Modal, useT } from '@attest/shared-ui';

/**
 * The terms of service in a dialog over the sign-up form (nothing typed is lost by reading them). The text is
 * the translation `terms_of_service_text`, which a customer may override per language.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal open={open} title={t('terms_of_service', 'Terms of service')} hideCancel confirmLabel={t('close', 'Close')} onResponse={onClose}>
      {/* A scrollable region that keyboard users can reach (tabIndex) and screen readers can name. */}
      <div role="region" aria-label={t('terms_full_text', 'Full text of the terms')} tabIndex={0} style={{ maxHeight: '55vh', overflowY: 'auto' }}>
        {termsParagraphs(t(TERMS_OF_SERVICE_TEXT_KEY, TERMS_OF_SERVICE_TEXT_EN)).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </Modal>
  );
}
