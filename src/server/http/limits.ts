/** Rate limits shared by features. */

/** Calls that guess at a secret (password, SMS code, token) from outside: 30 a minute per address. */
export const loginLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
