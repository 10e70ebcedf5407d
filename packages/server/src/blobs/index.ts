export * from './blob-store';
export * from './disk-blob-store';
