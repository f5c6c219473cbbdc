import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useT, type CustomerLocation } from '../light/ui';
import { switchLocationUrl } from '../routing/route-rules';

interface Props {
  locations: CustomerLocation[];
  locationCode: string;
}

/** The customer's locations; choosing one rewrites the location segment and reloads (spec: "reloads the page"). */
export function LocationSwitcher({ locations, locationCode }: Props) {
  const { t } = useT();
  const id = useId();
  const location = useLocation();
  if (locations.length < 2) {
    return null;
  }
  const current = locations.find((l) => l.location_code.toLowerCase() === locationCode.toLowerCase());
  return (
    <span className="shell-location">
      <label htmlFor={id}>{t('location', 'Location')}</label>
      <select
        id={id}
        value={current?.location_code ?? locationCode}
        onChange={(event) =>
          window.location.assign(switchLocationUrl(location.pathname, location.search, location.hash, event.target.value))
        }
      >
        {current ? null : <option value={locationCode}>{locationCode}</option>}
        {locations.map((l) => (
          <option key={l.location_code} value={l.location_code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
