import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 generated from the contract's Zod schemas (fastify-type-provider-zod), served by
 * Swagger UI at /api/docs (JSON at /api/docs/json). Must be registered before the routes.
 */
export async function registerDocs(app: FastifyInstance, opts: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pagebird API',
        description:
          'The API of Pagebird, the children’s e-book reading platform. Send `Authorization: Bearer <token>` with the token from a sign-in call.',
        version: opts.version,
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Session token from /api/login, /api/student/login or /api/profile/{id}',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [
        `${DOCS_PREFIX}/`,
        `${DOCS_PREFIX}/json`,
        `${DOCS_PREFIX}/yaml`,
        `${DOCS_PREFIX}/*`,
        `${DOCS_PREFIX}/static/*`,
      ],
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Its default CSP upgrades requests to https, which breaks the docs on plain-http hosts.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
