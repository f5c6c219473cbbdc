import { createRoot } from 'react-dom/client';
import { createAppStore, initI18n } from '@attest/shared-ui';
import { App } from './App';
import { DEFAULT_LOCATION_CODE } from './routing/route-rules';
import { fetchRemotesManifest, registerManifest } from './remotes/remote-registry';

/** Customer and location from `/{customerCode}/{locationCode}/...`, for the translations loaded at start. */
function portalSegments(): { customerCode: string; locationCode: string } | null {
  const [customerCode, locationCode] = window.location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return customerCode ? { customerCode, locationCode: locationCode ?? DEFAULT_LOCATION_CODE } : null;
}

async function start(): Promise<void> {
  const segments = portalSegments();
  const [manifest] = await Promise.all([
    // A missing manifest leaves every remote area showing its error panel; the guest pages still work.
    fetchRemotesManifest().catch((error: unknown) => {
      console.error('remotes manifest could not be loaded', error);
      return {};
    }),
    segments ? initI18n(segments) : Promise.resolve(null),
  ]);
  registerManifest(manifest);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  createRoot(container).render(<App store={store} />);
}

void start();
