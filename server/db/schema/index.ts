export * from './organisation';
export * from './access';
export * from './system';
export * from './calendar';
export * from './dossiers';
export * from './dossier-details';
