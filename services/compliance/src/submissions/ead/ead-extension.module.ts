import { Module } from '@nestjs/common';
import { I9CoreModule } from '../../records/i9-core.module';
import { EadExtensionController } from './ead-extension.controller';
import { EadExtensionService } from './ead-extension.service';

/** The automatic EAD extension of a signed Section 2 (decision 0011). */
@Module({ imports: [I9CoreModule], controllers: [EadExtensionController], providers: [EadExtensionService] })
export class EadExtensionModule {}
