import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorVettingEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { setFileHeaders, STORED_FILE_CSP } from '../../http/file-reply.js';
import { operatorDoor, operatorOf } from './auth.js';
import type { AdminService } from './service.js';
import type { VettingService } from './vetting.js';

/** Vetting in the operator console (issue 19): a contractor's detail, documents and figure checks. */
export const vettingRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  vetting: VettingService;
}> = async (app, { admin, vetting }) => {
  const route = endpointsBehind(app, operatorDoor(admin));
  route(api.adminContractorGet, async (request) => vetting.detail(request.params.id));
  route(api.adminContractorDocumentGet, async (request, reply) => {
    const stored = await vetting.document(
      operatorOf(request),
      request.params.id,
      request.params.kind,
    );
    // A document is handed over as a download whatever its type (a scan as a PDF or an image
    // alike, as the contractor's own console does: walk minor 38); nothing in it may run, and no
    // cache keeps it.
    setFileHeaders(reply, stored, 'attachment', 'private, no-store');
    reply.header('content-security-policy', STORED_FILE_CSP);
    return reply.send(stored.bytes);
  });
  route(api.adminContractorPlantPhotoGet, async (request, reply) => {
    const stored = await vetting.plantPhoto(request.params.id, request.params.fileId);
    // Shown inline in the contractor's detail; nothing in it may run, and no cache keeps it.
    setFileHeaders(reply, stored, 'inline', 'private, no-store');
    reply.header('content-security-policy', STORED_FILE_CSP);
    return reply.send(stored.bytes);
  });
  route(api.adminContractorFigureCheck, async (request) =>
    vetting.checkFigure(
      operatorOf(request),
      request.params.id,
      request.params.figure,
      request.body.verified,
    ),
  );
  route(api.adminContractorFactCheck, async (request) =>
    vetting.checkFact(
      operatorOf(request),
      request.params.id,
      request.params.fact,
      request.body.verified,
    ),
  );
  route(api.adminContractorSectionCheck, async (request) =>
    vetting.checkSection(
      operatorOf(request),
      request.params.id,
      request.params.section,
      request.body.verified,
    ),
  );
};
