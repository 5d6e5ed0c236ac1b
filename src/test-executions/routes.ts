import Type from 'typebox';
import { ArrayListQuery, ArrayPage, arrayListPosition, sendArrayPage } from '../platform/http/pagination.js';
import { errorResponses, IdParams } from '../platform/http/schemas.js';
import type { Server } from '../platform/http/server.js';
import { TestExecutionCreateInput, TestExecutionObject, TestExecutionUpdateInput } from './schemas.js';
import { TestExecutionService } from './service.js';

const tags = ['test-executions'];

/**
 * Test executions (D3): results of running a test step, related to issues and to issues of external
 * trackers. Everyone reads them; writing them is reference data work, for admins.
 */
export async function testExecutionRoutes(app: Server): Promise<void> {
  const testExecutions = new TestExecutionService(app.db);

  app.post('/v1/test-executions', {
    schema: {
      tags,
      summary: 'Record a test execution; the caller is its creator',
      body: TestExecutionCreateInput,
      response: { 201: TestExecutionObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, body }, reply) => reply.code(201).send(await testExecutions.create(caller, body)),
  });

  app.get('/v1/test-executions', {
    schema: {
      tags,
      summary: 'List the test executions by id, in pages once there are more than `limit`',
      querystring: ArrayListQuery,
      response: { 200: ArrayPage(TestExecutionObject), ...errorResponses(400, 401, 406) },
    },
    config: { permission: 'issue:read' },
    handler: async (request, reply) => {
      const { caller, query } = request;
      const scope = { resource: 'test-executions' };
      const position = arrayListPosition(app.cursors, scope, query);
      const rows = await testExecutions.list(caller, position);
      return sendArrayPage(request, reply, app.cursors, scope, rows, position.limit);
    },
  });

  app.get('/v1/test-executions/:id', {
    schema: {
      tags,
      summary: 'Find a test execution',
      params: IdParams,
      response: { 200: TestExecutionObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'issue:read' },
    handler: async ({ caller, params }) => testExecutions.find(caller, params.id),
  });

  app.put('/v1/test-executions/:id', {
    schema: {
      tags,
      summary: 'Change the attributes sent; related lists sent replace the old ones',
      params: IdParams,
      body: TestExecutionUpdateInput,
      response: { 200: TestExecutionObject, ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, params, body }) => testExecutions.update(caller, params.id, body),
  });

  app.delete('/v1/test-executions/:id', {
    schema: {
      tags,
      summary: 'Delete a test execution',
      params: IdParams,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 406) },
    },
    config: { permission: 'admin' },
    handler: async ({ caller, params }, reply) => {
      await testExecutions.delete(caller, params.id);
      return reply.code(204).send(null);
    },
  });
}
