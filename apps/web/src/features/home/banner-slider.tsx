import { fileView, type Banner } from '@haetbit/contracts';
import { routeUrl } from '../../shared/api/client';
import { LoadError } from '../../shared/ui/load-error';
import type { HomeRead } from './home-read';
import styles from './home-page.module.css';

/** Blog banner cards linking to the posts (spec section 2). */
export function BannerSlider({ read }: { read: HomeRead<Banner[]> }) {
  if (read.isPending) return <p className={styles.muted}>불러오는 중…</p>;
  if (read.isError) {
    return (
      <LoadError
        title="블로그 글을 불러오지 못했습니다."
        error={read.error}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  }
  const banners = read.data ?? [];
  if (banners.length === 0) return <p className={styles.muted}>등록된 글이 없습니다.</p>;
  return (
    <ul className={styles.slider} aria-label="블로그 글 목록">
      {banners.map((banner) => (
        <li key={banner.id} className={styles.bannerCard}>
          <a href={banner.link} target="_blank" rel="noreferrer" className={styles.bannerLink}>
            {banner.imageFileId ? (
              <img
                src={routeUrl(fileView, { id: banner.imageFileId })}
                alt=""
                className={styles.bannerImage}
                loading="lazy"
                width={640}
                height={360}
              />
            ) : null}
            <span className={styles.bannerTitle}>{banner.title}</span>
            <span className={styles.bannerSub}>{banner.subTitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
