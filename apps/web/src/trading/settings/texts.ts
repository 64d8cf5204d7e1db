/*
 * The German texts of the trading settings and admin tools. The dashboard speaks German only
 * (trading-dashboard.md §1), so they live here instead of the 8-language translation files; the
 * texts the spec quotes are kept verbatim (§2, §4, §8). Field labels: catalogue.ts.
 */
export const T = {
  title: 'Trading-Einstellungen',
  userId: 'Benutzer-ID',
  userIdHint: 'leer = system (Hauseinstellungen für alle Konten)',
  load: 'Laden',
  loading: 'Lade Einstellungen…',
  emptyForm:
    'Für diese Benutzer-ID ist nichts gespeichert: alle Felder sind leer, es gelten die Standardwerte (Platzhalter).',
  emptyMeansDefault:
    'Leere Felder gelten als „nicht gesetzt“ (null): dann greift der Wert von system bzw. der Standard im Platzhalter. Dezimalkomma und -punkt sind erlaubt.',
  /** §2 footer. */
  close: 'Close',
  save: 'Save',
  /** §4 while saving. */
  saving: 'Speichere…',
  /** §8. */
  loadFailed: 'Laden fehlgeschlagen',
  saveFailed: 'Speichern fehlgeschlagen',
  fixFields: 'Bitte die markierten Felder korrigieren.',
  serverField: 'Vom Server abgelehnt',
  retry: 'Erneut laden',
  flagDefault: 'Standard',
  flagReset: 'zurücksetzen',
  on: 'an',
  off: 'aus',
  tabErrors: (n: number) => `${n} Fehler`,
  // ── Admin tab
  adminIntro:
    'Signale im Speicher anlegen (Bootstrap), fortschreiben (Ingest) und prüfen (Meta, ReadTest). Zeiten in UTC; leeres „Bis“ = jetzt.',
  symbol: 'Symbol',
  interval: 'Intervall',
  from: 'Von',
  to: 'Bis',
  signals: 'Signale',
  signalsHint: 'kommagetrennt, leer = alle 13',
  bootstrap: 'Bootstrap',
  ingest: 'Ingest',
  meta: 'Meta',
  readTest: 'ReadTest',
  /** §8: each followed by ': ' and the message. */
  bootstrapError: 'Bootstrap FEHLER',
  ingestError: 'Ingest FEHLER',
  metaError: 'Meta FEHLER',
  readError: 'ReadTest FEHLER',
  fromMissing: 'Von-Datum fehlt.',
  job: 'Job',
  notPersisted: 'Der Bereich ist nicht vollständig persistiert (204).',
  noSignals: 'Keine persistierten Signale.',
  // ── Quick dialog
  quickTitle: 'Einstellungen (schnell)',
  quickIntro:
    'Nur ausgefüllte Felder werden gespeichert; leere Felder lassen den gespeicherten Wert unverändert. Platzhalter: gespeicherter Wert, sonst Standard.',
  nothingToSave: 'Kein Feld ausgefüllt.',
} as const;
