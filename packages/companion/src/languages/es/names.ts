/**
 * The avatars' names in Spanish: none listed, the avatars keep their own (Latin) spelling.
 */
import type { AvatarNames } from '../../persona/names.js';

export const names: AvatarNames = {};
