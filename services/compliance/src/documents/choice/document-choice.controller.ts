import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, Parties, YupBody, type AuthContext } from '@attest/platform';
import { DocumentChoiceService } from './document-choice.service';
import type { DocumentChoiceView } from './document-choice-store';
import { documentChoiceSchema, type DocumentChoiceBody } from './dto/document-choice.dto';

/**
 * The employee's own choice of documents (path ours; decision 0019). Read back with the copies in
 * GET /api/v1/i9/documents (and by staff in GET /api/v1/submissions/{id}/documents).
 */
@ApiTags('i9')
@Controller('api/v1/i9')
export class DocumentChoiceController {
  constructor(private readonly choices: DocumentChoiceService) {}

  @Parties('applicant')
  @Put('documents/choice')
  save(@CurrentAuth() auth: AuthContext, @Body(new YupBody(documentChoiceSchema)) body: DocumentChoiceBody): Promise<DocumentChoiceView> {
    return this.choices.save(auth, body);
  }
}
