import SerializerSelector, { type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compilers = SerializerSelector();

/**
 * fast-json-stringify serializers compiled on a route's first response rather than at start:
 * compiling all of them took a tenth of the embedded store's cold start, and many routes answer
 * with JSON built in SQL, so some of their serializers never run.
 */
export const serializersCompiledOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = compilers(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
