export * from './users';
export * from './access';
export * from './messages';
export * from './constants';
export * from './domains';
export * from './stats';
