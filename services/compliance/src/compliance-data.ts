import type { DataParts } from '@attest/platform';
import { I9RecordEntity, I9RevisionEntity } from './records/entities';
import { CreateI9Records1797100000000 } from './records/migrations/1797100000000-create-i9-records';
import { CreateI9Revisions1797100000010 } from './records/migrations/1797100000010-create-i9-revisions';
import { I9PurgeLogEntity } from './retention/i9-purge-log.entity';
import { CreateI9PurgeLog1797100000030 } from './retention/migrations/1797100000030-create-i9-purge-log';
import { I9TrailEntity } from './trail/i9-trail.entity';
import { CreateI9Trail1797100000020 } from './trail/migrations/1797100000020-create-i9-trail';

/** Compliance's own tables: I-9 records, their revisions and trail, and the purge log. */
export const complianceDataParts: DataParts = {
  entities: [I9RecordEntity, I9RevisionEntity, I9TrailEntity, I9PurgeLogEntity],
  migrations: [CreateI9Records1797100000000, CreateI9Revisions1797100000010, CreateI9Trail1797100000020, CreateI9PurgeLog1797100000030],
};
