import { useEffect, useRef } from 'react';

interface FormAlertProps {
  text: string;
  tone: 'error' | 'success';
  testId: string;
}

/**
 * The form's message box: an error of spec §8 or a success text. It is announced (an error as
 * an alert, a success politely) and, each time its text changes, brought into view: on a phone
 * the form's button may sit at the bottom of the screen and the answer below the fold
 * (docs/ui-layout.md "Phones").
 */
export function FormAlert({ text, tone, testId }: FormAlertProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [text]);
  return (
    <p
      ref={ref}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {text}
    </p>
  );
}
