import { MATCHING_TEXTS } from '@haetbit/contracts';
import { BLOG_URL } from '../links';
import { MessagePopup } from './message-popup';
import styles from './service-ready-popup.module.css';

/** 'Service in preparation' with a link to the blog (spec section 2 popups). */
export function ServiceReadyPopup({ onClose }: { onClose: () => void }) {
  return (
    <MessagePopup title={MATCHING_TEXTS.serviceReadyTitle} onClose={onClose}>
      {MATCHING_TEXTS.serviceReady}
      <a className={styles.blogLink} href={BLOG_URL} target="_blank" rel="noreferrer">
        {MATCHING_TEXTS.blogLink}
      </a>
    </MessagePopup>
  );
}
