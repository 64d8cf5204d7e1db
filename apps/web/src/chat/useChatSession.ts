import { CHAT_CONTROL, type TChatMeta, type TChatRequest } from '@avatara/contracts/chat';
import type { TSpeechCharge } from '@avatara/contracts/media';
import { parseNhsText } from '@avatara/contracts/nhs-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isHttpError, type ApiError } from '../api/ApiError';
import { errorMessage } from '../i18n/errorMessage';
import type { Message } from '../i18n/message';
import { serverErrorOf } from '../lib/serverError';
import { nhsKeys } from '../overlay/queryKeys';
import { fetchHistory, streamChat, type ChatStreamHandlers } from './chatApi';
import { chatReducer, initialChatState, type ChatState } from './chatModel';
import { isSpeakable } from './notices';
import { chatKeys } from './queryKeys';

/** Inactivity before the client sends `AI:PAUSE` (spec §4, §9). */
export const PAUSE_AFTER_MS = 5000;

export interface ChatSessionOptions {
  avatarId: string;
  avatarName: string;
  avatarGender: string;
  email: string;
  userName: string;
  language: string;
  model: string;
  /** Called with the balance after every reply (the user record and its cookie follow it). */
  onBalance: (usd: number) => void;
  /** The session ended (spec §4): `reason`, and whether the page should reload. */
  onShutdown: (meta: TChatMeta) => void;
  /** Sending or typing stops audio playback (spec §4; the voice comes with the media issue). */
  onActivity?: () => void;
  /** A call was refused before the reply began (401 session gone, 402 no balance, 403 consent). */
  onRefused?: (error: ApiError) => void;
  /** A reply of the avatar is complete (to read it aloud); never a crisis referral or another notice. */
  onReply?: (messageId: string, text: string) => void;
  /** An image was generated for `prompt` (the image history). */
  onImage?: (prompt: string, file: string) => void;
}

export interface ChatSession {
  state: ChatState;
  /** Sends a typed message; whitespace-only text is not sent. */
  send: (text: string) => void;
  /** Sends an unanswered message again (`retryOf`): its key on screen, its server id, its text. */
  retry: (key: string, userMessageId: string, text: string) => void;
  /** The user typed: counts as activity for the pause timer. */
  typing: () => void;
  /** Shows a system line by translation key. */
  notice: (message: Message) => void;
  /** A reply was read aloud and paid for: the readout and the balance follow (docs/plans.md "Speech"). */
  spoke: (charge: TSpeechCharge) => void;
}

let counter = 0;
const nextKey = (p: string) => `${p}-${Date.now().toString(36)}-${++counter}`;

/**
 * One chat session with an avatar (spec §2, §4): loads the history, sends `AI:SESSION_START`
 * once, streams replies word by word, sends `AI:PAUSE` after 5 s of inactivity while the page is
 * visible and nothing is loading, keeps the readout (tokens, balance) and the overlay's values
 * up to date from each reply's internals, and reports a shutdown.
 */
export function useChatSession(o: ChatSessionOptions): ChatSession {
  const queryClient = useQueryClient();
  // Each turn (a message, the session start, a pause) is one POST /kichat, its reply streamed into the reducer.
  const { mutateAsync: stream } = useMutation({
    mutationKey: ['kichat'],
    mutationFn: ({
      body,
      handlers,
      signal,
    }: {
      body: TChatRequest;
      handlers: ChatStreamHandlers;
      signal: AbortSignal;
    }) => streamChat(body, handlers, signal),
  });
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const opts = useRef(o);
  useEffect(() => {
    opts.current = o;
  });
  const busy = useRef<AbortController | null>(null);
  const pauseCall = useRef<AbortController | null>(null);
  const started = useRef(false);
  const loaded = useRef(false);
  // Set when the history arrives; until then no pause is sent anyway.
  const lastActivity = useRef(0);
  const ended = useRef(false);

  const request = useCallback((message: string, extra: Partial<TChatRequest> = {}): TChatRequest => {
    const c = opts.current;
    return {
      avatarName: c.avatarName,
      userName: c.userName,
      email: c.email,
      message,
      isFirstSession: false,
      userLanguage: c.language,
      gender: c.avatarGender,
      currentModel: c.model,
      ...extra,
    };
  }, []);

  const run = useCallback(
    async (
      body: TChatRequest,
      userKey: string | null,
      kind: 'message' | 'start' | 'pause',
      retryOf?: string,
    ) => {
      const replyKey = nextKey('reply');
      const ac = new AbortController();
      if (kind === 'pause') pauseCall.current = ac;
      else {
        pauseCall.current?.abort();
        busy.current = ac;
      }
      dispatch({
        type: 'sent',
        userKey,
        text: body.message,
        replyKey,
        ...(retryOf ? { retryOf } : {}),
        ...(kind === 'pause' ? { quiet: true } : {}),
      });
      let replyText = '';
      let replyId: string | null = null;
      // A turn answered by the crisis referral is never spoken (docs/safety.md).
      let crisis = false;
      try {
        await stream({
          body,
          signal: ac.signal,
          handlers: {
            onDelta: (text) => {
              replyText += text;
              dispatch({ type: 'delta', replyKey, text });
            },
            onNotice: (notice) => {
              if (notice.kind === 'crisis') crisis = true;
              dispatch({ type: 'notice', replyKey, notice });
            },
            onMeta: (meta) => {
              replyId = meta.messageId;
              if (meta.safety === 'crisis') crisis = true;
              if (meta.image) opts.current.onImage?.(body.message.replace(/^#gi:/i, '').trim(), meta.image);
              dispatch({
                type: 'meta',
                replyKey,
                userKey,
                meta,
                pause: kind === 'pause',
                start: kind === 'start',
              });
              opts.current.onBalance(meta.tokens.balance);
              const c = opts.current;
              if (meta.nhs)
                queryClient.setQueryData(nhsKeys.metaData(c.avatarName, c.email), parseNhsText(meta.nhs));
              void queryClient.invalidateQueries({ queryKey: chatKeys.memories(c.avatarId) });
              if (meta.shutdown) {
                ended.current = true;
                opts.current.onShutdown(meta);
              }
            },
            onError: (e) => {
              if (kind === 'pause') console.warn('pause reply failed', e.code);
              // The stream's error event has no status of its own: its reason (a chat reason) says it all.
              else
                dispatch({
                  type: 'failed',
                  replyKey,
                  userKey,
                  userMessageId: e.userMessageId,
                  message: errorMessage({ status: 500, reason: e.code }),
                });
            },
          },
        });
        dispatch({ type: 'done', replyKey });
        if (replyId !== null && isSpeakable(replyText, crisis))
          opts.current.onReply?.(replyId, replyText.trim());
      } catch (error) {
        if (ac.signal.aborted || kind === 'pause') {
          if (!ac.signal.aborted) console.warn('pause call failed', error);
          dispatch({ type: 'done', replyKey });
        } else {
          console.error('chat call failed', error);
          const message = errorMessage(serverErrorOf(error));
          dispatch({ type: 'failed', replyKey, userKey, userMessageId: retryOf ?? null, message });
          if (isHttpError(error)) opts.current.onRefused?.(error);
        }
      } finally {
        if (busy.current === ac) busy.current = null;
        if (pauseCall.current === ac) pauseCall.current = null;
        lastActivity.current = Date.now();
      }
    },
    [queryClient, stream],
  );

  // History first, then the one session start of this visit. The history is read afresh for each
  // visit (no cache, no retry) and only once: it seeds the chat, which then follows the stream.
  useEffect(() => {
    const key = chatKeys.history(o.avatarId);
    let live = true;
    queryClient
      .fetchQuery({
        queryKey: key,
        queryFn: ({ signal }) => fetchHistory(o.avatarId, signal),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      })
      .then((h) => {
        if (!live || loaded.current) return;
        loaded.current = true;
        lastActivity.current = Date.now();
        dispatch({
          type: 'history',
          messages: h.messages,
          tokensTotal: h.tokensTotal,
          balance: h.balance,
          lowBalanceUsd: h.lowBalanceUsd,
          speechUsd: h.speechUsd,
          expression: h.expression,
        });
        if (!started.current) {
          started.current = true;
          void run(request(CHAT_CONTROL.SESSION_START, { isFirstSession: h.firstMeeting }), null, 'start');
        }
      })
      .catch((error: unknown) => {
        if (live) console.error('chat history failed', error);
      });
    return () => {
      live = false;
      void queryClient.cancelQueries({ queryKey: key, exact: true });
    };
    // The session belongs to one avatar: a new avatar mounts a new screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [o.avatarId]);

  // AI:PAUSE after every 5 s of inactivity while the user is here and nothing is loading.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!started.current || ended.current || busy.current || pauseCall.current) return;
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastActivity.current < PAUSE_AFTER_MS) return;
      const c = opts.current;
      lastActivity.current = Date.now();
      void run(
        {
          avatarName: c.avatarName,
          email: c.email,
          message: CHAT_CONTROL.PAUSE,
          userLanguage: c.language,
          currentModel: c.model,
        },
        null,
        'pause',
      );
    }, 500);
    return () => window.clearInterval(timer);
  }, [run]);

  // Leaving the chat stops what is still streaming.
  useEffect(
    () => () => {
      busy.current?.abort();
      pauseCall.current?.abort();
    },
    [],
  );

  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (message === '' || busy.current || ended.current) return;
      opts.current.onActivity?.();
      lastActivity.current = Date.now();
      void run(request(message), nextKey('user'), 'message');
    },
    [run, request],
  );

  const retry = useCallback(
    (key: string, userMessageId: string, text: string) => {
      if (busy.current || ended.current) return;
      lastActivity.current = Date.now();
      void run(request(text, { retryOf: userMessageId }), key, 'message', userMessageId);
    },
    [run, request],
  );

  const typing = useCallback(() => {
    lastActivity.current = Date.now();
    opts.current.onActivity?.();
  }, []);

  const notice = useCallback((message: Message) => dispatch({ type: 'system', message }), []);

  const spoke = useCallback((charge: TSpeechCharge) => {
    dispatch({ type: 'speech', totalUsd: charge.totalUsd, balanceUsd: charge.balanceUsd });
    opts.current.onBalance(charge.balanceUsd);
  }, []);

  return { state, send, retry, typing, notice, spoke };
}
