import {
  checkMark,
  type ContractorFactEntry,
  fileView,
  type ContractorContact,
  type MatchContractor,
  MATCHING_TEXTS,
  THREAD_TEXTS,
  yearsInBusiness,
} from '@haetbit/contracts';
import { useState } from 'react';
import { routeUrl } from '../../../shared/api/client';
import { serverNow } from '../../../shared/api/server-time';
import styles from './contractor-list.module.css';

interface ContractorListProps {
  contractors: MatchContractor[];
  /** SP1 and SP2: a checkbox per contractor. */
  selectable: boolean;
  selected: readonly number[];
  /** SP2 and CMC: the proposal link when a file was sent (spec section 5). */
  showProposal: boolean;
  /** PSB: whether each shortlisted contractor has sent its proposal. */
  showSubmission?: boolean;
  /** SP2: only contractors that sent a proposal can be confirmed. */
  requireProposal: boolean;
  onToggle: (ccId: number) => void;
  onBizInfo: (contractor: MatchContractor) => void;
  onProposal: (contractor: MatchContractor & { proposalFileId: string }) => void;
  /** PSB to CMC: the conversation with the contractor (issue 33). */
  onThread?: ((contractor: MatchContractor) => void) | undefined;
  /** The thread button's words: writing while it is open, reading once it closed. */
  threadLabel?: string;
}

/** A contractor's logo, with the default icon when it has none or it fails to load. */
function Logo({ fileId }: { fileId: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!fileId || failed) {
    return (
      <span className={styles.logoDefault} aria-hidden="true">
        ☀
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={routeUrl(fileView, { id: fileId })}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** A confirmed contractor's contact (CMC): a call and an e-mail away. */
function Contact({ comName, contact }: { comName: string; contact: ContractorContact }) {
  return (
    <dl className={styles.contact} aria-label={`${comName} ${MATCHING_TEXTS.contactTitle}`}>
      <div>
        <dt>{MATCHING_TEXTS.contactRepresentative}</dt>
        <dd>{contact.representative}</dd>
      </div>
      <div>
        <dt>{MATCHING_TEXTS.contactPhone}</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{MATCHING_TEXTS.contactEmail}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </div>
    </dl>
  );
}

/**
 * What an operator checked of the contractor against its documents (issue 33): the 전기공사업
 * registration number and the years in business, with the date of the check; or that nothing is
 * checked yet.
 */
function CheckedFacts({ facts }: { facts: ContractorFactEntry[] }) {
  if (facts.length === 0) {
    return <p className={styles.unchecked}>등록 사항 확인 전 · 사업자 정보는 자체 기재</p>;
  }
  const licence = facts.find((fact) => fact.fact === 'licenceNumber');
  const founded = facts.find((fact) => fact.fact === 'foundedYear');
  const latest = facts
    .map((fact) => fact.checkedAt ?? '')
    .sort()
    .at(-1);
  const parts = [
    licence ? `전기공사업 ${licence.value}` : null,
    founded ? `업력 ${yearsInBusiness(Number(founded.value), serverNow())}년` : null,
  ].filter((part): part is string => part !== null);
  return (
    <p className={styles.checked}>
      <span className={styles.checkedBadge}>{checkMark(latest ?? null)}</span>
      {parts.length > 0 ? <span>{parts.join(' · ')}</span> : null}
    </p>
  );
}

/** The contractor list of the detail (spec section 2): logo, name, checkbox, proposal link. */
export function ContractorList(props: ContractorListProps) {
  return (
    <ul className={styles.contractors}>
      {props.contractors.map((contractor) => {
        const checkboxId = `cst-${contractor.ccId}`;
        const checked = props.selected.includes(contractor.ccId);
        const canSelect = !props.requireProposal || contractor.proposalFileId !== null;
        const proposalFileId = contractor.proposalFileId;
        return (
          <li key={contractor.ccId} className={styles.contractor}>
            {props.selectable ? (
              <input
                id={checkboxId}
                type="checkbox"
                className={styles.check}
                checked={checked}
                disabled={!canSelect}
                aria-label={`${contractor.comName} 선택`}
                onChange={() => props.onToggle(contractor.ccId)}
              />
            ) : null}
            <Logo fileId={contractor.comLogoFileId} />
            <button
              type="button"
              className={styles.comName}
              onClick={() => props.onBizInfo(contractor)}
              aria-label={`${contractor.comName} ${MATCHING_TEXTS.bizInfo}`}
            >
              {contractor.comName}
            </button>
            <CheckedFacts facts={contractor.checkedFacts} />
            {props.showProposal && proposalFileId !== null ? (
              <button
                type="button"
                className={styles.proposal}
                aria-label={`${contractor.comName} ${MATCHING_TEXTS.proposalLink}`}
                onClick={() => props.onProposal({ ...contractor, proposalFileId })}
              >
                {MATCHING_TEXTS.proposalLink}
              </button>
            ) : null}
            {props.showSubmission ? (
              <span className={contractor.proposalSubmitted ? styles.submitted : styles.waiting}>
                {contractor.proposalSubmitted
                  ? MATCHING_TEXTS.proposalSubmitted
                  : MATCHING_TEXTS.proposalWaiting}
              </span>
            ) : null}
            {props.showSubmission && contractor.quoteComplete !== undefined ? (
              <span className={contractor.quoteComplete ? styles.submitted : styles.waiting}>
                {contractor.quoteComplete ? THREAD_TEXTS.quoteComplete : THREAD_TEXTS.quoteWaiting}
              </span>
            ) : null}
            {props.onThread ? (
              <button
                type="button"
                className={styles.proposal}
                aria-label={`${contractor.comName} ${props.threadLabel ?? THREAD_TEXTS.open}`}
                onClick={() => props.onThread?.(contractor)}
              >
                {props.threadLabel ?? THREAD_TEXTS.open}
              </button>
            ) : null}
            {contractor.contact ? (
              <Contact comName={contractor.comName} contact={contractor.contact} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
