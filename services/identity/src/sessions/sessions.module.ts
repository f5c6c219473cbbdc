import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { SessionIssuerService } from './session-issuer.service';
import { SessionsController } from './sessions.controller';

@Module({ imports: [CustomersModule], controllers: [SessionsController], providers: [SessionIssuerService], exports: [SessionIssuerService] })
export class SessionsModule {}
