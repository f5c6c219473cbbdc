export * from './LanguagePicker';
export * from './language-api';
