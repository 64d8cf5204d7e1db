import type { TPasswordOwner, TPasswordVerdict } from '@avatara/contracts/password-policy';

/** A password to judge, sent to the strength worker. */
export interface StrengthRequest {
  id: number;
  password: string;
  owner: TPasswordOwner;
}

/** The worker's verdict; null when the dictionaries could not be loaded. */
export interface StrengthAnswer {
  id: number;
  verdict: TPasswordVerdict | null;
}
