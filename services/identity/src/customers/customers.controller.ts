import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@attest/platform';
import { CustomersService } from './customers.service';
import type { CustomerContextDto } from './dto/customer-context.dto';

@ApiTags('customers')
@Controller('api/v1/customerContext')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  /** Guest pages resolve the URL's customer code before anyone logs in. */
  @Public()
  @Get(':customerCode')
  context(@Param('customerCode') customerCode: string): Promise<CustomerContextDto> {
    return this.customers.context(customerCode);
  }
}
