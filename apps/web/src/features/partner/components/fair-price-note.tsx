import type { FairPrice } from '@haetbit/contracts';
import { fairPriceSentence, fairPriceVerdict } from '../../../shared/format/fair-price';
import styles from '../partner.module.css';

/** Where the saved price falls among the market's prices: what the owner will read beside it. */
export function FairPriceNote({ fairPrice }: { fairPrice: FairPrice }) {
  return (
    <p className={styles.notice}>
      <strong>
        적정가 비교
        {fairPrice.percentile !== null ? ` · ${fairPriceVerdict(fairPrice.percentile)}` : ''}
      </strong>
      <br />
      {fairPriceSentence(fairPrice)}
    </p>
  );
}
