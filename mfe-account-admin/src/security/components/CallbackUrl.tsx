import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SsoAudience } from '@attest/contracts';
import { Button, useGetCustomerContextQuery, useT } from '@attest/shared-ui';
import { ssoCallbackUrl } from '../sso-values';

/** The redirect URL the admin registers at their provider, read-only, with a copy button. */
export function CallbackUrl({ audience }: { audience: SsoAudience }) {
  const { t } = useT();
  const { customerCode = '' } = useParams();
  // The customer's own spelling of its code, as the server builds the URL; the address bar's until it loads.
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const url = ssoCallbackUrl(window.location.origin, customer?.customer_code ?? customerCode, audience);
  const urlRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (an http:// address, a refused permission): select the URL for the keyboard instead.
      if (urlRef.current) {
        window.getSelection()?.selectAllChildren(urlRef.current);
      }
      setCopied('failed');
    }
  };

  let status = '';
  if (copied === 'copied') {
    status = t('sso_callback_copied', 'Copied.');
  } else if (copied === 'failed') {
    status = t(
      'sso_callback_copy_failed',
      'The URL could not be copied. It is selected: copy it with your keyboard.',
    );
  }

  return (
    <div className="sec-callback">
      <p>{t('sso_callback_url', 'Redirect URL to register at your provider')}</p>
      <div className="sec-callback__row">
        <code ref={urlRef} className="sec-url" data-testid={`sso-callback-${audience}`}>
          {url}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('sso_copy_callback', 'Copy redirect URL')}
        </Button>
      </div>
      <p role="status" className="aa-muted sec-callback__status">
        {status}
      </p>
    </div>
  );
}
