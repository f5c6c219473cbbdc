import type { DataParts } from '@attest/platform';
import { everifyDataParts } from './everify/everify-data';
import { everifyListsDataParts } from './everify/lists/everify-lists-data';
import { everifyTncDataParts } from './everify/tnc/everify-tnc-data';
import { I9AlertLogEntity } from './alerts/i9-alert-log.entity';
import { CreateI9AlertLog1797100000310 } from './alerts/migrations/1797100000310-create-i9-alert-log';
import { I9DocumentChoiceEntity, I9DocumentImageEntity, I9MobileRequestEntity } from './documents/entities';
import { CreateI9DocumentImages1797100000200 } from './documents/migrations/1797100000200-create-i9-document-images';
import { CreateI9MobileRequests1797100000210 } from './documents/migrations/1797100000210-create-i9-mobile-requests';
import { CreateI9DocumentChoices1797100000500 } from './documents/migrations/1797100000500-create-i9-document-choices';
import { I9RecordEntity, I9RevisionEntity } from './records/entities';
import { CreateI9Records1797100000000 } from './records/migrations/1797100000000-create-i9-records';
import { CreateI9Revisions1797100000010 } from './records/migrations/1797100000010-create-i9-revisions';
import { I9PurgeLogEntity } from './retention/i9-purge-log.entity';
import { CreateI9PurgeLog1797100000030 } from './retention/migrations/1797100000030-create-i9-purge-log';
import { I9EadExtensionEntity } from './submissions/ead/i9-ead-extension.entity';
import { CreateI9EadExtensions1797100000300 } from './submissions/migrations/1797100000300-create-i9-ead-extensions';
import { I9SecondSignerEntity } from './second-signer/entities/i9-second-signer.entity';
import { CreateI9SecondSigners1797100000100 } from './second-signer/migrations/1797100000100-create-i9-second-signers';
import { I9TrailEntity } from './trail/i9-trail.entity';
import { CreateI9Trail1797100000020 } from './trail/migrations/1797100000020-create-i9-trail';

/** Compliance's own tables: I-9 records, their revisions and trail, and the purge log. */
export const complianceDataParts: DataParts = {
  entities: [I9RecordEntity, I9RevisionEntity, I9TrailEntity, I9PurgeLogEntity, I9SecondSignerEntity, I9DocumentImageEntity, I9MobileRequestEntity, I9EadExtensionEntity, I9AlertLogEntity, I9DocumentChoiceEntity, ...everifyDataParts.entities, ...everifyTncDataParts.entities, ...everifyListsDataParts.entities],
  migrations: [CreateI9Records1797100000000, CreateI9Revisions1797100000010, CreateI9Trail1797100000020, CreateI9PurgeLog1797100000030, CreateI9SecondSigners1797100000100, CreateI9DocumentImages1797100000200, CreateI9MobileRequests1797100000210, CreateI9EadExtensions1797100000300, CreateI9AlertLog1797100000310, CreateI9DocumentChoices1797100000500, ...everifyDataParts.migrations, ...everifyTncDataParts.migrations, ...everifyListsDataParts.migrations],
};
