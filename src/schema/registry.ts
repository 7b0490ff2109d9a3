import { teamEntity } from './team';

/** Every schema-driven resource. One line here makes it a browser resource and a set of API routes. */
export const entities = [teamEntity] as const;
