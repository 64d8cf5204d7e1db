import 'i18next';
import type enUS from '../../public/locales/en-US/translation.json';

/**
 * Typed translation keys: `t()` accepts only keys of the en-US file (the reference the other
 * seven languages follow, translations.test.ts), so `npm run typecheck` fails on an unknown key,
 * also when a `defaultValue` is given (`strictKeyChecks`). Dynamic keys are typed unions
 * (`TranslationKey`, or a template literal over a union), never plain strings.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
    strictKeyChecks: true;
  }
}
