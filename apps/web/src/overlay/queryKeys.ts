/** The NHS overlay's query keys (TanStack's "query key factory"): all start with `nhsKeys.all`. */
export const nhsKeys = {
  all: ['nhs'] as const,
  /** `GET /nhs/catalog`: hormone ranges and units, state groups. */
  catalog: () => [...nhsKeys.all, 'catalog'] as const,
  /** `GET /getNHSMetaData`: the overlay's values; a chat reply writes its own values there. */
  metaData: (avatarName: string, email: string | null) =>
    [...nhsKeys.all, 'meta-data', avatarName, email] as const,
};
