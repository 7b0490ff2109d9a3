export * from './organisation';
export * from './access';
export * from './system';
