export * from './common';
export * from './health';
export * from './trading';
export * from './trading-config';
export * from './auth';
export * from './plans';
export * from './avatars';
export * from './nhs-format';
