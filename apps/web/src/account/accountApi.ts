import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';

/** `GET /account`. */
export const fetchAccount = ({ signal }: { signal: AbortSignal }) =>
  api.call(accountEndpoints.account, {}, { signal });

/** `GET /account/export`, saved by the browser (name from `content-disposition`); resolves with the file name. */
export async function downloadExport(): Promise<string> {
  const { blob, fileName } = await api.call(accountEndpoints.export);
  const name = fileName ?? 'avatara-export.json';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
