import type { DataParts } from '@attest/platform';
import { EverifyCaseEntity, EverifyCaseEventEntity } from './cases/entities';
import { CreateEverifyCases1797200000000 } from './migrations/1797200000000-create-everify-cases';
import { EverifyChannelEntity } from './realtime/everify-channel.entity';
import { EverifySimCaseEntity, EverifySimSettingEntity } from './simulator/entities';
import { CreateEverifySimulator1797200000010 } from './migrations/1797200000010-create-everify-simulator';
import { EverifySimReferenceNotUnique1797200000120 } from './migrations/1797200000120-everify-sim-reference-not-unique';

/** E-Verify's tables: cases and their history, the real-time channels, the simulator's cases and settings. */
export const everifyDataParts: DataParts = {
  entities: [EverifyCaseEntity, EverifyCaseEventEntity, EverifyChannelEntity, EverifySimCaseEntity, EverifySimSettingEntity],
  migrations: [CreateEverifyCases1797200000000, CreateEverifySimulator1797200000010, EverifySimReferenceNotUnique1797200000120],
};
