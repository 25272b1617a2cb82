import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crowdfunding platform API',
        version: '1.0.0',
        description: 'Public, account and console API. Envelope: { status, data: { data } }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
