import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { languageChoiceSchema, PERMISSIONS, PRODUCT_LANGUAGES, type CustomerLanguageDto, type LanguageChoiceInput } from '@attest/contracts';
import { CurrentAuth, IdParam, Parties, RequirePermission, YupBody, type AuthContext } from '@attest/platform';
import { CustomerLanguagesService } from './customer-languages.service';

/**
 * staff-side §7 "Languages": the product's languages and the customer's. `customer` is declared before
 * `:id` so it is never read as an id (Express matches /Languages and /languages alike).
 */
@ApiTags('languages')
@Controller('api/v1/Languages')
export class CustomerLanguagesController {
  constructor(private readonly languages: CustomerLanguagesService) {}

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get()
  product(): { code: string; name: string }[] {
    return PRODUCT_LANGUAGES.map((l) => ({ ...l }));
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get('customer')
  customer(@CurrentAuth() auth: AuthContext): Promise<CustomerLanguageDto[]> {
    return this.languages.list(auth.customerId);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_READ)
  @Get(':id')
  one(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<CustomerLanguageDto> {
    return this.languages.get(auth.customerId, id);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Post()
  add(@CurrentAuth() auth: AuthContext, @Body(new YupBody(languageChoiceSchema)) body: LanguageChoiceInput): Promise<CustomerLanguageDto> {
    return this.languages.add(auth, body.language);
  }

  @Parties('user')
  @RequirePermission(PERMISSIONS.ACCOUNT_MANAGE)
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentAuth() auth: AuthContext, @Param('id', IdParam) id: number): Promise<void> {
    return this.languages.remove(auth, id);
  }
}
