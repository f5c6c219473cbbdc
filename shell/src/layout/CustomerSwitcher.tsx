import { useId } from 'react';
import { getSession, setCustomerContext, useGetAvailableCustomersQuery, useT } from '@attest/shared-ui';

interface Props {
  customerCode: string;
}

/**
 * For staff who work for several customers (GET /api/v1/users/availablecustomers): choosing one makes it
 * the active customer (X-Request-Customer-Id, checked by the server against the user's memberships) and
 * opens that customer's staff home. The same session continues; permissions are those of the user's
 * roles in the chosen customer.
 */
export function CustomerSwitcher({ customerCode }: Props) {
  const { t } = useT();
  const id = useId();
  const userId = getSession().userId ?? '';
  const { data } = useGetAvailableCustomersQuery({ userId }, { skip: !userId });
  if (!data || data.length < 2) {
    return null;
  }
  const current = data.find((c) => c.customer_code.toLowerCase() === customerCode.toLowerCase());
  return (
    <span className="shell-location">
      <label htmlFor={id}>{t('customer', 'Customer')}</label>
      <select
        id={id}
        value={current?.customer_code ?? customerCode}
        onChange={(event) => {
          const next = data.find((c) => c.customer_code === event.target.value);
          if (next) {
            setCustomerContext(next.customer_code, 'hq', next.customer_id);
            window.location.assign(`/${encodeURIComponent(next.customer_code)}/hq/admin`);
          }
        }}
      >
        {data.map((c) => (
          <option key={c.customer_code} value={c.customer_code}>
            {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}
