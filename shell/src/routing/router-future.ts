/**
 * The router flags are part of the remote contract in shared-ui; this re-export only keeps older shell
 * specs (shell/src/guest/**) working. New code imports ROUTER_FUTURE from '@attest/shared-ui'.
 * By module path, so importing it never loads the whole shared-ui singleton (src/light/ui.ts).
 */
export { ROUTER_FUTURE } from '@attest/shared-ui/remote/router-future';
