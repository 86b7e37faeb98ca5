import { describe, expect, it } from 'vitest';
import { apiEndpoints as endpoints } from '@haetbit/contracts';
import { apiClient, type Exchange, type Received } from './api-client.js';

/** A client whose server answers `received` and keeps what was sent. */
function answering(received: Partial<Received>) {
  const sent: Exchange[] = [];
  const api = apiClient((exchange) => {
    sent.push(exchange);
    return Promise.resolve({ status: 200, headers: {}, text: '', ...received });
  });
  return { api, sent };
}

describe('the typed API client of tests', () => {
  it('fills the path, writes the query and the JSON body, and shows who calls', async () => {
    // Each answers 400, which all three declare.
    const refusal = { code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.' };
    const { api, sent } = answering({ status: 400, text: JSON.stringify(refusal) });
    await api.send(endpoints.matchReqCheckExistAgain, {
      params: { matchReqId: 12 },
      as: { authorization: 'Bearer t' },
    });
    await api.send(endpoints.matchReqListByStatus, {
      query: { deviceId: 'A_device-0001', statusList: 'CMC,CME' },
      as: { cookie: 'c=1' },
    });
    await api.send(endpoints.matchUserCancel, { body: { id: 3, cancelReason: 'ETC' } });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/match-req/check-exist-again/12',
        headers: { authorization: 'Bearer t' },
      },
      {
        method: 'GET',
        url: '/api/match-req?deviceId=A_device-0001&statusList=CMC%2CCME',
        headers: { cookie: 'c=1' },
      },
      {
        method: 'PATCH',
        url: '/api/match-status/user-cancel',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id: 3, cancelReason: 'ETC' }),
      },
    ]);
  });

  it('answers the success body parsed by its declared schema', async () => {
    const { api } = answering({ text: JSON.stringify({ id: 7, existing: true }) });
    const answer = await api.call(endpoints.matchReqAgainRecruit, {
      body: { id: 1, deviceId: 'A_device-0001' },
    });
    expect(answer).toEqual({ id: 7, existing: true });
  });

  it('keeps every field of an error and throws on it from call', async () => {
    const error = { code: 'SELECT_LIMIT_EXCEEDED', message: '최대 5곳', status: 'SP1', limit: 5 };
    const { api } = answering({ status: 409, text: JSON.stringify(error) });
    const body = { matchStatusId: 1, selectedCstIds: [1] };
    const reply = await api.send(endpoints.propose1Select, { body });
    expect(reply).toMatchObject({ status: 409, answer: undefined, error });
    await expect(api.call(endpoints.propose1Select, { body })).rejects.toThrow(
      'PATCH /api/match-propose1/select answered 409',
    );
  });

  it('refuses a status the declaration does not list and a body its schema refuses', async () => {
    const undeclared = answering({ status: 404, text: '{"code":"NOT_FOUND","message":"x"}' });
    await expect(undeclared.api.send(endpoints.matchReqGet, { params: { id: 1 } })).rejects.toThrow(
      'a status its declaration does not list',
    );
    const misshapen = answering({ text: JSON.stringify({ id: 'seven' }) });
    await expect(
      misshapen.api.call(endpoints.matchReqCheckExistAgain, { params: { matchReqId: 1 } }),
    ).rejects.toThrow('with a body its declaration refuses');
  });
});
