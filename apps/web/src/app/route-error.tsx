import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>화면을 불러오지 못했습니다.</h1>
      <p>잠시 후 다시 시도해 주세요.</p>
      <Link to="/">처음으로</Link>
    </main>
  );
}
