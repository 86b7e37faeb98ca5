import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/execute.js';
import type { UsersService } from '../users/service.js';

/** What the feed asks the users module of the owners: their notification switches. */
export type OwnerSwitches = Pick<UsersService, 'matchAlimOf' | 'advertDevices'>;

/** Devices per query of the advert recipients (a bounded parameter list). */
const DEVICES_PER_QUERY = 1000;

/** A committed lifecycle event with what its messages need of the request. */
export interface ClaimedEvent {
  id: number;
  matchReqId: number;
  fromStatus: string;
  toStatus: string;
  event: string;
  matchCompleteCode: string | null;
  deviceId: string;
  address: string;
  pnu: string;
  phone: string;
  /** The name the owner recruited with (the chosen contractors are told whom to call). */
  ownerName: string;
  installType: string;
  systemSizeKw: number;
  propose1EndDate: string | null;
  select1EndDate: string | null;
  propose2EndDate: string | null;
  select2EndDate: string | null;
  matchAlimYn: boolean | null;
}

/**
 * The read model matching keeps for the notifier (DESIGN D13: the notifier reads the lifecycle's
 * audit rows): events with their request and the owner's switch, the stage rows that name the
 * contractors a message goes to, and the periods about to end. The owner's switches are the users
 * module's: its service answers them for the devices read here.
 */
export function createLifecycleFeed(db: DbOrTx, owners: OwnerSwitches) {
  return {
    /**
     * Claims up to `limit` events whose id is not in `handledIds` (a subquery the caller owns),
     * oldest first, locking them so another instance skips them (`FOR UPDATE SKIP LOCKED`) until
     * the caller's transaction records them as handled.
     */
    async claimEvents(limit: number, handledIds: SQL, tx: DbOrTx): Promise<ClaimedEvent[]> {
      const events = await executeRows<Omit<ClaimedEvent, 'matchAlimYn'>>(
        tx,
        sql`
          SELECT e.id::int AS id, e.match_req_id AS "matchReqId", e.from_status AS "fromStatus",
            e.to_status AS "toStatus", e.event, e.match_complete_code AS "matchCompleteCode",
            r.device_id AS "deviceId", r.address, r.pnu, r.phone, r.name AS "ownerName",
            r.install_type AS "installType", r.system_size_kw AS "systemSizeKw",
            r.propose1_end_date AS "propose1EndDate",
            r.select1_end_date AS "select1EndDate", r.propose2_end_date AS "propose2EndDate",
            r.select2_end_date AS "select2EndDate"
          FROM match_status_event e
          JOIN match_req r ON r.id = e.match_req_id
          WHERE e.id NOT IN (${handledIds})
          ORDER BY e.id
          LIMIT ${limit}
          FOR UPDATE OF e SKIP LOCKED`,
      );
      const matchAlim = await owners.matchAlimOf(
        events.map((event) => event.deviceId),
        tx,
      );
      return events.map((event) => ({
        ...event,
        matchAlimYn: matchAlim.get(event.deviceId) ?? null,
      }));
    },

    /** Contractors of a request's two stages, with their selection flags. */
    /** Every request ever made on a parcel (a lead alert is sent once per parcel, issue 34). */
    async requestIdsOfParcel(pnu: string, tx: DbOrTx = db): Promise<number[]> {
      const rows = await executeRows<{ id: number }>(
        tx,
        sql`SELECT id FROM match_req WHERE pnu = ${pnu}`,
      );
      return rows.map((row) => Number(row.id));
    },

    stageContractors(matchReqId: number, tx: DbOrTx = db) {
      return executeRows<{ stage: number; contractorId: number; selectStatus: string }>(
        tx,
        sql`
          SELECT 1 AS stage, contractor_id AS "contractorId", select_status AS "selectStatus"
          FROM match_propose1 WHERE match_req_id = ${matchReqId}
          UNION ALL
          SELECT 2, contractor_id, select_status FROM match_propose2
          WHERE match_req_id = ${matchReqId}`,
      );
    },

    /** Shortlisted contractors of a request that have not sent their proposal yet. */
    async contractorsWithoutProposal(matchReqId: number, tx: DbOrTx = db): Promise<number[]> {
      const rows = await executeRows<{ contractorId: number }>(
        tx,
        sql`SELECT contractor_id AS "contractorId" FROM match_propose2
            WHERE match_req_id = ${matchReqId} AND proposal_file_id IS NULL
            ORDER BY contractor_id`,
      );
      return rows.map((row) => row.contractorId);
    },

    /** Open requests whose selection period (the owner's turn) ends within the window. */
    async ownerDeadlinesWithin(from: Date, to: Date, tx: DbOrTx = db) {
      const rows = await executeRows<{
        id: number;
        status: string;
        dueAt: string;
        address: string;
        pnu: string;
        phone: string;
        deviceId: string;
      }>(
        tx,
        sql`
          SELECT r.id, r.status, r.due_at AS "dueAt", r.address, r.pnu, r.phone,
            r.device_id AS "deviceId"
          FROM match_req r
          WHERE r.status IN ('SP1', 'SP2') AND r.due_at > ${from.toISOString()}::timestamptz
            AND r.due_at <= ${to.toISOString()}::timestamptz`,
      );
      // An owner without a user row takes them (matchAlimYn is on by default).
      const matchAlim = await owners.matchAlimOf(
        rows.map((row) => row.deviceId),
        tx,
      );
      return rows
        .filter((row) => matchAlim.get(row.deviceId) ?? true)
        .map(({ deviceId: _deviceId, ...row }) => row);
    },

    /**
     * Shortlisted contractors without a proposal on requests whose proposal period (PSB) ends
     * within the window.
     */
    proposalsDueWithin(from: Date, to: Date, tx: DbOrTx = db) {
      return executeRows<{
        id: number;
        dueAt: string;
        address: string;
        pnu: string;
        contractorId: number;
      }>(
        tx,
        sql`
          SELECT r.id, r.propose2_end_date AS "dueAt", r.address, r.pnu,
            p.contractor_id AS "contractorId"
          FROM match_req r
          JOIN match_propose2 p ON p.match_req_id = r.id
          WHERE r.status = 'PSB' AND p.proposal_file_id IS NULL
            AND r.propose2_end_date > ${from.toISOString()}::timestamptz
            AND r.propose2_end_date <= ${to.toISOString()}::timestamptz
          ORDER BY r.id, p.contractor_id`,
      );
    },

    /** The latest recruit phone of each owner who consented to advertising (advAlimYn). */
    async advertRecipients(tx: DbOrTx = db) {
      const devices = await owners.advertDevices(tx);
      const recipients: { deviceId: string; phone: string }[] = [];
      for (let start = 0; start < devices.length; start += DEVICES_PER_QUERY) {
        const chunk = devices.slice(start, start + DEVICES_PER_QUERY);
        recipients.push(
          ...(await executeRows<{ deviceId: string; phone: string }>(
            tx,
            sql`
              SELECT DISTINCT ON (r.device_id) r.device_id AS "deviceId", r.phone
              FROM match_req r
              WHERE r.device_id IN ${chunk}
              ORDER BY r.device_id, r.req_date DESC`,
          )),
        );
      }
      return recipients;
    },
  };
}
export type LifecycleFeed = ReturnType<typeof createLifecycleFeed>;
