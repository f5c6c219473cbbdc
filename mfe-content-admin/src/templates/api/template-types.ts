/**
 * Wire shapes of template administration: the server's answers come from @attest/contracts (one declaration for
 * services/forms and this remote); the list's filter and the create body are this remote's own.
 */
export type {
  TemplateValidityReason, TemplateValidity, TemplateListItem, TemplatePage, TemplateInfo, TemplateDetail, TemplateEditModel,
  FormParamDefinition, TemplateHistoryEntry, TemplateHistoryPage,
} from '@attest/contracts';

export interface TemplateFilter {
  type?: string;
  category?: string;
  tag?: string;
  active?: 'true' | 'false' | 'all';
  validity?: 'valid' | 'invalid';
  search?: string;
}

export interface NewTemplate {
  name: string;
  template_type_id: number;
  desc?: string | null;
  category?: string | null;
}
