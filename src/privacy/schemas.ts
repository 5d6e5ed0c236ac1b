import Type from 'typebox';
import { SingleLine } from '../platform/http/schemas.js';
import { PERSON_SECTIONS } from './repository.js';

/** D21: the tenant's privacy settings. */
export const PrivacySettings = Type.Object(
  {
    privateActivityRetentionDays: Type.Union([Type.Integer({ minimum: 1, maximum: 36500 }), Type.Null()], {
      description:
        'Days private-type activities (sick leave) are kept after they ended; older ones are deleted for good, daily. null keeps them.',
    }),
  },
  { examples: [{ privateActivityRetentionDays: 730 }] },
);
export type PrivacySettings = Type.Static<typeof PrivacySettings>;

export const EraseInput = Type.Object(
  {
    confirm: SingleLine({
      maxLength: 255,
      description: "The user's email address, as a confirmation that this user is to be erased.",
    }),
  },
  { examples: [{ confirm: 'alan@acme.example' }] },
);
export type EraseInput = Type.Static<typeof EraseInput>;

/** A stored row as an export shows it: its columns by their names, secrets left out. */
const StoredRow = Type.Object({}, { additionalProperties: true, description: 'a stored row: its columns by name' });

const SINGLE_SECTIONS: readonly string[] = ['user', 'notificationSettings', 'timer'];

/** What GET /v1/users/{id}/export answers: a section per kind of record, each always present. */
export const PersonExport = Type.Object(
  {
    userId: Type.Integer(),
    exportedAt: Type.String({ description: 'YYYY-MM-DDTHH:MM:SS.sssZ' }),
    ...Object.fromEntries(
      PERSON_SECTIONS.map((name) => [
        name,
        name === 'user'
          ? StoredRow
          : SINGLE_SECTIONS.includes(name)
            ? Type.Union([StoredRow, Type.Null()])
            : Type.Array(StoredRow),
      ]),
    ),
  },
  { additionalProperties: false },
);
