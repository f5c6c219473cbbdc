import type { DataParts } from '@attest/platform';
import { EverifyCaseFileEntity } from '../documents/entities/everify-case-file.entity';
import { CreateEverifyCaseFiles1797200000100 } from '../migrations/1797200000100-create-everify-case-files';
import { EverifyTncWorkflowEntity } from './entities/everify-tnc-workflow.entity';
import { CreateEverifyTncWorkflows1797200000110 } from '../migrations/1797200000110-create-everify-tnc-workflows';

/** The tables of the TNC workflow and the case documents: case files (uploads, letters, ZIPs) and the notice's workflow. */
export const everifyTncDataParts: DataParts = {
  entities: [EverifyCaseFileEntity, EverifyTncWorkflowEntity],
  migrations: [CreateEverifyCaseFiles1797200000100, CreateEverifyTncWorkflows1797200000110],
};
