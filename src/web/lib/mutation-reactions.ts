import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * A screen's reactions to a write (a dialog closing, a notice), which the feature's write hook in `api/` runs
 * after its own cache work (ADR 063). Types only: importing this file adds nothing to a page's JavaScript.
 */
export type MutationReactions<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError' | 'onSettled'
>;
