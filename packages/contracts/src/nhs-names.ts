/**
 * The state names and hormone keys of `GET /nhs/catalog`, in catalog order, shared by the engine
 * (`@avatara/companion` checks its lists equal these) and the web app (whose
 * `translations.test.ts` checks a label for every one in every language).
 */

/** The 65 states: 32 emotions, 20 body states, 13 cognitive states. */
export const NHS_STATE_NAMES = [
  'HAPPINESS', 'SADNESS', 'ANGER', 'FEAR', 'LOVE', 'JOY', 'SURPRISE', 'DISGUST', 'CONTEMPT', 'SHAME',
  'GUILT', 'PRIDE', 'TRUST', 'ANTICIPATION', 'INTEREST', 'EXCITEMENT', 'CALMNESS', 'ANXIETY',
  'STRESS', 'FRUSTRATION', 'LONELINESS', 'JEALOUSY', 'GRATITUDE', 'HOPE', 'EMPATHY', 'AFFECTION',
  'DESIRE', 'BOREDOM', 'CONTENTMENT', 'AMUSEMENT', 'EMBARRASSMENT', 'RELIEF',
  'ENERGY', 'PAIN', 'HUNGER', 'THIRST', 'FATIGUE', 'SLEEPINESS', 'ALERTNESS', 'RELAXATION',
  'MUSCLE_TENSION', 'HEART_RATE', 'BREATHING_RATE', 'BODY_TEMPERATURE', 'SWEATING', 'LIBIDO',
  'NAUSEA', 'RESTLESSNESS', 'WELLBEING', 'BLOOD_PRESSURE', 'DIGESTION', 'IMMUNE_RESPONSE',
  'COMPLEXITY', 'PROBABILITY_ANSWER', 'FOCUS', 'CONFIDENCE', 'CREATIVITY', 'CONFUSION', 'MEMORY',
  'MOTIVATION', 'PATIENCE', 'TALKATIVENESS', 'HUMOR', 'CURIOSITY', 'SELF_ESTEEM',
] as const;

/** The 21 hormones. */
export const NHS_HORMONE_KEYS = [
  'cortisol', 'adrenalin', 'noradrenalin', 'dopamin', 'serotonin', 'endorphin', 'oxytocin',
  'estrogen', 'progesterone', 'testosterone', 'insulin', 'glucagon', 'thyroxin', 'triiodothyronine',
  'growthHormone', 'somatostatin', 'melatonin', 'aldosterone', 'vasopressin', 'parathormone', 'calcitonin',
] as const;
