import { AppHeader } from '../../shared/ui/app-header';

/** Placeholder screen (spec section 2). */
export function NoticePage() {
  return (
    <>
      <AppHeader title="공지사항" />
      <main style={{ padding: '64px 24px', textAlign: 'center', color: 'var(--color-text-sub)' }}>
        <p>등록된 공지사항이 없습니다.</p>
      </main>
    </>
  );
}
