import { Suspense, lazy } from 'react';
import { Spinner } from '../components/Spinner';
import { PaymentSuccessNotice } from '../pricing/PaymentSuccessNotice';
import { LoginScreen } from '../screens/LoginScreen';
import { useGate } from './gateContext';

const PricingScreen = lazy(() => import('../screens/PricingScreen'));
const ConsentScreen = lazy(() => import('../screens/ConsentScreen'));
const AvatarSelectionScreen = lazy(() => import('../screens/AvatarSelectionScreen'));
const ChatScreen = lazy(() => import('../screens/ChatScreen'));

/** The screen of the gate (spec §2). */
function GateScreen() {
  const { screen, referrer, selectedAvatar, chooseAvatar } = useGate();
  if (screen === 'loading') return <Spinner />;
  if (screen === 'login') return <LoginScreen referrer={referrer} />;
  return (
    <Suspense fallback={<Spinner />}>
      {screen === 'pricing' && <PricingScreen />}
      {screen === 'consent' && <ConsentScreen />}
      {screen === 'chatFirstAvatar' && <ChatScreen avatar={null} />}
      {screen === 'chat' && <ChatScreen avatar={selectedAvatar} onChangeAvatar={() => chooseAvatar(null)} />}
      {screen === 'avatarSelection' && <AvatarSelectionScreen onSelect={chooseAvatar} />}
    </Suspense>
  );
}

/** The gate at '/': the payment-success message (after a checkout) above the chosen screen. */
export function ScreenGate() {
  return (
    <>
      <PaymentSuccessNotice />
      <GateScreen />
    </>
  );
}
