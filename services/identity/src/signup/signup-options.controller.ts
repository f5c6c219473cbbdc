import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SignupOptionsDto } from '@attest/contracts';
import { Public } from '@attest/platform';
import { SignupOptionsService } from './signup-options.service';

@ApiTags('customers')
@Controller('api/v1/customerContext')
export class SignupOptionsController {
  constructor(private readonly options: SignupOptionsService) {}

  /** The register page reads the customer's sign-up flags, locations and countries before login. */
  @Public()
  @Get(':customerCode/signup-options')
  signupOptions(@Param('customerCode') customerCode: string): Promise<SignupOptionsDto> {
    return this.options.options(customerCode);
  }
}
