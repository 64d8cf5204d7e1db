import { ScreenPlaceholder } from './ScreenPlaceholder';

/** Consent (spec §2 step 3): the modal with checkbox arrives with the accounts issue. */
export default function ConsentScreen() {
  return <ScreenPlaceholder screen="consent" testId="consent-screen" />;
}
