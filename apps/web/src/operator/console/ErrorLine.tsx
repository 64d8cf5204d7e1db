import { errorMessage } from '../../i18n/errorMessage';
import { useMessageText } from '../../i18n/useMessageText';
import { serverErrorOf } from '../../lib/serverError';

/** A failed call's localised message (null: nothing). */
export function ErrorLine({ error, testId }: { error: unknown; testId?: string }) {
  const text = useMessageText();
  if (!error) return null;
  return (
    <p className="form-alert form-alert--error" role="alert" data-testid={testId}>
      {text(errorMessage(serverErrorOf(error)))}
    </p>
  );
}
