import { Module } from '@nestjs/common';
import { CurrencyUnitsController } from './currency-units.controller';
import { CurrencyUnitsService } from './currency-units.service';

@Module({ controllers: [CurrencyUnitsController], providers: [CurrencyUnitsService], exports: [CurrencyUnitsService] })
export class CurrencyUnitsModule {}
