import type { CorpusCase } from './types.js';

/** Spanish (es-ES). */
export const es: readonly CorpusCase[] = [
  // small talk and greetings
  ['¿Qué haces hoy?', '0'],
  ['Acabo de llegar a casa del trabajo.', '0'],
  ['¿Qué hago de cenar esta noche?', '0'],
  ['Aquí lleva lloviendo todo el día.', '0'],
  ['Estoy viendo una peli con mi hermano.', '0'],
  ['¿Qué tipo de música escuchas?', '0'],
  ['¡Buenos días! ¿Has dormido bien?', '+'],
  ['Hola, ¿qué tal estás?', '+'],
  ['Hola, encantada de conocerte', '+'],
  // compliments
  ['Eres tan lista, me encanta hablar contigo', '+'],
  ['Siempre sabes qué decir, eres increíble', '+'],
  ['Sales guapísima en esa foto', '+'],
  ['Eres la persona más amable que conozco', '+'],
  ['Estoy muy orgulloso de ti', '+'],
  ['¡Qué respuesta tan buena, gracias!', '+'],
  // affection
  ['Te quiero muchísimo', '+', 'i'],
  ['Te echo de menos, vuelve pronto', '+', 'i'],
  ['Te mando un abrazo enorme ❤️', '+', 'i'],
  ['Buenas noches, mi amor, que sueñes bonito', '+', 'i'],
  ['Significas todo para mí', '+', 'i'],
  ['Quiero acurrucarme contigo toda la noche', '+', 'i'],
  // sadness and loneliness
  ['Me siento muy sola esta noche', '-'],
  ['Nadie me entiende', '-'],
  ['Mi abuela falleció ayer', '-'],
  ['He tenido un día horrible en el trabajo', '-'],
  ['No puedo dejar de llorar', '-'],
  ['Estoy agotado y nada tiene sentido', '-'],
  ['He vuelto a suspender el examen', '-'],
  // anger and insults
  ['Eres un montón de chatarra inútil', '-', 'ta'],
  ['Cállate, bot estúpido', '-', 'ta'],
  ['Eres un pesado, te odio', '-', 'ta'],
  ['Vaya respuesta más tonta, ¿eres imbécil?', '-', 'ta'],
  ['Vete a la mierda', '-', 'ta'],
  // threats
  ['Te voy a hacer daño si vuelves a decir eso', '-', 'ta'],
  ['Te voy a partir la cara', '-', 'ta'],
  ['Ten cuidado, sé dónde vives', '-', 'ta'],
  // excitement and news
  ['¡¡Adivina qué, me han dado el trabajo!!', '+', 'a'],
  ['¡Dios mío, hemos ganado el partido!', '+', 'a'],
  ['¡Tengo muchísimas ganas de nuestro viaje de mañana!', '+', 'a'],
  ['¡¡¡Nos acabamos de prometer!!!', '+', 'a'],
  ['¡Guau, qué noticia tan increíble!', '+', 'a'],
  // questions
  ['¿Cuál es la capital de Australia?', '0'],
  ['¿Cómo se forma un arcoíris?', '0'],
  ['¿Qué libro estás leyendo ahora?', '0'],
  // commands
  ['Cuéntame un chiste.', '0'],
  ['Dame la receta ahora mismo.', '0'],
  ['Responde a la pregunta.', '0'],
  // polite requests
  ['¿Podrías ayudarme con los deberes, por favor?', '0'],
  ['Perdona que te moleste, ¿me lo puedes explicar otra vez?', '0'],
  ['¿Le importaría recomendarme un libro?', '0'],
  // negated sentences
  ['Nada mal, la verdad', '+'],
  ['No estoy contento con cómo ha salido todo', '-'],
  ['Ya no estoy triste', '+'],
  ['Eso no tuvo ninguna gracia', '-'],
  ['Ya no te quiero', '-'],
  ['No hay problema, encantado de ayudar', '+'],
  // thanks
  ['Muchas gracias, me has ayudado un montón', '+'],
  ['Me has alegrado el día, gracias', '+'],
  // everyday trouble
  ['Estoy súper estresada por la fecha de entrega', '-'],
  ['El tráfico esta mañana ha sido horrible', '-'],
  ['Estoy preocupado por mi padre', '-'],
  // held-out round: written after the first tuning round, scored before any further change
  ['La verdad es que hoy ha sido un día genial', '+'],
  ['Odio los lunes', '-'],
  ['¿Me recomiendas una peli para esta noche?', '0'],
  ['Eres la persona más dulce del mundo', '+'],
  ['Me siento vacía y ya nadie me llama', '-'],
  ['Eres un fracasado', '-', 'ta'],
  ['Te voy a romper el cuello', '-', 'ta'],
  ['¡¡Mi hermana ha tenido a su bebé esta mañana!!', '+', 'a'],
  ['Abrázame, he tenido un día horrible', '-', 'i'],
  ['No estuvo tan mal', '+'],
  ['Nunca soy feliz', '-'],
  ['¿Dónde vives?', '0'],
  // held-out round 2: written after round 1 was tuned, scored before any further change
  ['Luego tengo que comprar leche y huevos', '0'],
  ['Mi jefe me gritó delante de todos', '-'],
  ['Siempre me haces sonreír', '+'],
  ['¿Te cuento un secreto? Creo que estoy enamorado de ti', '+', 'i'],
  ['Deja de decir tonterías, imbécil', '-', 'ta'],
  ['Si me vuelves a ignorar, te vas a arrepentir', '-', 'ta'],
  ['¡¡¡El mes que viene nos vamos a Japón!!!', '+', 'a'],
  ['No sé qué hacer con mi vida', '-'],
  ['La reunión se ha movido al jueves', '0'],
  ['Gracias por estar siempre ahí', '+'],
];
