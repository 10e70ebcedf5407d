// The font library (zod-free, for the viewer) and the font calls' schemas.
export * from './library';
export * from './font-requests';
