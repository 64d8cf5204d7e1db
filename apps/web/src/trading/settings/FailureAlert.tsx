/** The footer's error line: the §8 text in bold ('HTTP 400', 'Speichern fehlgeschlagen', …), the server's message after it. */
export function FailureAlert({
  failure,
  testId,
}: {
  failure: { title: string; detail: string } | null;
  testId: string;
}) {
  return (
    <div className="ts-foot__status">
      {failure && (
        <div className="ts-alert" role="alert" data-testid={testId}>
          <strong>{failure.title}</strong>
          {failure.detail && <span> – {failure.detail}</span>}
        </div>
      )}
    </div>
  );
}
