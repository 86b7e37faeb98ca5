/** What a home section needs of its query to tell loading, failure, empty and data apart. */
export interface HomeRead<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}
