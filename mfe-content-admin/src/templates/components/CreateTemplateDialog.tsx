import { useState } from 'react';
import { Modal, ModalResponse, SelectField, TextField, useT, useToast } from '@attest/shared-ui';
import { useCreateTemplateMutation } from '../api/templates-api';
import type { TemplateDetail } from '../api/template-types';
import { TEMPLATE_TYPE_TEXTS } from '../template-texts';
import { apiErrorText, apiFieldErrors } from './error-text';

export interface CreateTemplateDialogProps {
  open: boolean;
  onClose: (created?: TemplateDetail) => void;
}

/** Create a template: name, type, description and category; the rest is edited on its page. */
export function CreateTemplateDialog({ open, onClose }: CreateTemplateDialogProps) {
  const { t } = useT();
  const toast = useToast();
  const [create, { isLoading, error }] = useCreateTemplateMutation();
  const [name, setName] = useState('');
  const [type, setType] = useState('4');
  const [desc, setDesc] = useState('');
  const [category, setCategory] = useState('');
  const [missing, setMissing] = useState(false);
  const errors = apiFieldErrors(t, error);

  const respond = async (response: ModalResponse) => {
    if (response === ModalResponse.CANCEL) {
      onClose();
      return;
    }
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    const result = await create({ name: name.trim(), template_type_id: Number(type), desc: desc.trim() || null, category: category.trim() || null });
    if ('data' in result && result.data) {
      toast.success(t('template_created', 'Template created'));
      setName('');
      setDesc('');
      setCategory('');
      onClose(result.data);
    }
  };

  return (
    <Modal open={open} title={t('template_new', 'New template')} confirmLabel={isLoading ? t('saving', 'Saving…') : t('template_create', 'Create')} onResponse={(r) => void respond(r)}>
      <TextField
        label={t('template_field_name', 'Name')}
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setMissing(false);
        }}
        error={missing ? t('required_field', 'Required Field') : errors.name}
      />
      <SelectField
        label={t('template_field_type', 'Type')}
        required
        options={Object.entries(TEMPLATE_TYPE_TEXTS).map(([id, [key, english]]) => ({ value: id, label: t(key, english) }))}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={errors.template_type_id}
      />
      <TextField label={t('template_field_desc', 'Description')} value={desc} onChange={(e) => setDesc(e.target.value)} error={errors.desc} />
      <TextField label={t('template_category', 'Category')} value={category} onChange={(e) => setCategory(e.target.value)} error={errors.category} />
      {error && !Object.keys(errors).length ? (
        <p role="alert" className="ta-error">
          {apiErrorText(t, error)}
        </p>
      ) : null}
    </Modal>
  );
}
