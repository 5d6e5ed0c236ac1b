import Type from 'typebox';
import { EXPECTED } from '../platform/http/validation.js';
import { errorResponses, Id } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { HolidayObject } from '../reference-data/schemas.js';
import { HolidayImport } from './import.js';

/** The years the holiday data is asked for: its rules are written for these. */
export const FIRST_IMPORT_YEAR = 1970;
export const LAST_IMPORT_YEAR = 2100;

const ImportInput = Type.Object(
  {
    country: Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 code of the country, such as DE; GET /v1/holidays/countries lists those known',
      [EXPECTED]: 'a two-letter country code such as DE',
    }),
    region: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9-]{1,16}$',
        description: "the country's region (state, province, canton), such as BY for Bavaria; DE-BY is taken too",
        [EXPECTED]: 'a region code such as BY',
      }),
    ),
    year: Type.Integer({
      minimum: FIRST_IMPORT_YEAR,
      maximum: LAST_IMPORT_YEAR,
      [EXPECTED]: `a year from ${FIRST_IMPORT_YEAR} to ${LAST_IMPORT_YEAR}`,
    }),
    teamIds: Type.Optional(
      Type.Array(Id, {
        maxItems: 100,
        uniqueItems: true,
        description: 'the teams the holidays apply to; empty or absent: everyone',
        [EXPECTED]: 'an array of team ids',
      }),
    ),
  },
  { examples: [{ country: 'DE', region: 'BY', year: 2027, teamIds: [1] }] },
);

const Region = Type.Object({ code: Type.String(), name: Type.String() });
const Country = Type.Object({
  code: Type.String({ description: 'ISO 3166-1, such as DE' }),
  name: Type.String({ description: "in the caller's language" }),
  regions: Type.Array(Region, { description: 'by name; empty when the data has none for the country' }),
});

const tags = ['holidays'];

/** D19: public holidays imported from the data of the `date-holidays` package, shipped with the service. */
export async function holidayImportRoutes(app: Server): Promise<void> {
  const holidays = new HolidayImport(app.db);

  app.post('/v1/holidays/import', {
    schema: {
      tags,
      summary: 'Add the public holidays of a country or region and year, for some teams or everyone',
      description:
        "From the holiday data shipped with the service (nothing is fetched): the public holidays only, named in the importing admin's language (German for `de`, else English). A date that already has a holiday for the same teams is skipped, so an import can be repeated. A holiday of several days gives each day; one that starts during the day is left out. Answers the holidays added, by date.",
      body: ImportInput,
      response: {
        201: Type.Array(HolidayObject, { description: 'the holidays added, by date; empty when all were there' }),
        ...errorResponses(400, 401, 404, 406),
      },
    },
    config: { permission: 'admin', idempotent: true },
    handler: async (request, reply) => reply.code(201).send(await holidays.import(request.caller, request.body)),
  });

  app.get('/v1/holidays/countries', {
    schema: {
      tags,
      summary: 'The countries and regions whose public holidays can be imported, by name',
      description:
        "Country names in the caller's language (German for `de`, else English); regions as the holiday data names them.",
      response: { 200: Type.Array(Country), ...errorResponses(401, 406) },
    },
    config: { permission: 'issue:read' },
    handler: (request) => holidays.countries(request.caller),
  });
}
