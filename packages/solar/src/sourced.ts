// A value of the engine's assumptions with its unit, status and source (assumptions.ts).

export interface Sourced<T> {
  value: T;
  unit: string;
  status:
    | 'spec'
    | 'confirmed'
    | 'reported'
    | 'derived'
    | 'unconfirmed'
    | 'model default'
    | 'engine choice';
  source: string;
}

/** Builds a sourced value. */
export const s = <T>(
  value: T,
  unit: string,
  status: Sourced<T>['status'],
  source: string,
): Sourced<T> => ({
  value,
  unit,
  status,
  source,
});
