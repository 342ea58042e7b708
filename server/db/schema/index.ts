export * from './users';
export * from './sessions';
export * from './app-records';
export * from './uploads';
export * from './quotes';
export * from './agent-pages';
export * from './social';
export * from './live';
