/** Shown while the first translation file loads: no text, since none is available yet. */
export function BootSpinner() {
  return <div className="spinner spinner--boot" aria-busy="true" />;
}
