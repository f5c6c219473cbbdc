import type { DataParts } from '@attest/platform';
import { CreateSigningTokens1795800100000 } from './migrations/1795800100000-create-signing-tokens';
import { SigningTokenEntity } from './signing-token.entity';

/** The signing links table; to be merged into edocsDataParts (edocs-data.ts is not this feature's file). */
export const signingDataParts: DataParts = {
  entities: [SigningTokenEntity],
  migrations: [CreateSigningTokens1795800100000],
};
