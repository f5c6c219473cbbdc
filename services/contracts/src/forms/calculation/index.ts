export * from './tokenizer';
export * from './parser';
export * from './evaluate';
export * from './evaluate-calculation';
