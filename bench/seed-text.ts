/** SQL text for the seed: deterministic pseudo-random picks, and the words issues are made of. */

export function ints(values: readonly number[]): string {
  if (!values.every(Number.isInteger)) throw new Error(`not integers: ${values.join(', ')}`);
  return `'{${values.join(',')}}'::int[]`;
}

export function texts(values: readonly string[]): string {
  return `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/** A pseudo-random integer in [0, n), fixed by `key` and `salt`: the same key gives the same row. */
export const roll = (key: string, salt: number, n: number | string) =>
  `(abs(hashint8extended((${key})::bigint, ${salt}) % (${n})))::int`;

export const pick = (array: string, key: string, salt: number) =>
  `(${array})[1 + ${roll(key, salt, `cardinality(${array})`)}]`;

/** Like `pick`, but the first elements come up far more often than the last. */
export const pickSkewed = (array: string, key: string, salt: number) =>
  `(${array})[1 + floor(cardinality(${array}) * power(${roll(key, salt, 1_000_000)}::float8 / 1000000, 2))::int]`;

export const timestamp = (iso: string) => `'${iso}'::timestamptz`;

export const ACTIONS = [
  'Fix',
  'Add',
  'Improve',
  'Remove',
  'Refactor',
  'Investigate',
  'Update',
  'Document',
  'Support',
  'Speed up',
  'Redesign',
  'Test',
];
export const NOUNS = [
  'login',
  'dashboard',
  'invoice',
  'export',
  'search',
  'report',
  'notification',
  'password',
  'upload',
  'checkout',
  'profile',
  'calendar',
  'permission',
  'import',
  'webhook',
  'filter',
  'timeline',
  'avatar',
  'sidebar',
  'payment',
  'subscription',
  'session',
  'cache',
  'migration',
  'translation',
  'tooltip',
  'pagination',
  'signup',
  'attachment',
  'comment',
  'archive',
  'backup',
  'chart',
  'email',
  'template',
  'settings',
  'token',
  'audit',
  'onboarding',
  'shortcut',
];
export const CONTEXTS = [
  'on mobile',
  'for admins',
  'after the upgrade',
  'in Safari',
  'for large accounts',
  'in the API',
  'on slow networks',
  'in dark mode',
  'for new users',
  'in the nightly job',
  'behind the proxy',
  'in German',
];
export const SENTENCES = [
  'The %s page shows an error after saving.',
  'Users report that the %s is slow during peak hours.',
  'Steps: open the %s, change a value, reload.',
  'Expected the %s to keep the previous selection.',
  'The %s times out for accounts with many records.',
  'We should log every change of the %s.',
  'Customers ask for a way to export the %s.',
  'The %s breaks when the name contains an apostrophe.',
  'Design attached; the %s needs the new colours.',
  'Happens only when the %s is opened twice.',
  'Blocked until the %s service is deployed.',
  'See the support ticket about the %s.',
];
export const COMMENTS = [
  'Reproduced on staging.',
  'Could you attach a screenshot of the %s?',
  'Fixed in the latest build.',
  'This also affects the %s.',
  'Moving this to the next sprint.',
  'I think the %s cache is stale.',
  'Works for me.',
  'Customer confirmed the fix.',
  'Needs a decision from product about the %s.',
  'Added a test for the %s.',
];

/** A sentence from `templates` about a noun, both picked by `key`. */
export const sentence = (templates: string[], key: string, salt: number) =>
  `replace(${pick(texts(templates), key, salt)}, '%s', ${pickSkewed(texts(NOUNS), key, salt + 1)})`;
