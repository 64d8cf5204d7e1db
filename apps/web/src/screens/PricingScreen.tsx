import { ScreenPlaceholder } from './ScreenPlaceholder';

/** Pricing and payment (spec §2 step 2): the plans arrive with the accounts issue. */
export default function PricingScreen() {
  return <ScreenPlaceholder screen="pricing" testId="pricing-screen" />;
}
