import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBSTATION_CSV_MAX_BYTES, sitingEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { operatorDoor } from '../../http/route-options.js';
import { readUpload } from '../../http/upload.js';
import type { LandService } from '../land/service.js';
import { operatorOf, requireRole } from './auth.js';
import type { AdminService } from './service.js';

/**
 * The grid and siting rules in the operator console (issue 31, DESIGN §7): managed substations
 * (list, form, CSV import with a preview) and the siting-law settings. Admin role, as the price
 * tables; every write is the land module's change with its audit row in one transaction.
 */
export const sitingRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  land: LandService;
}> = async (app, { admin, land }) => {
  const route = endpointsBehind(app, operatorDoor({ onRequest: requireRole(admin, 'admin') }));
  const rules = land.siting;

  route(api.adminManagedSubstationList, async () => ({
    data: await rules.listManagedSubstations(),
  }));
  route(api.adminManagedSubstationCreate, async (request) =>
    admin.operatorWrite(
      operatorOf(request),
      'managed-substation.create',
      'managed_substation',
      (audit) => rules.createManagedSubstation(request.body, audit),
    ),
  );
  route(api.adminManagedSubstationUpdate, async (request) => {
    const { id } = request.params;
    return admin.operatorWrite(
      operatorOf(request),
      'managed-substation.update',
      `managed_substation:${id}`,
      (audit) => rules.updateManagedSubstation(id, request.body, audit),
    );
  });
  route(api.adminManagedSubstationDelete, async (request) => {
    const { id } = request.params;
    return admin.operatorWrite(
      operatorOf(request),
      'managed-substation.delete',
      `managed_substation:${id}`,
      (audit) => rules.deleteManagedSubstation(id, audit),
    );
  });
  route(api.adminManagedSubstationImportPreview, async (request) => {
    const file = await readUpload(request, SUBSTATION_CSV_MAX_BYTES);
    return rules.previewManagedSubstationImport(file.bytes);
  });
  route(api.adminManagedSubstationImport, async (request) =>
    admin.operatorWrite(
      operatorOf(request),
      'managed-substation.import',
      'managed_substation',
      (audit) => rules.importManagedSubstations(request.body.basedOn, request.body.rows, audit),
    ),
  );
  route(api.adminSitingSettingsGet, async () => rules.sitingSettings());
  route(api.adminSitingSettingsUpdate, async (request) =>
    admin.operatorWrite(
      operatorOf(request),
      'siting-settings.update',
      'siting_setting:1',
      (audit) => rules.updateSitingSettings(request.body, audit),
    ),
  );
};
