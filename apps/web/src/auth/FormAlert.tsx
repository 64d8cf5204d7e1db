interface FormAlertProps {
  text: string;
  tone: 'error' | 'success';
  testId: string;
}

/** The form's message box: an error of spec §8 or a success text. */
export function FormAlert({ text, tone, testId }: FormAlertProps) {
  return (
    <p
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {text}
    </p>
  );
}
