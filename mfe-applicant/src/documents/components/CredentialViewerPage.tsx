import { useParams, useSearchParams } from 'react-router-dom';
import { getSession, useT } from '@attest/shared-ui';

/**
 * `credential/:a/:b/:c`: a thin pass-through to the credential viewer (spec §2). The meaning of the three
 * segments is not shown, so they are forwarded as they are; `?isBack=true` picks the back image.
 */
export function CredentialViewerPage() {
  const { t } = useT();
  const { a = '', b = '', c = '' } = useParams();
  const [params] = useSearchParams();
  const { customerId, accessToken } = getSession();
  const query = new URLSearchParams({ access_token: accessToken ?? '', isBack: String(params.get('isBack') === 'true') });
  const src = `/api/v2/customers/${encodeURIComponent(customerId ?? '')}/aplcredential/viewcred/${[a, b, c].map(encodeURIComponent).join('/')}?${query.toString()}`;
  return <iframe src={src} title={t('credential_viewer', 'Credential')} style={{ width: '100%', minHeight: '80vh', border: 0 }} />;
}
