export * from './blob-store';
export * from './disk-blob-store';
export * from './blob-store-for';
