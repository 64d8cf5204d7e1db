/**
 * The avatars' names in French: none listed, the avatars keep their own (Latin) spelling.
 */
import type { AvatarNames } from '../parts/names.js';

export const names: AvatarNames = {};
