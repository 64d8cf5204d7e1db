/**
 * The avatars' names in Italian: none listed, the avatars keep their own (Latin) spelling.
 */
import type { AvatarNames } from '../../persona/names.js';

export const names: AvatarNames = {};
