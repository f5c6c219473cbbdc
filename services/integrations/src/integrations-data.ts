import type { DataParts } from '@attest/platform';
import { CreateWotcOrders1795730000000 } from './migrations/1795730000000-create-wotc-orders';
import { WotcSimOrderEntity } from './wotc/simulator/wotc-sim-order.entity';
import { WotcOrderEntity } from './wotc/wotc-order.entity';

/** The integrations tables: WOTC orders and the WOTC simulator's own records. */
export const integrationsDataParts: DataParts = {
  entities: [WotcOrderEntity, WotcSimOrderEntity],
  migrations: [CreateWotcOrders1795730000000],
};
