import type { TAvatarView } from '@avatara/contracts/avatars';
import { IMAGE_COMMAND, type TSpeechCharge } from '@avatara/contracts/media';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/Spinner';
import type { Message } from '../i18n/message';
import { NhsOverlay } from '../overlay/NhsOverlay';
import { useTradingAccess } from '../trading/useTradingAccess';
import { cookies } from '../lib/browserCookies';
import { OPERATOR_MODELS_PATH, OPERATOR_SAFETY_PATH, OPERATOR_USERS_PATH } from '../pages/pageIds';
import { topUpUrl } from '../pricing/returnTo';
import type { DisplayUser } from '../user/displayUser';
import { useUser } from '../user/userContext';
import { ChatBar } from './ChatBar';
import { ChatHeader } from './ChatHeader';
import { ChatReadout } from './ChatReadout';
import type { UiMessage } from './uiMessage';
import { MemoryPanel } from './MemoryPanel';
import { MessageList } from './MessageList';
import { ChatTools } from './ChatTools';
import { modelConnected } from './modelChoice';
import { ModelPicker } from './ModelPicker';
import { NoModelBanner } from './NoModelBanner';
import { addGeneratedImage, imageUrl as imageUrlOf, parseUserPrompts, type UserPrompts } from './prompts';
import { SessionNotices } from './SessionNotices';
import { useModelChoice, useModels, useVersion } from './useChatQueries';
import { useChatSession } from './useChatSession';
import { useMicrophone } from './useMicrophone';
import { useVoice, voiceFailureMessage } from './useVoice';

/** The trading panel and everything it uses load only when someone opens it (issue 12). */
const TradingPanel = lazy(() => import('../trading/TradingPanel'));

interface ChatViewProps {
  avatar: TAvatarView;
  user: DisplayUser;
  note?: string;
  onChangeAvatar?: () => void;
}

/**
 * The chat with one avatar (spec §2): header with balance and top-up, message stack with
 * streamed replies, session notices (low balance, shutdown countdown), chat bar with model
 * picker and readout, the memories panel and the Brain States & Hormones overlay.
 */
export function ChatView({ avatar, user, note, onChangeAvatar }: ChatViewProps) {
  const { i18n } = useTranslation();
  const { setUser, refresh } = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const models = useModels();
  const model = useModelChoice(models.data);
  const version = useVersion();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [memoriesOpen, setMemoriesOpen] = useState(false);
  const [tradingOpen, setTradingOpen] = useState(false);
  const trading = useTradingAccess(user.email);
  const operator = trading.operator;
  // Operators open the house account; a Pro holder their own (docs/trading-service.md).
  const tradingAccount = operator ? null : trading.account;
  const mayTrade = operator || trading.account !== null;
  const closeTrading = useCallback(() => setTradingOpen(false), []);
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  });

  // The image history (spec §3: the userPrompts cookie, kept for this visit without consent to non-essential cookies).
  const [prompts, setPrompts] = useState<UserPrompts>(() => parseUserPrompts(cookies.getJson('userPrompts')));
  const imageUrl = useCallback(
    (file: string) => imageUrlOf(avatar.name, user.email, file),
    [avatar.name, user.email],
  );
  const onImage = useCallback((prompt: string, file: string) => {
    setPrompts((before) => {
      const next = addGeneratedImage(before, prompt, file);
      cookies.setJson('userPrompts', next);
      return next;
    });
    cookies.set('latestGeneratedImage', file);
  }, []);
  const noticeRef = useRef<(message: Message) => void>(() => undefined);
  const spokeRef = useRef<(charge: TSpeechCharge) => void>(() => undefined);
  const voice = useVoice({
    voice: avatar.voice,
    gender: avatar.gender,
    language: i18n.language,
    onFailure: (f, error) => noticeRef.current(voiceFailureMessage(f, error)),
    onCharge: (charge) => spokeRef.current(charge),
  });

  const session = useChatSession({
    avatarId: avatar.id,
    avatarName: avatar.name,
    avatarGender: avatar.gender,
    email: user.email,
    userName: user.firstName || user.name,
    language: i18n.language,
    model: model.value,
    onBalance: (balance) => setUser({ ...userRef.current, balance }),
    onShutdown: () => undefined,
    onActivity: voice.stop,
    onReply: voice.speak,
    onImage,
    onRefused: (error) => {
      // The server's gate said no (session gone, balance used up, consent missing): let the app's gate decide anew.
      if (error.status === 401 || error.status === 402 || error.status === 403) void refresh();
    },
  });
  const { state } = session;
  useEffect(() => {
    noticeRef.current = session.notice;
    spokeRef.current = session.spoke;
  });
  const mic = useMicrophone({
    language: i18n.language,
    onText: session.send,
    onProblem: (key) => session.notice({ key: `chat.mic.${key}` }),
  });
  const sendImage = useCallback((text: string) => session.send(`${IMAGE_COMMAND}${text.trim()}`), [session]);

  const topUp = useCallback(() => void navigate(topUpUrl(pathname)), [navigate, pathname]);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const retry = useCallback(
    (system: UiMessage) => {
      const original = state.messages.find((m) => m.sender === 'user' && m.id === system.system?.retryOf);
      if (original?.id) session.retry(original.key, original.id, original.text);
    },
    [session, state.messages],
  );
  const lowBalance = state.balance !== null && state.balance < state.lowBalanceUsd;

  return (
    <section className="chat" data-testid="chat-screen" aria-labelledby="chat-title">
      <ChatHeader
        avatar={avatar}
        expression={state.expression}
        {...(note ? { note } : {})}
        balance={state.balance}
        lowBalance={lowBalance}
        onTopUp={topUp}
        onMemories={() => setMemoriesOpen(true)}
        onEndSession={() => window.location.reload()}
        {...(onChangeAvatar ? { onChangeAvatar } : {})}
        {...(operator ? { onSafetyReports: () => void navigate(OPERATOR_SAFETY_PATH) } : {})}
        {...(operator ? { onModels: () => void navigate(OPERATOR_MODELS_PATH) } : {})}
        {...(operator ? { onConsole: () => void navigate(OPERATOR_USERS_PATH) } : {})}
      />
      {operator && <NoModelBanner connected={models.data ? modelConnected(models.data) : undefined} />}
      <MessageList
        messages={state.messages}
        avatar={avatar}
        avatarName={avatar.name}
        imageUrl={imageUrl}
        loadingHistory={!state.historyLoaded}
        onRetry={retry}
      />
      <SessionNotices
        shutdown={state.shutdown}
        avatarName={avatar.name}
        balance={state.balance}
        lowBalance={lowBalance}
        onTopUp={topUp}
        returnPath={pathname}
      />
      <ChatBar
        onSend={session.send}
        onImage={sendImage}
        mic={mic}
        onTyping={session.typing}
        loading={state.loading}
        disabled={state.shutdown !== null}
        onOpenEmotions={() => setOverlayOpen(true)}
        emotionsOpen={overlayOpen}
        {...(mayTrade ? { onOpenTrading: () => setTradingOpen((open) => !open), tradingOpen } : {})}
        footer={
          <>
            <ChatTools voice={voice} prompts={prompts} imageUrl={imageUrl} />
            <ModelPicker models={models.data ?? []} value={model.shown?.name} onChange={model.choose} />
            <ChatReadout
              tokensTotal={state.tokensTotal}
              balance={state.balance}
              speechUsd={state.speechUsd}
              version={version.data}
            />
          </>
        }
      />
      {memoriesOpen && (
        <MemoryPanel avatarId={avatar.id} avatarName={avatar.name} onClose={() => setMemoriesOpen(false)} />
      )}
      <NhsOverlay open={overlayOpen} avatarName={avatar.name} email={user.email} onClose={closeOverlay} />
      {tradingOpen && (
        <Suspense fallback={<Spinner />}>
          <TradingPanel onClose={closeTrading} account={tradingAccount} />
        </Suspense>
      )}
    </section>
  );
}
