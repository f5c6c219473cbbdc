/**
 * The router flags are part of the remote contract in shared-ui; this re-export only keeps older shell
 * specs (shell/src/guest/**) working. New code imports ROUTER_FUTURE from '@attest/shared-ui'.
 */
export { ROUTER_FUTURE } from '@attest/shared-ui';
