export * from './tax-exemption-rules';
