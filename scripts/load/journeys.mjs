// What the users do: an owner's journey from the session to the recruit and its status reads,
// contractors' and operators' logins, and the recorder of every route's latency and errors.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// --- what the users do ------------------------------------------------------------------------
const parcelsJson = require('../../apps/server/src/providers/offline-data/parcels.json');
const PARCELS = (Array.isArray(parcelsJson) ? parcelsJson : parcelsJson.parcels)
  .filter((parcel) => parcel.expected.capacity === 'ok')
  .map((parcel) => ({
    pnu: parcel.pnu,
    address: parcel.address,
    roadAddress: parcel.roadAddress ?? undefined,
    searchText: `${parcel.ri || parcel.emd} ${parcel.jibun}`,
    installType: parcel.expected.installType,
    lat: parcel.lat,
    lng: parcel.lng,
  }));

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
export const today = isoDay(Date.now());
export const monthAgo = isoDay(Date.now() - 30 * 86_400_000);

let journeySerial = 0;
const runTag = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;

/** Per-route latencies (ms) and errors, with the time of every failure. */
export function createRecorder() {
  return {
    routes: new Map(),
    journeys: 0,
    /** Ids the server acknowledged creating: [table, id]. */
    acknowledged: [],
    failureTimes: [],
    clearErrors: new Set(),
    record(route, status, ms, body) {
      let entry = this.routes.get(route);
      if (!entry) {
        entry = { ms: [], errors: 0, statuses: {} };
        this.routes.set(route, entry);
      }
      if (status >= 200 && status < 300) entry.ms.push(ms);
      else {
        entry.errors += 1;
        entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
        this.failureTimes.push(Date.now());
        try {
          const parsed = JSON.parse(body);
          if (parsed.code && parsed.message) this.clearErrors.add(`${status} ${parsed.code}`);
        } catch {
          this.clearErrors.add(`${status} (no error body)`);
        }
      }
    },
  };
}

export const json = (value) => JSON.stringify(value);

/**
 * A request of a sequence: `build(context)` answers {method, path, body?}; `read(body, context)`
 * keeps what the next steps need. Latency is from the request's setup to its response (one request
 * at a time per connection). Once a step has failed, the journey's remaining steps are sent as
 * `GET /healthz` and not recorded, so every journey is the same number of requests and a
 * connection's reconnection (after each journey) always falls on the journey's last request.
 * `route` null: the closing request, whose response autocannon drops when it reconnects.
 */
export function step(recorder, route, build, read, expected = [200, 201]) {
  return {
    setupRequest(request, context) {
      const built = context.failed || route === null ? null : build(context);
      context.recording = built !== null;
      const target = built ?? { method: 'GET', path: '/healthz' };
      context.sentAt = performance.now();
      const headers = { ...request.headers, 'content-type': 'application/json' };
      if (context.authorization) headers.authorization = context.authorization;
      if (context.cookie) headers.cookie = context.cookie;
      return {
        ...request,
        method: target.method,
        path: target.path,
        headers,
        body: target.body === undefined ? undefined : json(target.body),
      };
    },
    onResponse(status, body, context, headers) {
      if (!context.recording) return;
      recorder.record(route, status, performance.now() - context.sentAt, body);
      if (!expected.includes(status)) {
        context.failed = true;
        return;
      }
      read?.(body, context, headers);
    },
  };
}

export function ownerJourney(recorder) {
  return [
    step(
      recorder,
      'POST /api/session',
      (context) => {
        journeySerial += 1;
        context.deviceId = `A_load-${runTag}-${journeySerial}`;
        context.phone = `010-${String(1000 + (journeySerial % 9000)).padStart(4, '0')}-${String(journeySerial % 10000).padStart(4, '0')}`;
        context.parcel = PARCELS[journeySerial % PARCELS.length];
        return { method: 'POST', path: '/api/session', body: { deviceId: context.deviceId } };
      },
      (body, context) => (context.authorization = `Bearer ${JSON.parse(body).token}`),
    ),
    step(recorder, 'POST /open/…/search-land-polygon/list', (context) => ({
      method: 'POST',
      path: `/open/seereal-api/search-land-polygon/list/${encodeURIComponent(context.parcel.searchText)}`,
      body: { page: 1, size: 20 },
    })),
    step(recorder, 'POST /api/match-analysis/check-is-ing', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/check-is-ing',
      body: { pnu: context.parcel.pnu, deviceId: context.deviceId },
    })),
    step(
      recorder,
      'POST /api/match-analysis',
      (context) => ({
        method: 'POST',
        path: '/api/match-analysis',
        body: {
          pnu: context.parcel.pnu,
          address: context.parcel.address,
          roadAddress: context.parcel.roadAddress,
          deviceId: context.deviceId,
        },
      }),
      (body, context) => {
        context.analysisId = JSON.parse(body).id;
        recorder.acknowledged.push(['match_analysis', context.analysisId]);
      },
    ),
    step(
      recorder,
      'PATCH /api/match-analysis',
      (context) => ({
        method: 'PATCH',
        path: '/api/match-analysis',
        body: { id: context.analysisId, installType: context.parcel.installType },
      }),
      (body, context) => (context.area = JSON.parse(body).area),
    ),
    step(recorder, 'PATCH /api/match-analysis/prediction', (context) => ({
      method: 'PATCH',
      path: '/api/match-analysis/prediction',
      body: {
        id: context.analysisId,
        lat: context.parcel.lat,
        lng: context.parcel.lng,
        azimuth: 180,
        tilt: 21,
        area: context.area,
        moduleQty: 0,
        systemSize: 0,
      },
    })),
    step(recorder, 'POST /api/match-analysis/send-auth-number', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/send-auth-number',
      body: { id: context.analysisId, phone: context.phone, name: '김햇빛' },
    })),
    step(
      recorder,
      'GET /dev/outbox',
      (context) => ({
        method: 'GET',
        path: `/dev/outbox?to=${context.phone}`,
      }),
      (body, context) => {
        context.code = /(\d{6})/.exec(JSON.parse(body)[0]?.body ?? '')?.[1];
        if (!context.code) context.failed = true;
      },
    ),
    step(recorder, 'POST /api/match-analysis/check-sms-auth-number', (context) => ({
      method: 'POST',
      path: '/api/match-analysis/check-sms-auth-number',
      body: { id: context.analysisId, smsAuthNumber: context.code },
    })),
    step(
      recorder,
      'POST /api/match-req',
      (context) => ({
        method: 'POST',
        path: '/api/match-req',
        body: {
          name: '김햇빛',
          phone: context.phone,
          email: 'owner@example.com',
          memo: '',
          matchAnalysisId: context.analysisId,
          deviceId: context.deviceId,
          agreeThirdPartyYn: true,
        },
      }),
      (body, context) => {
        context.matchReqId = JSON.parse(body).id;
        recorder.acknowledged.push(['match_req', context.matchReqId]);
      },
    ),
    step(recorder, 'GET /api/match-req/list', (context) => ({
      method: 'GET',
      path: `/api/match-req/list?deviceId=${context.deviceId}`,
    })),
    step(
      recorder,
      'GET /api/match-req/:id',
      (context) => ({ method: 'GET', path: `/api/match-req/${context.matchReqId}` }),
      () => (recorder.journeys += 1),
    ),
    step(recorder, null, () => null),
  ];
}

/** An owner who recruited once and comes back to the status screens. */
export function statusReads(recorder, owner) {
  const fixed = (path) => () => ({ method: 'GET', path });
  return [
    step(
      recorder,
      'GET /api/match-req/list',
      fixed(`/api/match-req/list?deviceId=${owner.deviceId}`),
    ),
    step(recorder, 'GET /api/match-req/:id', fixed(`/api/match-req/${owner.matchReqId}`)),
  ];
}

export async function login(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: json(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie').split(';')[0];
}

/** One owner with a request, made through the API (the status readers read it). */
export async function ownerWithRequest(baseUrl) {
  const recorder = createRecorder();
  const context = {};
  for (const { setupRequest, onResponse } of ownerJourney(recorder).slice(0, -1)) {
    const request = setupRequest({ headers: {} }, context);
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    onResponse(response.status, await response.text(), context, {});
  }
  if (recorder.journeys !== 1) throw new Error(`preparing journey: ${json([...recorder.routes])}`);
  return {
    deviceId: context.deviceId,
    matchReqId: context.matchReqId,
    authorization: context.authorization,
  };
}
