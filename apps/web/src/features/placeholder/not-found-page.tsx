import { NotFound } from '../../shared/ui/not-found';

export function NotFoundPage() {
  return <NotFound />;
}
