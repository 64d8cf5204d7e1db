/**
 * Passwords the password policy accepts (docs/accounts.md "Passwords"), for tests that register,
 * reset or change one. A wrong password at sign-in stays any text: the policy is not applied there.
 */
export const TEST_PASSWORD = 'violet lantern harbor 42';
/** A second one, for a reset or a change. */
export const OTHER_TEST_PASSWORD = 'quiet meadow falcon 17';
