import { Suspense, type ReactNode } from 'react';

/**
 * Around a layer whose code loads when it opens: until the code arrives the screen below stays as
 * it is, and screen readers hear that the layer is loading.
 */
export function LazyLayer({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="visually-hidden">
          불러오는 중
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
