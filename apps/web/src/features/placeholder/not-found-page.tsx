import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main style={{ padding: '80px 24px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>페이지를 찾을 수 없습니다.</h1>
      <Link to="/">처음으로</Link>
    </main>
  );
}
