import { useEffect, useState } from 'react';
import { SelectField, changeLanguage, useGetLanguagesQuery, useT, useToast } from '@attest/shared-ui';
import { useGetApplicantLanguageQuery, useSetApplicantLanguageMutation } from './language-api';

interface Props {
  customerCode: string;
  locationCode: string;
  applicantId: string;
}

/**
 * The customer's languages (GET /api/v1/languages/{c}/{l}); choosing one switches the page at once and
 * saves it as the applicant's language. The applicant's saved language is applied when it loads.
 * Shows nothing when the customer offers a single language.
 */
export function LanguagePicker({ customerCode, locationCode, applicantId }: Props) {
  const { t, i18n } = useT();
  const toast = useToast();
  const { data: languages = [] } = useGetLanguagesQuery({ customerCode, locationCode });
  const { data: saved } = useGetApplicantLanguageQuery(applicantId);
  const [save, { isLoading }] = useSetApplicantLanguageMutation();
  const [current, setCurrent] = useState(i18n.language);
  const offered = (code: string | null | undefined) => Boolean(code) && languages.some((l) => l.code === code);

  useEffect(() => {
    if (saved?.language && offered(saved.language) && saved.language !== i18n.language) {
      setCurrent(saved.language);
      void changeLanguage(customerCode, saved.language);
    }
    // Only when the stored choice (or the list) arrives, not on every render.
  }, [saved?.language, languages.length]);

  if (languages.length < 2) {
    return null;
  }
  const pick = async (code: string) => {
    const previous = current;
    setCurrent(code);
    await changeLanguage(customerCode, code);
    try {
      await save({ applicantId, language: code }).unwrap();
    } catch {
      setCurrent(previous);
      await changeLanguage(customerCode, previous);
      toast.danger(t('language_not_saved', 'Your language could not be saved. Please try again.'));
    }
  };
  return (
    <SelectField
      label={t('language', 'Language')}
      value={current}
      disabled={isLoading}
      options={languages.map((l) => ({ value: l.code, label: l.name }))}
      onChange={(e) => void pick(e.target.value)}
    />
  );
}
