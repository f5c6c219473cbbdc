import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addCurrencyUnitSchema,
  CURRENCIES,
  PERMISSIONS,
  setCurrencyUnitsSchema,
  type AddCurrencyUnitInput,
  type CurrencyDef,
  type CurrencyUnitDto,
  type SetCurrencyUnitsInput,
} from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { CurrencyUnitsService } from './currency-units.service';

/**
 * Currency units (staff-side §7). Both parties read the lists (applicant pages show money in the
 * customer's default currency); staff with account.manage change them.
 */
@ApiTags('currency units')
@Controller('api/v1/currencyUnit')
export class CurrencyUnitsController {
  constructor(private readonly units: CurrencyUnitsService) {}

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get('all')
  all(): CurrencyDef[] {
    return CURRENCIES.map((c) => ({ ...c }));
  }

  @Parties('applicant', 'user')
  @RequirePermission(PERMISSIONS.OWN_ACCOUNT)
  @Get()
  list(@CurrentAuth() auth: AuthContext): Promise<CurrencyUnitDto[]> {
    return this.units.list(auth.customerId);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Put()
  setAll(@CurrentAuth() auth: AuthContext, @Body(new YupBody(setCurrencyUnitsSchema)) body: SetCurrencyUnitsInput): Promise<CurrencyUnitDto[]> {
    return this.units.setAll(auth, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  add(@CurrentAuth() auth: AuthContext, @Body(new YupBody(addCurrencyUnitSchema)) body: AddCurrencyUnitInput): Promise<CurrencyUnitDto> {
    return this.units.add(auth, body);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    await this.units.remove(auth, id);
  }
}
