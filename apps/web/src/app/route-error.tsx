import { Component, type ReactNode } from 'react';
import { Link } from '../shared/ui/link';

export function RouteError() {
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: 20 }}>화면을 불러오지 못했습니다.</h1>
      <p>잠시 후 다시 시도해 주세요.</p>
      <Link to="/">처음으로</Link>
    </main>
  );
}

interface BoundaryProps {
  /** The location's key: a navigation clears the error, as the data router's errorElement did. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

/** Shows RouteError when a screen fails to load or to render. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
