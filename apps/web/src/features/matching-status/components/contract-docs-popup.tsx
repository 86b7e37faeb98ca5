import { MATCHING_TEXTS, type InstallType } from '@haetbit/contracts';
import { useContractDocuments } from '../api/get-contract-documents';
import styles from './contract-docs-popup.module.css';
import { MessagePopup } from '../../../shared/ui/message-popup';

/** The documents to prepare for the contract (spec sections 2 and 9). */
export function ContractDocsPopup(props: {
  installType: InstallType;
  systemSizeKw: number;
  onClose: () => void;
}) {
  const documents = useContractDocuments(props.installType, props.systemSizeKw);
  return (
    <MessagePopup title={MATCHING_TEXTS.contractDocs} onClose={props.onClose}>
      {documents.data ? (
        <table className={styles.docs}>
          <thead>
            <tr>
              <th scope="col">서류</th>
              <th scope="col">부수</th>
            </tr>
          </thead>
          <tbody>
            {documents.data.map((document) => (
              <tr key={document.code}>
                <th scope="row">
                  {document.name}
                  {document.note ? <span className={styles.docNote}>{document.note}</span> : null}
                </th>
                <td>{document.copies}부</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : documents.isError ? (
        <p role="alert">필요 서류를 불러오지 못했습니다.</p>
      ) : (
        <p>불러오는 중…</p>
      )}
    </MessagePopup>
  );
}
