/** The owner's matching calls (spec section 7). */
export const matchReqListByStatus = { method: 'GET', path: '/api/match-req' } as const;
export const matchReqListAll = { method: 'GET', path: '/api/match-req/list' } as const;
export const matchReqGet = { method: 'GET', path: '/api/match-req/:id' } as const;
export const matchReqLastContact = { method: 'GET', path: '/api/match-req/last-contact' } as const;
export const matchReqCreate = { method: 'POST', path: '/api/match-req' } as const;
export const matchReqCheckExistAgain = {
  method: 'POST',
  path: '/api/match-req/check-exist-again/:matchReqId',
} as const;
export const matchReqAgainRecruit = {
  method: 'PATCH',
  path: '/api/match-req/again-recruit',
} as const;
export const propose1List = { method: 'POST', path: '/api/match-propose1/list' } as const;
export const propose2List = { method: 'POST', path: '/api/match-propose2/list' } as const;
export const propose1Select = { method: 'PATCH', path: '/api/match-propose1/select' } as const;
export const propose2Select = { method: 'PATCH', path: '/api/match-propose2/select' } as const;
export const matchUserCancel = { method: 'PATCH', path: '/api/match-status/user-cancel' } as const;
export const contractDocumentList = {
  method: 'GET',
  path: '/api/match-com/install-type/:installType/:systemSize',
} as const;
export const matchSendProposal = {
  method: 'POST',
  path: '/api/match-com/send-proposal/:matchReqId/:proposalFileId',
} as const;
/** The owner ends the proposal period early once every proposal and quote is in (issue 33). */
export const matchReqCloseProposals = {
  method: 'POST',
  path: '/api/match-req/:id/close-proposals',
} as const;
