import { renderStandaloneRemote } from '@attest/shared-ui';
import { remoteRoutes } from './routes';

// Standalone development page (index.html); in the portal the shell mounts ./routes instead.
void renderStandaloneRemote(remoteRoutes);
