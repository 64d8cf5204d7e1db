import { Suspense, lazy } from 'react';
import { Spinner } from '../components/Spinner';
import { LoginScreen } from '../screens/LoginScreen';
import { useGate } from './gateContext';

const PricingScreen = lazy(() => import('../screens/PricingScreen'));
const ConsentScreen = lazy(() => import('../screens/ConsentScreen'));
const AvatarSelectionScreen = lazy(() => import('../screens/AvatarSelectionScreen'));
const ChatScreen = lazy(() => import('../screens/ChatScreen'));

/** The screen gate of spec §2 at '/': login, pricing, consent, chat or avatar selection. */
export function ScreenGate() {
  const { screen, referrer, selectedAvatar, chooseAvatar } = useGate();
  if (screen === 'loading') return <Spinner />;
  if (screen === 'login') return <LoginScreen referrer={referrer} />;
  return (
    <Suspense fallback={<Spinner />}>
      {screen === 'pricing' && <PricingScreen />}
      {screen === 'consent' && <ConsentScreen />}
      {screen === 'chatFirstAvatar' && <ChatScreen avatar={null} />}
      {screen === 'chat' && <ChatScreen avatar={selectedAvatar} />}
      {screen === 'avatarSelection' && <AvatarSelectionScreen onSelect={chooseAvatar} />}
    </Suspense>
  );
}
