import { chatEndpoints as declared } from '@avatara/contracts/http/chat';
import { metaEndpoints } from '@avatara/contracts/http/meta';
import { modelEndpoints } from '@avatara/contracts/http/models';
import { tradingAccessEndpoints } from '@avatara/contracts/http/trading-access';

/**
 * What the chat page calls: the declarations of `@avatara/contracts/http/chat`, the picker's
 * models, the version, and whether the chat bar shows the '$' button that opens the (lazily
 * loaded) trading panel — declared apart from the dashboard's, so this page ships no trading schema.
 */
export const chatEndpoints = {
  ...declared,
  models: modelEndpoints.options,
  version: metaEndpoints.version,
  tradingAccess: tradingAccessEndpoints.access,
};
