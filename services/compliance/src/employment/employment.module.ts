import { Module } from '@nestjs/common';
import { I9CoreModule } from '../records/i9-core.module';
import { EmploymentController } from './employment.controller';
import { EmploymentService } from './employment.service';

@Module({ imports: [I9CoreModule], controllers: [EmploymentController], providers: [EmploymentService] })
export class EmploymentModule {}
