import { useParams } from 'react-router-dom';

/** Absolute portal paths, `/{customerCode}/{locationCode}/<path>`, so links read the same from any page depth. */
export function usePortalPath(): (path: string) => string {
  const { customerCode = '', locationCode = 'hq' } = useParams();
  return (path) => `/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/${path}`;
}
