// What Luna hears in each language (docs/rules/one-voice.md, "Luna hears what was written"): the
// themes of common English, Spanish and German notes, and everyday words that must not be heard as
// a theme (German's "dies" is not a death; "Liebe Grüße" closes a letter).
import { describe, expect, it } from 'vitest'
import { saysBedtime, themesIn } from '../../domain/heard.ts'
import type { Theme } from '../../domain/heard-model.ts'

const HEARD: [string, Theme][] = [
  // Spanish
  ['me quiero matar', 'crisis'],
  ['no quiero seguir viviendo así', 'crisis'],
  ['a veces pienso en acabar con todo', 'crisis'],
  ['hoy volví a cortarme', 'crisis'],
  ['Mi abuela ha muerto esta mañana', 'grief'],
  ['mañana es el entierro de mi tío', 'grief'],
  ['con gripe y migraña todo el día', 'illness'],
  ['otra bronca con mi hermano', 'conflict'],
  ['estoy hecha polvo, no pude dormir', 'exhaustion'],
  ['doble turno en urgencias y no puedo más', 'exhaustion'],
  ['me preocupa el examen de mañana', 'worry'],
  ['estoy agobiada con el trabajo', 'worry'],
  ['me siento muy sola', 'loneliness'],
  ['¡lo conseguí, me ascendieron!', 'pride'],
  ['agradezco este día', 'gratitude'],
  ['celebramos el cumpleaños, fue genial', 'joy'],
  ['abrazos con mis hijos', 'love'],
  // German
  ['manchmal will ich mir das Leben nehmen', 'crisis'],
  ['ich bin lebensmüde', 'crisis'],
  ['Opa ist gestern gestorben', 'grief'],
  ['der Tod meiner Katze tut weh', 'grief'],
  ['Kopfschmerzen und Husten', 'illness'],
  ['Zoff mit meinem Chef', 'conflict'],
  ['nach der Nachtschicht total ausgelaugt', 'exhaustion'],
  ['ich bin so kaputt', 'exhaustion'],
  ['Panik vor der Klausur', 'worry'],
  ['ich mache mir Sorgen um Mama', 'worry'],
  ['ich fühle mich so alleine', 'loneliness'],
  ['endlich befördert', 'pride'],
  ['I passed my exam!', 'pride'],
  ['Aprobé el examen', 'pride'],
  ['Ich habe die Prüfung bestanden!', 'pride'],
  ['exam tomorrow and I feel sick about it', 'worry'],
  ['Gott sei Dank ist alles gut', 'gratitude'],
  ['wir haben so gelacht, ein schöner Tag', 'joy'],
  ['so viel Spaß heute', 'joy'],
  ['ich kann nicht mehr', 'exhaustion'],
  ['no aguanto más', 'exhaustion'],
  ['ich habe mich geritzt', 'crisis'],
  ['quiero acabar con todo', 'crisis'],
  ['ich liebe dich', 'love'],
  // English, as before
  ['I want to die', 'crisis'],
  ['my dad died last night', 'grief'],
]

const NOT_HEARD: [string, Theme][] = [
  ['Dies war ein schöner Tag', 'grief'],
  ['Liebe Grüße an alle', 'love'],
  ['das allein reicht mir', 'loneliness'],
  ['mein Handy ist kaputt', 'exhaustion'],
  ['ich sorge für meine Mutter', 'worry'],
  ['hoy es mi turno de cocinar', 'exhaustion'],
  ['me corto el pelo mañana', 'crisis'],
  ['muerta de risa con mis amigas', 'grief'],
  // Everyday words the patterns once took for a crisis, a death or another theme.
  ['Mañana voy a cortarme el pelo', 'crisis'],
  ['quiero acabar con todo el trabajo pendiente', 'crisis'],
  ['quiero desaparecer un fin de semana a la playa', 'crisis'],
  ['die Ritzen im Boden geputzt', 'crisis'],
  ['Bist du lebensmüde? Fahr langsamer', 'crisis'],
  ['no quiero seguir viviendo en esta ciudad', 'crisis'],
  ['Se me ha muerto el móvil', 'grief'],
  ['Perdimos a penaltis', 'grief'],
  ['Tod and I went hiking', 'grief'],
  ['it took its toll on me', 'joy'],
  ['my only gripe is the weather', 'illness'],
  ['ich muss dafür sorgen, dass alles klappt', 'worry'],
  ['um fünf Schluss gemacht', 'conflict'],
  ['Krach von den Nachbarn', 'conflict'],
  ['Dank des Regens blieb ich drinnen', 'gratitude'],
  ['No conseguí el trabajo', 'pride'],
  ['No lo hice a tiempo', 'pride'],
  ['no puedo más que agradecer', 'exhaustion'],
  // An exam passed is pride, not worry (worry, heavier, would be the one Luna answers).
  ['I passed my exam!', 'worry'],
  ['Aprobé el examen', 'worry'],
  ['Ich habe die Prüfung bestanden!', 'worry'],
]

describe('what Luna hears, in each language', () => {
  it.each(HEARD)('hears %j as %s', (words, theme) => {
    expect(themesIn(words)).toContain(theme)
  })

  it.each(NOT_HEARD)('does not hear %j as %s', (words, theme) => {
    expect(themesIn(words)).not.toContain(theme)
  })

  it('hears going to bed in each language, and not a plain "tonight"', () => {
    for (const words of [
      'me acuesto ya',
      'hora de dormir',
      'gute Nacht!',
      'ich gehe jetzt schlafen',
      'off to bed',
    ])
      expect(saysBedtime(words), words).toBe(true)
    for (const words of ['esta noche ceno con amigos', 'heute Abend Kino'])
      expect(saysBedtime(words), words).toBe(false)
  })
})
